// Which member fields may be filtered and sorted (Members API docs + the SDK's MemberQuerySpec),
// and how they map to SQL. Columns are the generated, indexed ones of schema v1.
import type { FieldMap } from '../../query/types.ts';

const STATUS = ['UNKNOWN', 'PENDING', 'APPROVED', 'BLOCKED', 'OFFLINE'] as const;
const PRIVACY = ['UNKNOWN', 'PRIVATE', 'PUBLIC'] as const;

export const MEMBER_FIELDS: FieldMap = {
  id: { kind: 'string', column: 'id', filterable: true },
  loginEmail: { kind: 'string', column: 'login_email', filterable: true },
  status: { kind: 'string', column: 'status', values: STATUS, filterable: true },
  privacyStatus: { kind: 'string', values: PRIVACY, filterable: true },
  contactId: { kind: 'string', column: 'contact_id', filterable: true },
  'profile.nickname': { kind: 'string', column: 'nickname', filterable: true, sortable: true },
  'profile.slug': { kind: 'string', column: 'slug', filterable: true },
  'contact.firstName': { kind: 'string', column: 'first_name', filterable: true, sortable: true },
  'contact.lastName': { kind: 'string', column: 'last_name', filterable: true, sortable: true },
  createdDate: { kind: 'date', column: 'created_date', filterable: true, sortable: true },
  lastLoginDate: { kind: 'date', filterable: false, sortable: true },
};

/** Members query limits (docs: "up to 100 members"). */
export const MEMBER_PAGE_LIMITS = { defaultLimit: 50, maxLimit: 100 } as const;
