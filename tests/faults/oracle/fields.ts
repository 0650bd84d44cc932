// The oracle's view of each domain's queryable fields: where the value sits in the served
// document, how text compares, and which operators the domain's field map allows (the operators
// come from the sandbox's field maps; the values are read from the rows as the API serves them).
import { CONTACT_FIELDS } from '../../../sandbox/domains/contacts/fields.ts';
import { MEMBER_FIELDS } from '../../../sandbox/domains/members/fields.ts';
import { REVIEW_FIELDS } from '../../../sandbox/domains/reviews/fields.ts';
import type { FieldKind, FieldMap, Operator } from '../../../sandbox/query/types.ts';

export type Doc = Record<string, unknown>;
export type Scalar = string | number | boolean;

export interface OracleField {
  name: string;
  kind: FieldKind;
  array: boolean;
  /** The value(s) in a served doc; undefined or null when missing. */
  get(doc: Doc): unknown;
  /**
   * `nocase`: equality, ranges and sort fold ASCII case (the sandbox's contact name, email,
   * company and job title columns and contact emails; documented in sandbox/domains/contacts/schema.ts).
   */
  collation: 'binary' | 'nocase';
  ops: readonly Operator[];
  values?: readonly string[];
  filterable: boolean;
  sortable: boolean;
}

/** `a.b.c` of a doc. */
export const at = (doc: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Doc)[k] : undefined), doc);

const ALL_OPS: Record<FieldKind, readonly Operator[]> = {
  string: ['$eq', '$ne', '$gt', '$gte', '$lt', '$lte', '$in', '$hasSome', '$hasAll', '$startsWith', '$exists'],
  number: ['$eq', '$ne', '$gt', '$gte', '$lt', '$lte', '$in', '$hasSome', '$hasAll', '$exists'],
  date: ['$eq', '$ne', '$gt', '$gte', '$lt', '$lte', '$in', '$hasSome', '$hasAll', '$exists'],
  boolean: ['$eq', '$ne', '$in', '$exists'],
};
/** Operators the oracle knows ($endsWith, $contains, $isEmpty are the sandbox's extras; left out). */
const KNOWN: ReadonlySet<Operator> = new Set([
  '$eq',
  '$ne',
  '$gt',
  '$gte',
  '$lt',
  '$lte',
  '$in',
  '$hasSome',
  '$hasAll',
  '$startsWith',
  '$exists',
]);

function field(
  map: FieldMap,
  name: string,
  get: (doc: Doc) => unknown,
  opts: { collation?: 'binary' | 'nocase'; extraOps?: readonly Operator[] } = {},
): OracleField {
  const spec = map[name];
  if (!spec) throw new Error(`no field ${name} in the sandbox's field map`);
  const ops = (spec.ops ?? ALL_OPS[spec.kind]).filter((o) => KNOWN.has(o));
  return {
    name,
    kind: spec.kind,
    array: spec.array ?? false,
    get,
    collation: opts.collation ?? 'binary',
    ops: [...ops, ...(opts.extraOps ?? [])],
    values: spec.values,
    filterable: spec.filterable !== false,
    sortable: spec.sortable === true,
  };
}

const path = (p: string) => (doc: Doc) => at(doc, p);
const items = (listPath: string, itemPath?: string) => (doc: Doc) => {
  const list = at(doc, listPath);
  if (!Array.isArray(list)) return undefined;
  return itemPath ? list.map((i) => at(i, itemPath)).filter((v) => v !== undefined && v !== null) : list;
};

export const MEMBER_ORACLE: readonly OracleField[] = [
  field(MEMBER_FIELDS, 'id', path('id')),
  field(MEMBER_FIELDS, 'loginEmail', path('loginEmail')),
  field(MEMBER_FIELDS, 'status', path('status')),
  field(MEMBER_FIELDS, 'privacyStatus', path('privacyStatus')),
  field(MEMBER_FIELDS, 'contactId', path('contactId')),
  field(MEMBER_FIELDS, 'profile.nickname', path('profile.nickname')),
  field(MEMBER_FIELDS, 'profile.slug', path('profile.slug')),
  field(MEMBER_FIELDS, 'contact.firstName', path('contact.firstName')),
  field(MEMBER_FIELDS, 'contact.lastName', path('contact.lastName')),
  field(MEMBER_FIELDS, 'createdDate', path('createdDate')),
];

const nocase = { collation: 'nocase' as const };
const ext = (key: string) => (doc: Doc) => (at(doc, 'info.extendedFields.items') as Doc | undefined)?.[key];
export const CONTACT_ORACLE: readonly OracleField[] = [
  field(CONTACT_FIELDS, 'id', path('id')),
  field(CONTACT_FIELDS, 'createdDate', path('createdDate')),
  field(CONTACT_FIELDS, 'updatedDate', path('updatedDate')),
  field(CONTACT_FIELDS, 'lastActivity.activityDate', path('lastActivity.activityDate')),
  field(CONTACT_FIELDS, 'primaryInfo.email', path('primaryInfo.email'), nocase),
  field(CONTACT_FIELDS, 'primaryInfo.phone', path('primaryInfo.phone')),
  field(CONTACT_FIELDS, 'info.name.first', path('info.name.first'), nocase),
  field(CONTACT_FIELDS, 'info.name.last', path('info.name.last'), nocase),
  field(CONTACT_FIELDS, 'info.company', path('info.company'), nocase),
  field(CONTACT_FIELDS, 'info.jobTitle', path('info.jobTitle'), nocase),
  field(CONTACT_FIELDS, 'info.birthdate', path('info.birthdate')),
  field(CONTACT_FIELDS, 'info.locale', path('info.locale')),
  field(CONTACT_FIELDS, 'info.emails.email', items('info.emails.items', 'email'), nocase),
  field(CONTACT_FIELDS, 'info.phones.phone', items('info.phones.items', 'phone')),
  field(CONTACT_FIELDS, 'info.addresses.city', items('info.addresses.items', 'address.city')),
  field(CONTACT_FIELDS, 'info.addresses.country', items('info.addresses.items', 'address.country')),
  field(CONTACT_FIELDS, 'info.labelKeys', items('info.labelKeys.items')),
  field(CONTACT_FIELDS, 'info.extendedFields.members.membershipStatus', ext('members.membershipStatus')),
  field(
    CONTACT_FIELDS,
    'info.extendedFields.emailSubscriptions.subscriptionStatus',
    ext('emailSubscriptions.subscriptionStatus'),
  ),
];

export const REVIEW_ORACLE: readonly OracleField[] = [
  field(REVIEW_FIELDS, 'id', path('id')),
  field(REVIEW_FIELDS, 'author.contactId', path('author.contactId')),
  field(REVIEW_FIELDS, 'entityId', path('entityId')),
  field(REVIEW_FIELDS, 'namespace', path('namespace')),
  field(REVIEW_FIELDS, 'moderation.moderationStatus', path('moderation.moderationStatus')),
  field(REVIEW_FIELDS, 'createdDate', path('createdDate')),
  field(REVIEW_FIELDS, 'content.rating', path('content.rating')),
  field(REVIEW_FIELDS, 'helpfulness', path('helpfulness')),
  field(REVIEW_FIELDS, 'relevanceScore', path('relevanceScore')),
  field(REVIEW_FIELDS, 'origin.type', path('origin.type')),
  field(REVIEW_FIELDS, 'verified', path('verified')),
];
