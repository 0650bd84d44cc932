import type { contacts } from '@wix/crm';
import type {
  ContactAddress,
  ContactCard,
  ContactFacet,
  ContactFilter,
  ContactInput,
  ContactMemberInfo,
  ContactPage,
  ContactRead,
  ContactSort,
} from '../messaging/contacts';
import type { SiteClient } from './client';
import { mediaUrl } from './reviews';
import { iso } from './convert';

type Contact = contacts.Contact;
export const DEFAULT_PAGE_SIZE = 50;
const FULL = ['FULL' as const];

/** Member details come back on the wire but are missing from the SDK's Contact type. */
interface WireMemberInfo {
  memberId?: string | null;
  status?: string;
  signupDate?: Date | string | null;
  profileInfo?: { nickname?: string | null };
  sessionInfo?: { lastWebLogin?: Date | string | null; lastMobileLogin?: Date | string | null };
}

function memberOf(c: Contact): ContactMemberInfo | null {
  const m = (c as { memberInfo?: WireMemberInfo }).memberInfo;
  if (!m) return null;
  return {
    memberId: m.memberId ?? null,
    status: m.status ?? 'UNKNOWN',
    signupDate: iso(m.signupDate),
    lastWebLogin: iso(m.sessionInfo?.lastWebLogin),
    lastMobileLogin: iso(m.sessionInfo?.lastMobileLogin),
    nickname: m.profileInfo?.nickname ?? '',
  };
}

/** The SDK's address (REST names renamed: `formatted`, `location`, `addressLine1`). */
function addressOf(item: contacts.ContactAddress): ContactAddress {
  const a = (item.address ?? {}) as contacts.Address & {
    formatted?: string | null;
    location?: { latitude?: number | null; longitude?: number | null } | null;
  };
  const street = a.streetAddress ? [a.streetAddress.number, a.streetAddress.name].filter(Boolean).join(' ') : '';
  const fields = {
    addressLine: a.addressLine1 ?? a.addressLine ?? street,
    addressLine2: a.addressLine2 ?? '',
    city: a.city ?? '',
    subdivision: a.subdivision ?? '',
    postalCode: a.postalCode ?? '',
    country: a.country ?? '',
  };
  const lat = a.location?.latitude;
  const lng = a.location?.longitude;
  const built = [
    fields.addressLine,
    fields.addressLine2,
    [fields.postalCode, fields.city].filter(Boolean).join(' '),
    fields.subdivision,
    fields.country,
  ]
    .filter(Boolean)
    .join(', ');
  return {
    id: item._id ?? null,
    tag: String(item.tag ?? 'UNTAGGED'),
    formatted: a.formatted || built,
    geocode: typeof lat === 'number' && typeof lng === 'number' ? { latitude: lat, longitude: lng } : null,
    ...fields,
  };
}

function extendedOf(c: Contact): ContactCard['extendedFields'] {
  const items = (c.info?.extendedFields?.items ?? {}) as Record<string, unknown>;
  const out: ContactCard['extendedFields'] = {};
  for (const [k, v] of Object.entries(items)) {
    if (v === null || typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') out[k] = v;
    else out[k] = JSON.stringify(v);
  }
  return out;
}

/** Plain JSON for the UI. Enum values are passed through as the provider sent them. */
export function toContactCard(c: Contact): ContactCard {
  const info = c.info;
  const picture = info?.picture?.image ?? (c as { picture?: string }).picture;
  return {
    id: c._id ?? '',
    revision: c.revision ?? 0,
    firstName: info?.name?.first ?? '',
    lastName: info?.name?.last ?? '',
    pictureUrl: typeof picture === 'string' ? mediaUrl(picture) : null,
    emails: (info?.emails?.items ?? []).map((e) => ({
      id: e._id ?? null,
      email: e.email ?? '',
      tag: String(e.tag ?? 'UNTAGGED'),
      primary: e.primary === true,
    })),
    phones: (info?.phones?.items ?? []).map((p) => ({
      id: p._id ?? null,
      phone: p.phone ?? '',
      countryCode: p.countryCode ?? '',
      e164: p.e164Phone ?? '',
      tag: String(p.tag ?? 'UNTAGGED'),
      primary: p.primary === true,
    })),
    addresses: (info?.addresses?.items ?? []).map(addressOf),
    company: info?.company ?? '',
    jobTitle: info?.jobTitle ?? '',
    birthdate: info?.birthdate ?? '',
    locale: info?.locale ?? '',
    labelKeys: (info?.labelKeys?.items ?? []).filter((k): k is string => typeof k === 'string'),
    extendedFields: extendedOf(c),
    sourceType: String(c.source?.sourceType ?? 'OTHER'),
    sourceAppId: c.source?.appId ?? null,
    lastActivity: c.lastActivity
      ? { type: String(c.lastActivity.activityType ?? 'GENERAL'), date: iso(c.lastActivity.activityDate) }
      : null,
    subscriptionStatus: c.primaryEmail?.subscriptionStatus ? String(c.primaryEmail.subscriptionStatus) : null,
    deliverabilityStatus: c.primaryEmail?.deliverabilityStatus ? String(c.primaryEmail.deliverabilityStatus) : null,
    member: memberOf(c),
    createdDate: iso(c._createdDate),
    updatedDate: iso(c._updatedDate),
  };
}

/** The SDK's ContactInfo for the form's fields. Empty text clears the field (null, as Update Contact reads it). */
export function toContactInfo(input: ContactInput): contacts.ContactInfo {
  const orNull = (s: string) => (s ? s : null);
  return {
    name: { first: input.firstName, last: input.lastName },
    emails: { items: input.emails.map((e) => ({ email: e.email, tag: e.tag, primary: e.primary })) },
    phones: {
      items: input.phones.map((p) => ({
        phone: p.phone,
        countryCode: orNull(p.countryCode),
        tag: p.tag,
        primary: p.primary,
      })),
    },
    addresses: {
      items: input.addresses.map((a) => ({
        tag: a.tag,
        address: {
          addressLine1: orNull(a.addressLine),
          addressLine2: orNull(a.addressLine2),
          city: orNull(a.city),
          subdivision: orNull(a.subdivision),
          postalCode: orNull(a.postalCode),
          country: orNull(a.country),
        },
      })),
    },
    company: orNull(input.company),
    jobTitle: orNull(input.jobTitle),
    birthdate: orNull(input.birthdate),
  };
}

export interface ContactQueryParams {
  filter: ContactFilter | null;
  sort: ContactSort | null;
  offset: number;
  limit: number;
}

/** One page of contacts (typed query form: the filter is sent exactly as built). */
export async function queryContacts(client: SiteClient, p: ContactQueryParams): Promise<ContactPage> {
  const query = {
    ...(p.filter ? { filter: p.filter as Record<string, unknown> } : {}),
    ...(p.sort ? { sort: [{ fieldName: p.sort.field, order: p.sort.order }] } : {}),
    paging: { offset: p.offset, limit: p.limit },
    fieldsets: FULL,
  };
  const res = await client.contacts.queryContacts(query as contacts.ContactQuery);
  const meta = res.pagingMetadata;
  return {
    contacts: (res.contacts ?? []).map(toContactCard),
    offset: meta?.offset ?? p.offset,
    limit: p.limit,
    total: meta?.tooManyToCount ? null : (meta?.total ?? null),
  };
}

/** A contact by id; a merged source's id answers its target (the card says so). */
export async function getContact(client: SiteClient, id: string): Promise<ContactRead> {
  const contact = toContactCard(await client.contacts.getContact(id, { fieldsets: FULL }));
  return { contact, responseType: contact.id === id ? 'REGULAR' : 'MERGED' };
}

function unwrap(res: { contact?: Contact | null }, what: string): ContactCard {
  if (!res.contact) throw new Error(`The provider answered ${what} without the contact.`);
  return toContactCard(res.contact);
}

export async function createContact(
  client: SiteClient,
  input: ContactInput,
  allowDuplicates: boolean,
): Promise<ContactCard> {
  return unwrap(await client.contacts.createContact(toContactInfo(input), { allowDuplicates }), 'the new contact');
}

/** Sends the revision the edit was based on: the provider refuses it when the contact changed since. */
export async function updateContact(
  client: SiteClient,
  id: string,
  input: ContactInput,
  revision: number,
  allowDuplicates: boolean,
): Promise<ContactCard> {
  return unwrap(
    await client.contacts.updateContact(id, toContactInfo(input), revision, { allowDuplicates }),
    'the update',
  );
}

/**
 * Sets the contact's values of the site's own (`custom.*`) fields: the provider replaces them with
 * these; other info and Wix's own fields stay as they are.
 */
export async function setExtendedValues(
  client: SiteClient,
  id: string,
  revision: number,
  values: Record<string, string | number>,
): Promise<ContactCard> {
  return unwrap(
    await client.contacts.updateContact(id, { extendedFields: { items: values } }, revision, {}),
    'the update',
  );
}

export async function deleteContact(client: SiteClient, id: string): Promise<void> {
  await client.contacts.deleteContact(id);
}

export async function previewMerge(client: SiteClient, targetId: string, sourceIds: string[]): Promise<ContactCard> {
  return unwrap(
    await client.contacts.previewMergeContacts(targetId, { sourceContactIds: sourceIds }),
    'the merge preview',
  );
}

export async function mergeContacts(
  client: SiteClient,
  targetId: string,
  targetRevision: number,
  sourceIds: string[],
): Promise<ContactCard> {
  return unwrap(
    await client.contacts.mergeContacts(targetId, targetRevision, { sourceContactIds: sourceIds }),
    'the merge',
  );
}

export async function labelContact(
  client: SiteClient,
  id: string,
  add: string[],
  remove: string[],
): Promise<ContactCard> {
  let card: ContactCard | null = null;
  if (add.length > 0) card = unwrap(await client.contacts.labelContact(id, add), 'labelling');
  if (remove.length > 0) card = unwrap(await client.contacts.unlabelContact(id, remove), 'unlabelling');
  return card ?? (await getContact(client, id)).contact;
}

/** The facets for the current filter, with counts (labels, subscription statuses, membership). */
export async function queryFacets(client: SiteClient, filter: ContactFilter | null): Promise<ContactFacet[]> {
  const res = await client.contacts.queryFacets({
    ...(filter ? { filter: filter as Record<string, unknown> } : {}),
    paging: { limit: 100 },
  });
  return (res.facets ?? []).map((f) => ({
    type: String(f.facetType ?? 'UNKNOWN'),
    key: f.facetKey ?? null,
    name: f.facetDisplayName ?? f.facetKey ?? String(f.facetType ?? ''),
    count: typeof f.count === 'number' ? f.count : null,
    filter: (f.queryFilter ?? null) as ContactFilter | null,
  }));
}

/** The newest contacts created since `since` (at most `limit`): where a create whose answer was lost is looked for. */
export async function contactsCreatedSince(client: SiteClient, since: Date, limit = 100): Promise<ContactCard[]> {
  const page = await queryContacts(client, {
    filter: { createdDate: { $gte: since.toISOString() } },
    sort: { field: 'createdDate', order: 'DESC' },
    offset: 0,
    limit,
  });
  return page.contacts;
}
