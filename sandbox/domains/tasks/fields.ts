// Queryable task fields and operators: the reference's filter-and-sort table (the same as the SDK's
// TaskQuerySpec): id, createdDate, updatedDate, dueDate sortable; status and contact.id filter only.
import type { FieldMap, Operator } from '../../query/types.ts';
import { TASK_STATUSES } from './task-doc.ts';

const DATE_OPS: readonly Operator[] = ['$eq', '$ne', '$gt', '$gte', '$lt', '$lte'];

export const TASK_FIELDS: FieldMap = {
  id: { kind: 'string', column: 'id', ops: ['$eq', '$ne', '$in'], filterable: true, sortable: true },
  createdDate: { kind: 'date', column: 'created_date', ops: DATE_OPS, filterable: true, sortable: true },
  updatedDate: { kind: 'date', column: 'updated_date', ops: DATE_OPS, filterable: true, sortable: true },
  dueDate: { kind: 'date', column: 'due_date', ops: DATE_OPS, filterable: true, sortable: true },
  // `$nin` reaches the compiler as `$not` + `$in` (query/rewrite-nin.ts).
  status: { kind: 'string', column: 'status', values: TASK_STATUSES, ops: ['$eq', '$ne', '$in'], filterable: true },
  'contact.id': { kind: 'string', column: 'contact_id', ops: ['$eq', '$ne', '$in', '$exists'], filterable: true },
};

/** The fields the reference allows `$nin` on. */
export const TASK_NIN_FIELDS: ReadonlySet<string> = new Set(['status']);

/** "Number of items to load. Max 1000"; the SDK's builder asks for 50 by default. */
export const TASK_PAGE_LIMITS = { defaultLimit: 50, maxLimit: 1000 } as const;
/** "Query Tasks runs with the following defaults: createdDate in DESC order." */
export const TASK_DEFAULT_SORT = [{ fieldName: 'createdDate', order: 'DESC' as const }];
