// Queryable contact fields: exactly the sort-and-filter guide's tables
// (docs/provider-contract.md §3.3), each with the operators it lists, and their SQL. Anything else is refused
// (UNSUPPORTED_FILTER_FIELD_UNKNOWN), as Wix refuses it. Queries run over contact_search `s`
// (schema.ts) and compile with `doc: 's.lists'`: array fields read the flattened `lists`, every
// scalar field names its indexed column in `column`.
import type { QueryErrorCodes } from '../../http/validate.ts';
import type { FieldMap, FieldSpec, Operator } from '../../query/types.ts';

const ID_OPS: readonly Operator[] = ['$eq', '$ne', '$in', '$exists'];
const TEXT_OPS: readonly Operator[] = ['$eq', '$ne', '$in', '$exists', '$startsWith'];
const RANGE_OPS: readonly Operator[] = ['$eq', '$ne', '$gt', '$gte', '$lt', '$lte'];
const LABEL_OPS: readonly Operator[] = ['$hasSome', '$hasAll'];
/** The Wix-managed extended fields' `$eq $ne $in $nin`: `$nin` is rewritten to `$not`+`$in` before compiling (contact-filter.ts). */
const STATUS_OPS: readonly Operator[] = ['$eq', '$ne', '$in'];

/**
 * members.membershipStatus (extended-fields list: APPROVED/DENIED/PENDING/INACTIVE) from the
 * contact's memberInfo.status; a deleted member's contact has none.
 */
export const MEMBERSHIP_STATUS_SQL = `(CASE s.member_status WHEN 'ACTIVE' THEN 'APPROVED' WHEN 'BLOCKED' THEN 'DENIED' WHEN 'PENDING' THEN 'PENDING' WHEN 'OFFLINE' THEN 'INACTIVE' END)`;

/** An array flattened into `lists` by the triggers; an item matching is the contact matching. */
const list = (key: string, ops: readonly Operator[], nocase = false): FieldSpec => ({
  kind: 'string',
  array: true,
  path: key,
  ops,
  filterable: true,
  ...(nocase && { nocase }),
});

export const CONTACT_FIELDS: FieldMap = {
  id: { kind: 'string', column: 's.id', ops: ID_OPS, filterable: true },
  createdDate: { kind: 'date', column: 's.created_date', ops: RANGE_OPS, filterable: true, sortable: true },
  updatedDate: { kind: 'date', column: 's.updated_date', ops: RANGE_OPS, filterable: true },
  'lastActivity.activityDate': {
    kind: 'date',
    column: 's.activity_date',
    ops: RANGE_OPS,
    filterable: true,
    sortable: true,
  },
  'primaryInfo.email': { kind: 'string', column: 's.primary_email', ops: TEXT_OPS, filterable: true, sortable: true },
  'primaryInfo.phone': { kind: 'string', column: 's.primary_phone', ops: TEXT_OPS, filterable: true },
  'info.name.first': { kind: 'string', column: 's.first_name', ops: TEXT_OPS, filterable: true, sortable: true },
  'info.name.last': { kind: 'string', column: 's.last_name', ops: TEXT_OPS, filterable: true, sortable: true },
  // Emails compare as contact_emails keeps them (NOCASE): `$eq` finds any case, `$ne` excludes any.
  'info.emails.email': list('emails', TEXT_OPS, true),
  'info.phones.phone': list('phones', TEXT_OPS),
  'info.addresses.street': list('streets', TEXT_OPS),
  'info.addresses.city': list('cities', TEXT_OPS),
  'info.addresses.subdivision': list('subdivisions', ID_OPS),
  'info.addresses.country': list('countries', ID_OPS),
  'info.company': { kind: 'string', column: 's.company', ops: TEXT_OPS, filterable: true, sortable: true },
  'info.jobTitle': { kind: 'string', column: 's.job_title', ops: TEXT_OPS, filterable: true, sortable: true },
  // YYYY-MM-DD strings compare in date order.
  'info.birthdate': { kind: 'string', column: 's.birthdate', ops: RANGE_OPS, filterable: true, sortable: true },
  'info.locale': { kind: 'string', column: 's.locale', ops: ID_OPS, filterable: true },
  'info.labelKeys': list('labels', LABEL_OPS),
  'info.locations': list('locations', LABEL_OPS),
  // The Wix-defined extended fields, from the primary email's states and the member status, not
  // from stored values. (`invoices.vatId` is listed with no filters.)
  'info.extendedFields.members.membershipStatus': {
    kind: 'string',
    column: MEMBERSHIP_STATUS_SQL,
    ops: STATUS_OPS,
    filterable: true,
  },
  'info.extendedFields.emailSubscriptions.deliverabilityStatus': {
    kind: 'string',
    column: 's.email_deliverability',
    ops: STATUS_OPS,
    filterable: true,
  },
  'info.extendedFields.emailSubscriptions.subscriptionStatus': {
    kind: 'string',
    column: 's.email_subscription',
    ops: STATUS_OPS,
    filterable: true,
  },
  'info.extendedFields.emailSubscriptions.effectiveEmail': {
    kind: 'string',
    column: 's.primary_email',
    ops: ['$exists'],
    filterable: true,
    sortable: true,
  },
};

/** Fields the provider documents `$nin` for. */
export const NIN_FIELDS: ReadonlySet<string> = new Set([
  'info.extendedFields.emailSubscriptions.subscriptionStatus',
  'info.extendedFields.emailSubscriptions.deliverabilityStatus',
  'info.extendedFields.members.membershipStatus',
]);

/** The application errors the SDK's typings declare for Query Contacts, by kind of refusal. */
export const CONTACT_QUERY_ERROR_CODES: QueryErrorCodes = {
  unknownField: 'UNSUPPORTED_FILTER_FIELD_UNKNOWN',
  operator: 'UNSUPPORTED_FILTER_OPERATOR',
  value: 'UNSUPPORTED_FILTER_VALUE',
  malformed: 'MALFORMED_FILTER',
  sort: 'UNSUPPORTED_SORT_FIELD',
  limit: 'ILLEGAL_LIMIT',
};

/** Query Contacts: "Up to 1,000 contacts can be returned per request"; default 50. */
export const CONTACT_PAGE_LIMITS = { defaultLimit: 50, maxLimit: 1000 } as const;
export const CONTACT_DEFAULT_SORT = [{ fieldName: 'createdDate', order: 'DESC' as const }];

/** List Facets: "Defaults to 50. Maximum: 1000"; Query Facets: "default: offset = 0 and limit = 1000". */
export const LIST_FACETS_LIMITS = { defaultLimit: 50, maxLimit: 1000 } as const;
export const QUERY_FACETS_LIMITS = { defaultLimit: 1000, maxLimit: 1000 } as const;
