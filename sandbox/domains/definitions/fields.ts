// The queryable fields every definition list has (the labels and extended fields sort-and-filter
// guides); each list adds its type field (and extended fields their data type).
import type { FieldMap, Operator } from '../../query/types.ts';

const RANGE_OPS: readonly Operator[] = ['$eq', '$ne', '$gt', '$gte', '$lt', '$lte'];

export const DEFINITION_FIELDS: FieldMap = {
  key: { kind: 'string', ops: ['$eq', '$ne', '$in'], filterable: true },
  displayName: { kind: 'string', ops: ['$eq', '$ne', '$in', '$startsWith'], filterable: true, sortable: true },
  createdDate: { kind: 'date', ops: RANGE_OPS, filterable: true, sortable: true },
  updatedDate: { kind: 'date', ops: RANGE_OPS, filterable: true, sortable: true },
  namespace: { kind: 'string', ops: ['$eq', '$ne'], filterable: true },
};
