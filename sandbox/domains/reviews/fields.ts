// Queryable review fields and operators, from the SDK's ReviewQuerySpec (auto_sdk_reviews_reviews).
import type { FieldMap, Operator } from '../../query/types.ts';
import { MODERATION_STATUSES } from './review-doc.ts';

const ID_OPS: readonly Operator[] = ['$eq', '$in', '$ne'];
const RANGE_OPS: readonly Operator[] = ['$eq', '$gt', '$gte', '$in', '$lt', '$lte', '$ne'];
const EQ_OPS: readonly Operator[] = ['$eq', '$ne'];

export const REVIEW_FIELDS: FieldMap = {
  id: { kind: 'string', column: 'id', ops: ID_OPS, filterable: true },
  'author.contactId': { kind: 'string', column: 'author_contact_id', ops: ID_OPS, filterable: true },
  entityId: { kind: 'string', column: 'entity_id', ops: ID_OPS, filterable: true },
  namespace: { kind: 'string', column: 'namespace', ops: ID_OPS, filterable: true },
  'moderation.moderationStatus': {
    kind: 'string',
    column: 'moderation_status',
    values: MODERATION_STATUSES,
    ops: ID_OPS,
    filterable: true,
  },
  createdDate: { kind: 'date', column: 'created_date', ops: RANGE_OPS, filterable: true, sortable: true },
  'content.rating': { kind: 'number', ops: RANGE_OPS, filterable: true, sortable: true },
  helpfulness: { kind: 'number', ops: RANGE_OPS, filterable: true, sortable: true },
  relevanceScore: { kind: 'number', ops: RANGE_OPS, filterable: true, sortable: true },
  'origin.type': {
    kind: 'string',
    values: ['UNKNOWN', 'ORGANIC', 'APP'],
    ops: EQ_OPS,
    filterable: true,
    sortable: true,
  },
  verified: { kind: 'boolean', ops: EQ_OPS, filterable: true, sortable: true },
  'content.media': { kind: 'string', array: true, ops: ['$isEmpty'], filterable: true },
};

export const REVIEW_PAGE_LIMITS = { defaultLimit: 50, maxLimit: 100 } as const;
export const REVIEW_DEFAULT_SORT = [{ fieldName: 'createdDate', order: 'DESC' as const }];
