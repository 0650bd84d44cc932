import { useState, type ReactNode } from 'react';
import { t } from '@/lib/i18n';
import { ErrorNotice } from '../common/ErrorNotice';
import { NameForm } from '../common/NameForm';
import { Button } from '../common/Button';

/**
 * The frame the Labels and Fields views share: what the view is, "New …" folding open the name form
 * (with whatever more a new one needs), the list's and a delete's errors, and the list itself.
 */
export function DefinitionsView({
  testId,
  intro,
  newLabel,
  create,
  onCreate,
  formExtra,
  listError,
  deleteError,
  loading,
  onReconnect,
  children,
}: {
  testId: string;
  intro: string;
  newLabel: string;
  create: { isPending: boolean; error: Error | null; reset: () => void };
  /** Creates one named `name`; `done` closes the form. */
  onCreate: (name: string, done: () => void) => void;
  formExtra?: ReactNode;
  listError: Error | null;
  deleteError: Error | null;
  loading: boolean;
  onReconnect: () => void;
  children: ReactNode;
}) {
  const [adding, setAdding] = useState(false);
  return (
    <div className="space-y-2" data-testid={testId}>
      <p className="text-xs text-slate-600">{intro}</p>
      {adding ? (
        <NameForm
          label={newLabel}
          submitLabel={t('contacts.definitions.add')}
          pending={create.isPending}
          error={create.error}
          onSubmit={(name) => onCreate(name, () => setAdding(false))}
          onCancel={() => setAdding(false)}
        >
          {formExtra}
        </NameForm>
      ) : (
        <Button
          className="text-xs"
          onClick={() => {
            create.reset();
            setAdding(true);
          }}
        >
          {newLabel}
        </Button>
      )}
      {listError && <ErrorNotice error={listError} onReconnect={onReconnect} />}
      {deleteError && <ErrorNotice error={deleteError} />}
      {loading && <p className="text-sm text-slate-500">{t('contacts.definitions.loading')}</p>}
      <ul className="text-sm">{children}</ul>
    </div>
  );
}
