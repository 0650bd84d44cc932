import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { plural, t } from '@/lib/i18n';
import type { ContactLabel } from '@/lib/messaging/contacts';
import { useCreateLabel, useDeleteLabel, useRenameLabel } from '@/lib/queries/contact-writes';
import { contactFacetsOptions, contactLabelsOptions } from '@/lib/queries/contacts';
import { ErrorNotice } from '../common/ErrorNotice';
import { NameForm } from '../common/NameForm';
import { DefinitionRow } from './DefinitionRow';
import { definitionOwner, ownFirst } from './definitions';

/** The site's contact labels: whose each is and how many contacts have it; add, rename and delete the site's own. */
export function LabelsManager({ siteId, onReconnect }: { siteId: string; onReconnect: () => void }) {
  const labels = useQuery(contactLabelsOptions(siteId));
  // The site's facets count each label's contacts (the whole site's, no filter).
  const facets = useQuery(contactFacetsOptions(siteId, null, ''));
  const create = useCreateLabel(siteId);
  const rename = useRenameLabel(siteId);
  const remove = useDeleteLabel(siteId);
  const [adding, setAdding] = useState(false);
  const counts = new Map(
    (facets.data?.facets ?? []).filter((f) => f.type === 'LABEL' && f.key).map((f) => [f.key!, f.count]),
  );
  const used = (l: ContactLabel): number | null => counts.get(l.key) ?? null;
  return (
    <div className="space-y-2" data-testid="labels-manager">
      <p className="text-xs text-slate-600">{t('contacts.definitions.labelsIntro')}</p>
      {adding ? (
        <NameForm
          label={t('contacts.definitions.newLabel')}
          submitLabel={t('contacts.definitions.add')}
          pending={create.isPending}
          error={create.error}
          onSubmit={(name) => create.mutate(name, { onSuccess: () => setAdding(false) })}
          onCancel={() => setAdding(false)}
        />
      ) : (
        <button
          type="button"
          className="rounded border border-slate-300 px-2 py-1 text-xs"
          onClick={() => {
            create.reset();
            setAdding(true);
          }}
        >
          {t('contacts.definitions.newLabel')}
        </button>
      )}
      {labels.error && <ErrorNotice error={labels.error} onReconnect={onReconnect} />}
      {remove.error && <ErrorNotice error={remove.error} />}
      {labels.isPending && <p className="text-sm text-slate-500">{t('contacts.definitions.loading')}</p>}
      <ul className="text-sm">
        {ownFirst(labels.data ?? [], (l) => l.type).map((l) => {
          const n = used(l);
          return (
            <DefinitionRow
              key={l.key}
              testId="label-row"
              name={l.name}
              facts={[definitionOwner(l.type), n === null ? null : plural('contacts.definitions.used', n)]
                .filter(Boolean)
                .join(' · ')}
              editable={l.type === 'USER_DEFINED'}
              deleteQuestion={plural('contacts.definitions.deleteLabel', n ?? 0, { name: l.name })}
              renaming={{
                pending: rename.isPending,
                error: rename.variables?.key === l.key ? rename.error : null,
              }}
              onRename={(name, done) => rename.mutate({ key: l.key, name }, { onSuccess: done })}
              onDelete={() => remove.mutate(l)}
            />
          );
        })}
      </ul>
    </div>
  );
}
