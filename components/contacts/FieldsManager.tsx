import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { t, tPlain, type PlainKey } from '@/lib/i18n';
import { EXTENDED_FIELD_DATA_TYPES, type ExtendedFieldDataType } from '@/lib/messaging/contacts';
import { useCreateField, useDeleteField, useRenameField } from '@/lib/queries/contact-writes';
import { extendedFieldsOptions } from '@/lib/queries/contacts';
import { ErrorNotice } from '../common/ErrorNotice';
import { NameForm } from '../common/NameForm';
import { DefinitionRow } from './DefinitionRow';
import { definitionOwner, ownFirst } from './definitions';

const DATA_TYPE: Record<ExtendedFieldDataType, PlainKey> = {
  TEXT: 'contacts.definitions.dataType.TEXT',
  NUMBER: 'contacts.definitions.dataType.NUMBER',
  DATE: 'contacts.definitions.dataType.DATE',
  URL: 'contacts.definitions.dataType.URL',
};
const dataTypeName = (type: string): string =>
  Object.hasOwn(DATA_TYPE, type) ? tPlain(DATA_TYPE[type as ExtendedFieldDataType]) : '';

/** The site's contact fields: whose each is and its type; add (with a type), rename and delete the site's own. */
export function FieldsManager({ siteId, onReconnect }: { siteId: string; onReconnect: () => void }) {
  const fields = useQuery(extendedFieldsOptions(siteId));
  const create = useCreateField(siteId);
  const rename = useRenameField(siteId);
  const remove = useDeleteField(siteId);
  const [adding, setAdding] = useState(false);
  const [dataType, setDataType] = useState<ExtendedFieldDataType>('TEXT');
  return (
    <div className="space-y-2" data-testid="fields-manager">
      <p className="text-xs text-slate-600">{t('contacts.definitions.fieldsIntro')}</p>
      {adding ? (
        <NameForm
          label={t('contacts.definitions.newField')}
          submitLabel={t('contacts.definitions.add')}
          pending={create.isPending}
          error={create.error}
          onSubmit={(name) => create.mutate({ name, dataType }, { onSuccess: () => setAdding(false) })}
          onCancel={() => setAdding(false)}
        >
          <label className="block">
            {t('contacts.definitions.type')}
            <select
              className="mt-0.5 block rounded border border-slate-300 px-1 py-0.5"
              value={dataType}
              onChange={(e) => setDataType(e.target.value as ExtendedFieldDataType)}
            >
              {EXTENDED_FIELD_DATA_TYPES.map((d) => (
                <option key={d} value={d}>
                  {tPlain(DATA_TYPE[d])}
                </option>
              ))}
            </select>
          </label>
        </NameForm>
      ) : (
        <button
          type="button"
          className="rounded border border-slate-300 px-2 py-1 text-xs"
          onClick={() => {
            create.reset();
            setAdding(true);
          }}
        >
          {t('contacts.definitions.newField')}
        </button>
      )}
      {fields.error && <ErrorNotice error={fields.error} onReconnect={onReconnect} />}
      {remove.error && <ErrorNotice error={remove.error} />}
      {fields.isPending && <p className="text-sm text-slate-500">{t('contacts.definitions.loading')}</p>}
      <ul className="text-sm">
        {ownFirst(fields.data ?? [], (f) => f.fieldType).map((f) => (
          <DefinitionRow
            key={f.key}
            testId="field-row"
            name={f.name}
            facts={[definitionOwner(f.fieldType), dataTypeName(f.dataType)].filter(Boolean).join(' · ')}
            editable={f.fieldType === 'USER_DEFINED'}
            deleteQuestion={t('contacts.definitions.deleteField', { name: f.name })}
            renaming={{ pending: rename.isPending, error: rename.variables?.key === f.key ? rename.error : null }}
            onRename={(name, done) => rename.mutate({ key: f.key, name }, { onSuccess: done })}
            onDelete={() => remove.mutate(f)}
          />
        ))}
      </ul>
    </div>
  );
}
