// Queryable review request fields and operators, from the SDK's ReviewRequestQuerySpec. Filters
// compile against `item_index` (list fields); every scalar field names its generated column or a
// path through `doc` explicitly (see store.ts).
import type { FieldMap, Operator } from '../../query/types.ts';
import { REVIEW_REQUEST_STATUSES } from './review-request-doc.ts';

const ID_OPS: readonly Operator[] = ['$eq', '$in', '$ne'];
const EXISTS_OPS: readonly Operator[] = ['$eq', '$exists', '$in', '$ne'];
const LIST_OPS: readonly Operator[] = ['$eq', '$hasAll', '$hasSome', '$in'];
const DATE_OPS: readonly Operator[] = ['$eq', '$gt', '$gte', '$in', '$lt', '$lte', '$ne'];
const doc = (path: string): string => `json_extract(doc, '$.${path}')`;

export const REVIEW_REQUEST_FIELDS: FieldMap = {
  id: { kind: 'string', column: 'id', ops: ID_OPS, filterable: true },
  communicationChannel: {
    kind: 'string',
    column: doc('communicationChannel'),
    values: ['EMAIL'],
    ops: ID_OPS,
    filterable: true,
  },
  namespace: { kind: 'string', column: doc('namespace'), ops: ID_OPS, filterable: true },
  'recipient.contactId': { kind: 'string', column: 'contact_id', ops: ID_OPS, filterable: true },
  'requestedBy.appId': { kind: 'string', column: doc('requestedBy.appId'), ops: ID_OPS, filterable: true },
  'requestedBy.wixUserId': { kind: 'string', column: doc('requestedBy.wixUserId'), ops: ID_OPS, filterable: true },
  'requestedBy.identityType': {
    kind: 'string',
    column: doc('requestedBy.identityType'),
    values: ['WIX_USER', 'APP'],
    ops: ID_OPS,
    filterable: true,
  },
  'items.catalogItemId': { kind: 'string', array: true, path: 'catalogItemIds', ops: LIST_OPS, filterable: true },
  'items.reviewId': { kind: 'string', array: true, path: 'reviewIds', ops: [...LIST_OPS, '$exists'], filterable: true },
  automationActivationId: { kind: 'string', column: doc('automationActivationId'), ops: EXISTS_OPS, filterable: true },
  'order.id': { kind: 'string', column: doc('order.id'), ops: EXISTS_OPS, filterable: true },
  createdDate: { kind: 'date', column: 'created_date', ops: DATE_OPS, filterable: true, sortable: true },
  sendDate: { kind: 'date', column: 'send_date', ops: DATE_OPS, filterable: true, sortable: true },
  status: {
    kind: 'string',
    column: 'status',
    values: REVIEW_REQUEST_STATUSES,
    ops: ID_OPS,
    filterable: true,
    sortable: true,
  },
};

export const REVIEW_REQUEST_PAGE_LIMITS = { defaultLimit: 50, maxLimit: 100 } as const;
export const REVIEW_REQUEST_DEFAULT_SORT = [{ fieldName: 'createdDate', order: 'DESC' as const }];
