import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { t, tPlain, type PlainKey } from '@/lib/i18n';
import { EXTENDED_FIELD_DATA_TYPES, type ExtendedFieldDataType } from '@/lib/messaging/contacts';
import { useCreateField, useDeleteField, useRenameField } from '@/lib/queries/contact-writes';
import { extendedFieldsOptions } from '@/lib/queries/contacts';
import { DefinitionRow } from './DefinitionRow';
import { DefinitionsView } from './DefinitionsView';
import { definitionOwner, ownFirst } from './definitions';
import { SelectField } from '../common/Field';

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
  const [dataType, setDataType] = useState<ExtendedFieldDataType>('TEXT');
  return (
    <DefinitionsView
      testId="fields-manager"
      intro={t('contacts.definitions.fieldsIntro')}
      newLabel={t('contacts.definitions.newField')}
      create={create}
      onCreate={(name, done) => create.mutate({ name, dataType }, { onSuccess: done })}
      formExtra={
        <SelectField
          label={t('contacts.definitions.type')}
          value={dataType}
          choices={EXTENDED_FIELD_DATA_TYPES.map((d) => ({ value: d, label: tPlain(DATA_TYPE[d]) }))}
          onChange={setDataType}
        />
      }
      listError={fields.error}
      deleteError={remove.error}
      loading={fields.isPending}
      onReconnect={onReconnect}
    >
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
    </DefinitionsView>
  );
}
