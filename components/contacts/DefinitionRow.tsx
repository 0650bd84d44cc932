import { useState, type ReactNode } from 'react';
import { t } from '@/lib/i18n';
import { ConfirmButton } from '../common/ConfirmButton';
import { NameForm } from '../common/NameForm';
import { Button } from '../common/Button';

/**
 * One label or field of the site in its list: its name, what it is, and for the site's own ones
 * Rename (the name form in place) and Delete (asking first, with what it will touch).
 */
export function DefinitionRow({
  name,
  facts,
  editable,
  deleteQuestion,
  renaming,
  onRename,
  onDelete,
  testId,
}: {
  name: string;
  /** What it is, in words: whose it is, its type, how many contacts use it. */
  facts: ReactNode;
  editable: boolean;
  deleteQuestion: string;
  renaming: { pending: boolean; error: Error | null };
  onRename: (name: string, done: () => void) => void;
  onDelete: () => void;
  testId: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <li className="border-b border-slate-200 py-2 last:border-0" data-testid={testId}>
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="min-w-0 flex-1 font-medium wrap-anywhere" data-testid="definition-name">
          {name}
        </span>
        {editable && !open && (
          <span className="flex gap-1">
            <Button
              size="sm"
              className="text-xs"
              aria-label={t('contacts.definitions.renameOf', { name })}
              onClick={() => setOpen(true)}
            >
              {t('contacts.definitions.rename')}
            </Button>
            <ConfirmButton
              label={t('contacts.definitions.delete')}
              question={deleteQuestion}
              confirmLabel={t('contacts.definitions.deleteOf', { name })}
              danger
              onConfirm={onDelete}
            />
          </span>
        )}
      </div>
      <p className="text-xs text-slate-600">{facts}</p>
      {open && (
        <NameForm
          label={t('contacts.definitions.name')}
          initial={name}
          submitLabel={t('contacts.definitions.save')}
          pending={renaming.pending}
          error={renaming.error}
          onSubmit={(next) => onRename(next, () => setOpen(false))}
          onCancel={() => setOpen(false)}
        />
      )}
    </li>
  );
}
