// Queryable extended field fields (extended-fields sort-and-filter guide, ExtendedFieldQuerySpec).
import type { FieldMap, Operator } from '../../query/types.ts';
import { FIELD_DATA_TYPES } from './extended-field-doc.ts';

const RANGE_OPS: readonly Operator[] = ['$eq', '$ne', '$gt', '$gte', '$lt', '$lte'];

export const EXTENDED_FIELD_FIELDS: FieldMap = {
  key: { kind: 'string', ops: ['$eq', '$ne', '$in'], filterable: true },
  displayName: { kind: 'string', ops: ['$eq', '$ne', '$in', '$startsWith'], filterable: true, sortable: true },
  createdDate: { kind: 'date', ops: RANGE_OPS, filterable: true, sortable: true },
  updatedDate: { kind: 'date', ops: RANGE_OPS, filterable: true, sortable: true },
  namespace: { kind: 'string', ops: ['$eq', '$ne'], filterable: true },
  fieldType: { kind: 'string', ops: ['$eq'], values: ['SYSTEM', 'USER_DEFINED'], filterable: true },
  dataType: { kind: 'string', ops: ['$eq', '$ne'], values: FIELD_DATA_TYPES, filterable: true },
};

/** "Defaults to 100"; the provider names no maximum, the sandbox takes Query Contacts' 1000. */
export const EXTENDED_FIELD_PAGE_LIMITS = { defaultLimit: 100, maxLimit: 1000 } as const;

/** Without a sort: the site's own fields newest first, then the system ones (the provider's examples). */
export const EXTENDED_FIELD_DEFAULT_ORDER = `json_extract(doc, '$.fieldType') = 'SYSTEM', json_extract(doc, '$.createdDate') DESC, json_extract(doc, '$.key')`;
