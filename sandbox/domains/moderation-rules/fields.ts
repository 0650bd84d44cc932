// Queryable rule fields: the reference's Query Rules table (id, namespace, enabled filter only;
// createdDate and updatedDate also sortable, with the comparisons its query page lists).
import type { FieldMap, Operator } from '../../query/types.ts';

const DATE_OPS: readonly Operator[] = ['$eq', '$ne', '$exists', '$in', '$hasSome', '$gt', '$gte', '$lt', '$lte'];

export const RULE_FIELDS: FieldMap = {
  id: { kind: 'string', column: 'id', ops: ['$eq', '$ne', '$in'], filterable: true },
  createdDate: { kind: 'date', column: 'created_date', ops: DATE_OPS, filterable: true, sortable: true },
  updatedDate: { kind: 'date', column: 'updated_date', ops: DATE_OPS, filterable: true, sortable: true },
  namespace: { kind: 'string', column: 'namespace', ops: ['$eq', '$ne', '$in'], filterable: true },
  enabled: { kind: 'boolean', column: 'enabled', ops: ['$eq', '$ne'], filterable: true },
};

/** "paging.limit is 100 … Up to 1,000 rules can be returned per request." */
export const RULE_PAGE_LIMITS = { defaultLimit: 100, maxLimit: 1000 } as const;
/** "createdDate is sorted in ASC order." */
export const RULE_DEFAULT_SORT = [{ fieldName: 'createdDate', order: 'ASC' as const }];
