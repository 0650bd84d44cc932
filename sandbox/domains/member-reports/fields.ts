// Queryable fields of member reports (the SDK's MemberReportQuerySpec: every operator, no sorting)
// and of reported members (the reference: filter and sort by report count, review status and last
// report date), with their page limits.
import type { FieldMap, SortSpec } from '../../query/types.ts';

export const MEMBER_REPORT_FIELDS: FieldMap = {
  id: { kind: 'string', column: 'id', filterable: true },
  reportedMemberId: { kind: 'string', column: 'reported_member_id', filterable: true },
  reportingMemberId: { kind: 'string', column: 'reporting_member_id', filterable: true },
  createdDate: { kind: 'date', column: 'created_date', filterable: true },
  // The SDK lets `reason` be asked for with exists only; its category is filterable as well.
  reason: { kind: 'string', column: "json_extract(doc, '$.reason')", ops: ['$exists'], filterable: true },
  'reason.category': {
    kind: 'string',
    column: "json_extract(doc, '$.reason.category')",
    values: ['UNKNOWN', 'SPAM', 'IMPERSONATION', 'HARASSMENT', 'OTHER'],
    filterable: true,
  },
};

/**
 * "paging.limit is 100" when the request names none (the SDK's query builder sends its own 50);
 * the request's CursorPaging allows up to 1000.
 */
export const MEMBER_REPORT_PAGE_LIMITS = { defaultLimit: 100, maxLimit: 1000 } as const;
/** "createdDate is sorted in ASC order" (no field may be sorted otherwise); ties by id, the sandbox's choice. */
export const MEMBER_REPORT_ORDER = 'created_date ASC, id ASC';

/** Columns of the grouped reports (reported-members.ts). */
export const REPORTED_MEMBER_FIELDS: FieldMap = {
  reportedMemberId: { kind: 'string', column: 'reported_member_id', filterable: true, sortable: true },
  reportCount: { kind: 'number', column: 'report_count', filterable: true, sortable: true },
  reviewed: { kind: 'boolean', column: 'reviewed', filterable: true, sortable: true },
  lastReportDate: { kind: 'date', column: 'last_report_date', filterable: true, sortable: true },
};

/** "Default: 100", "@max 1000" (CursorPaging of List / Query Reported Members). */
export const REPORTED_MEMBER_PAGE_LIMITS = { defaultLimit: 100, maxLimit: 1000 } as const;
/** "lastReportDate is sorted in DESC order" by default. */
export const REPORTED_MEMBER_DEFAULT_SORT: readonly SortSpec[] = [{ fieldName: 'lastReportDate', order: 'DESC' }];
