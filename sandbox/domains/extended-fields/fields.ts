// Queryable extended field fields (extended-fields sort-and-filter guide, ExtendedFieldQuerySpec).
import type { FieldMap } from '../../query/types.ts';
import { DEFINITION_FIELDS } from '../definitions/fields.ts';
import { FIELD_DATA_TYPES } from './extended-field-doc.ts';

export const EXTENDED_FIELD_FIELDS: FieldMap = {
  ...DEFINITION_FIELDS,
  fieldType: { kind: 'string', ops: ['$eq'], values: ['SYSTEM', 'USER_DEFINED'], filterable: true },
  dataType: { kind: 'string', ops: ['$eq', '$ne'], values: FIELD_DATA_TYPES, filterable: true },
};

/** "Defaults to 100"; the provider names no maximum, the sandbox takes Query Contacts' 1000. */
export const EXTENDED_FIELD_PAGE_LIMITS = { defaultLimit: 100, maxLimit: 1000 } as const;

/** Without a sort: the site's own fields newest first, then the system ones (the provider's examples). */
export const EXTENDED_FIELD_DEFAULT_ORDER = `json_extract(doc, '$.fieldType') = 'SYSTEM', json_extract(doc, '$.createdDate') DESC, json_extract(doc, '$.key')`;
