import { z } from 'zod';
import { GUID_PATTERN } from './wire/ids';
import { providerFilterSchema, type ProviderFilter } from './provider-filter';

/** Contact ids are GUIDs (they go into request paths and filters). */
export const ContactId = z.string().regex(GUID_PATTERN, 'must be a contact id (a GUID)');

/** Label keys: `namespace.key` (custom.vip, contacts.customers). */
export const LabelKey = z
  .string()
  .regex(/^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)+$/, 'must be a label key such as custom.vip')
  .max(200);

export const EMAIL_TAGS = ['UNTAGGED', 'MAIN', 'HOME', 'WORK'] as const;
export const PHONE_TAGS = ['UNTAGGED', 'MAIN', 'HOME', 'MOBILE', 'WORK', 'FAX'] as const;
export const ADDRESS_TAGS = ['UNTAGGED', 'HOME', 'WORK', 'BILLING', 'SHIPPING'] as const;
export const SUBSCRIPTION_STATUSES = [
  'NO_SUBSCRIPTION_STATUS',
  'NOT_SET',
  'PENDING',
  'SUBSCRIBED',
  'UNSUBSCRIBED',
] as const;

/** The Wix-defined extended fields a contact list is filtered by (sort-and-filter guide). */
export const SUBSCRIPTION_FIELD = 'info.extendedFields.emailSubscriptions.subscriptionStatus';
export const MEMBERSHIP_FIELD = 'info.extendedFields.members.membershipStatus';
/** `members.membershipStatus`'s values: a contact's membership in the provider's extended-field words. */
export const MEMBERSHIP_STATUSES = ['APPROVED', 'PENDING', 'DENIED', 'INACTIVE'] as const;

/**
 * Fields the Contacts filter builder offers: the ones the provider's sort-and-filter guide lists as
 * filterable (docs/provider-contract.md §3.3), REST names; a real site refuses any other.
 */
export const CONTACT_FILTER_FIELDS = [
  'info.labelKeys',
  SUBSCRIPTION_FIELD,
  MEMBERSHIP_FIELD,
  'lastActivity.activityDate',
  'createdDate',
  'updatedDate',
  'info.name.first',
  'info.name.last',
  'primaryInfo.email',
  'primaryInfo.phone',
  'info.emails.email',
  'info.phones.phone',
  'info.company',
  'info.jobTitle',
  'info.birthdate',
  'info.addresses.city',
  'info.addresses.country',
  'id',
] as const;
/** Extended fields are filtered by their flattened name (`info.extendedFields.custom.tier`). */
export const EXTENDED_FIELD_PREFIX = 'info.extendedFields.';
const EXTENDED_FIELD_NAME = /^info\.extendedFields\.[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*$/;
export const ContactFilterField = z.union([z.enum(CONTACT_FILTER_FIELDS), z.string().regex(EXTENDED_FIELD_NAME)]);

export type ContactFilter = ProviderFilter;
export const ContactFilter = providerFilterSchema(ContactFilterField);

export const CONTACT_SORT_FIELDS = [
  'createdDate',
  'lastActivity.activityDate',
  'info.name.first',
  'info.name.last',
  'primaryInfo.email',
  'info.company',
] as const;
export const ContactSort = z.object({ field: z.enum(CONTACT_SORT_FIELDS), order: z.enum(['ASC', 'DESC']) });
export type ContactSort = z.infer<typeof ContactSort>;

/** Search as you type: the start of a name, email, phone or company. */
export const ContactSearchText = z.string().trim().max(100);

/** One facet to click (labels, subscription statuses, membership); count null when the provider gives none. */
export interface ContactFacet {
  type: string;
  key: string | null;
  name: string;
  count: number | null;
  /** The filter the provider says selects this facet (or one the panel built). */
  filter: ContactFilter | null;
}

/** The facets for the list, and whether their counts are within its search and filter (else the whole site's). */
export interface ContactFacets {
  facets: ContactFacet[];
  narrowed: boolean;
}

export interface ContactEmail {
  id: string | null;
  email: string;
  tag: string;
  primary: boolean;
}
export interface ContactPhone {
  id: string | null;
  phone: string;
  countryCode: string;
  e164: string;
  tag: string;
  primary: boolean;
}
export interface ContactAddressFields {
  addressLine: string;
  addressLine2: string;
  city: string;
  subdivision: string;
  postalCode: string;
  country: string;
}
export interface ContactAddress extends ContactAddressFields {
  id: string | null;
  tag: string;
  /** The address on one line, as the provider formatted it or built from its parts. */
  formatted: string;
  geocode: { latitude: number; longitude: number } | null;
}
export interface ContactMemberInfo {
  memberId: string | null;
  status: string;
  signupDate: string | null;
  lastWebLogin: string | null;
  lastMobileLogin: string | null;
  nickname: string;
}

/** A contact as the UI needs it: plain JSON, dates as ISO strings, provider enums as strings. */
export interface ContactCard {
  id: string;
  revision: number;
  firstName: string;
  lastName: string;
  pictureUrl: string | null;
  emails: ContactEmail[];
  phones: ContactPhone[];
  addresses: ContactAddress[];
  company: string;
  jobTitle: string;
  birthdate: string;
  locale: string;
  labelKeys: string[];
  extendedFields: Record<string, string | number | boolean | null>;
  sourceType: string;
  sourceAppId: string | null;
  lastActivity: { type: string; date: string | null } | null;
  subscriptionStatus: string | null;
  deliverabilityStatus: string | null;
  member: ContactMemberInfo | null;
  createdDate: string | null;
  updatedDate: string | null;
}

export interface ContactPage {
  contacts: ContactCard[];
  offset: number;
  limit: number;
  /** null when the provider says there are too many to count. */
  total: number | null;
}

/** A contact read by id: MERGED when the id was a source merged into this contact. */
export interface ContactRead {
  contact: ContactCard;
  responseType: string;
}

const text = (max: number) => z.string().trim().max(max);
const EmailInput = z.object({ email: z.email().max(254), tag: z.enum(EMAIL_TAGS), primary: z.boolean() }).strict();
const PhoneInput = z
  .object({
    phone: z
      .string()
      .trim()
      .min(3)
      .max(40)
      .regex(/^[+()\d\s./-]+$/, 'must be a phone number'),
    countryCode: text(2),
    tag: z.enum(PHONE_TAGS),
    primary: z.boolean(),
  })
  .strict();
const AddressInput = z
  .object({
    tag: z.enum(ADDRESS_TAGS),
    addressLine: text(200),
    addressLine2: text(200),
    city: text(100),
    subdivision: text(100),
    postalCode: text(20),
    country: z
      .string()
      .trim()
      .regex(/^([A-Z]{2})?$/, 'must be a two-letter country code'),
  })
  .strict();

/** What the create / edit form sends: the whole editable info (checked again in the background). */
export const ContactInput = z
  .object({
    firstName: text(100),
    lastName: text(100),
    company: text(100),
    jobTitle: text(100),
    birthdate: z.string().regex(/^(\d{4}-\d{2}-\d{2})?$/, 'must be a date (YYYY-MM-DD)'),
    emails: z.array(EmailInput).max(50),
    phones: z.array(PhoneInput).max(50),
    addresses: z.array(AddressInput).max(50),
  })
  .strict()
  .refine((c) => c.firstName || c.lastName || c.emails.length > 0 || c.phones.length > 0, {
    message: 'a contact needs a name, an email or a phone',
    path: ['firstName'],
  });
export type ContactInput = z.infer<typeof ContactInput>;

/** The editable fields, in the order the conflict view compares them. */
export const CONTACT_INPUT_FIELDS = [
  'firstName',
  'lastName',
  'company',
  'jobTitle',
  'birthdate',
  'emails',
  'phones',
  'addresses',
] as const;
export type ContactInputField = (typeof CONTACT_INPUT_FIELDS)[number];

/** An extended field the site defines: its key, name and data type (TEXT, NUMBER, DATE, URL). */
export interface ExtendedFieldDef {
  key: string;
  name: string;
  dataType: string;
  fieldType: string;
}

/** The data types a site's own extended field can have. */
export const EXTENDED_FIELD_DATA_TYPES = ['TEXT', 'NUMBER', 'DATE', 'URL'] as const;
export const ExtendedFieldDataType = z.enum(EXTENDED_FIELD_DATA_TYPES);
export type ExtendedFieldDataType = z.infer<typeof ExtendedFieldDataType>;
/** Extended field keys: `custom.loyalty-tier`. */
export const ExtendedFieldKey = z
  .string()
  .regex(/^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)+$/, 'must be a field key such as custom.tier')
  .max(200);
/** A contact's values of the site's own fields, by key: text, URL and `YYYY-MM-DD` dates as text, numbers as numbers. */
export const ExtendedValues = z
  .record(ExtendedFieldKey, z.union([z.string().max(2000), z.number().finite()]))
  .refine((v) => Object.keys(v).length <= 100, 'at most 100 fields');
export type ExtendedValues = z.infer<typeof ExtendedValues>;
/** A label's or a field's display name as the admin types it. */
export const DefinitionName = z.string().trim().min(1).max(100);

export interface ContactLabel {
  key: string;
  name: string;
  type: string;
}
