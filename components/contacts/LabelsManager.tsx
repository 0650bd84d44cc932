import { useQuery } from '@tanstack/react-query';
import { plural, t } from '@/lib/i18n';
import type { ContactLabel } from '@/lib/messaging/contacts';
import { useCreateLabel, useDeleteLabel, useRenameLabel } from '@/lib/queries/contact-writes';
import { contactFacetsOptions, contactLabelsOptions } from '@/lib/queries/contacts';
import { DefinitionRow } from './DefinitionRow';
import { DefinitionsView } from './DefinitionsView';
import { definitionOwner, ownFirst } from './definitions';

/** The site's contact labels: whose each is and how many contacts have it; add, rename and delete the site's own. */
export function LabelsManager({ siteId, onReconnect }: { siteId: string; onReconnect: () => void }) {
  const labels = useQuery(contactLabelsOptions(siteId));
  // The site's facets count each label's contacts (the whole site's, no filter).
  const facets = useQuery(contactFacetsOptions(siteId, null, ''));
  const create = useCreateLabel(siteId);
  const rename = useRenameLabel(siteId);
  const remove = useDeleteLabel(siteId);
  const counts = new Map(
    (facets.data?.facets ?? []).filter((f) => f.type === 'LABEL' && f.key).map((f) => [f.key!, f.count]),
  );
  const used = (l: ContactLabel): number | null => counts.get(l.key) ?? null;
  return (
    <DefinitionsView
      testId="labels-manager"
      intro={t('contacts.definitions.labelsIntro')}
      newLabel={t('contacts.definitions.newLabel')}
      create={create}
      onCreate={(name, done) => create.mutate(name, { onSuccess: done })}
      listError={labels.error}
      deleteError={remove.error}
      loading={labels.isPending}
      onReconnect={onReconnect}
    >
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
    </DefinitionsView>
  );
}
