// The follows' fields for the console's data browser (the provider has no admin query of follows, so
// the field set is the Follow object's own: who follows, whom, since when), compiled by the
// sandbox's query compiler as every domain's filters are.
import type { FieldMap, Operator } from '../../query/types.ts';

const ID_OPS: readonly Operator[] = ['$eq', '$ne', '$in'];
const DATE_OPS: readonly Operator[] = ['$eq', '$ne', '$gt', '$gte', '$lt', '$lte'];

export const FOLLOW_FIELDS: FieldMap = {
  memberId: { kind: 'string', column: 'member_id', ops: ID_OPS, filterable: true, sortable: true },
  affectedMemberId: { kind: 'string', column: 'affected_member_id', ops: ID_OPS, filterable: true, sortable: true },
  createdDate: { kind: 'date', column: 'created_date', ops: DATE_OPS, filterable: true, sortable: true },
};
