import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { t } from '@/lib/i18n';
import type { ContactLabel } from '@/lib/messaging/contacts';
import { useCreateLabel } from '@/lib/queries/contact-writes';
import { contactLabelsOptions } from '@/lib/queries/contacts';
import { ErrorNotice } from '../common/ErrorNotice';
import { Button } from '../common/Button';
import { inlineControlClass } from '../common/Field';

interface Props {
  siteId: string;
  /** One button per action, e.g. "Add label" or "Add to 3" / "Remove from 3". */
  actions: Array<{ label: string; run: (label: ContactLabel) => void; creates: boolean }>;
  busy?: boolean;
}

/**
 * A label by name: one of the site's labels (offered as you type), or a new one created on the spot
 * when an action that adds is chosen.
 */
export function LabelPicker({ siteId, actions, busy }: Props) {
  const labels = useQuery(contactLabelsOptions(siteId));
  const [name, setName] = useState('');
  const listId = useId();
  const create = useCreateLabel(siteId);
  const typed = name.trim();
  const known = labels.data?.find((l) => l.name.toLowerCase() === typed.toLowerCase() || l.key === typed) ?? null;

  // The action last chosen: a failed label create offers it again (a label by name is found, not made twice).
  const [last, setLast] = useState<Props['actions'][number] | null>(null);
  const run = async (action: Props['actions'][number]) => {
    if (!typed) return;
    setLast(action);
    const label = known ?? (action.creates ? await create.mutateAsync(typed) : null);
    if (!label) return;
    action.run(label);
    setName('');
  };

  return (
    <div className="flex flex-wrap items-center gap-1 text-xs">
      <input
        className={inlineControlClass}
        list={listId}
        aria-label={t('contacts.labels.name')}
        placeholder={t('contacts.labels.name')}
        value={name}
        onChange={(e) => setName(e.target.value)}
      />
      <datalist id={listId}>
        {labels.data?.map((l) => (
          <option key={l.key} value={l.name} />
        ))}
      </datalist>
      {actions.map((a) => (
        <Button
          key={a.label}
          disabled={busy || create.isPending || !typed || (!a.creates && !known)}
          onClick={() => void run(a).catch(() => undefined)}
        >
          {a.label}
        </Button>
      ))}
      {typed && !known && labels.data && (
        <span className="text-slate-500">{t('contacts.labels.willCreate', { name: typed })}</span>
      )}
      {create.error && (
        <ErrorNotice
          error={create.error}
          onRetry={last && !create.isPending ? () => void run(last).catch(() => undefined) : undefined}
        />
      )}
      {labels.error && <ErrorNotice error={labels.error} onRetry={() => void labels.refetch()} read />}
    </div>
  );
}
