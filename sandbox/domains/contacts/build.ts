// Turns request `info` into stored REST shape: item ids, one primary email/phone, derived
// primaryInfo / primaryEmail / primaryPhone / picture, and a new contact's envelope.
import { randomUUID } from 'node:crypto';
import { applicationError } from '../../http/errors.ts';
import type { ContactAddressItem, ContactDoc, ContactInfoDoc, ContactPhoneItem } from './contact-doc.ts';
import type { ContactInfoInput } from './schemas.ts';
import { withoutReadOnlyValues } from './system-values.ts';

/** Drops null/undefined members, recursively (proto JSON: null = unset). */
export function compact<T>(v: T): T {
  if (Array.isArray(v)) return v.map((x: unknown) => compact(x)) as T;
  if (typeof v !== 'object' || v === null) return v;
  const out: Record<string, unknown> = {};
  for (const [k, x] of Object.entries(v)) if (x !== null && x !== undefined) out[k] = compact(x);
  return out as T;
}

/** Exactly one primary item: the one marked primary, else the first. Two marked = error. */
function withPrimary<T extends { primary?: boolean | null }>(items: T[], what: string): (T & { primary: boolean })[] {
  const marked = items.filter((i) => i.primary === true).length;
  if (marked > 1)
    throw applicationError(400, 'CANNOT_HAVE_MULTIPLE_PRIMARY_INFO', `A contact can have only one primary ${what}.`);
  const primaryIndex = marked === 1 ? items.findIndex((i) => i.primary === true) : 0;
  return items.map((i, n) => ({ ...i, primary: n === primaryIndex }));
}

const DIAL: Record<string, string> = {
  US: '1',
  CA: '1',
  GB: '44',
  DE: '49',
  FR: '33',
  IL: '972',
  AU: '61',
  UA: '380',
  ES: '34',
  IT: '39',
};

/** E.164 when it can be known: an international number, or a national one with a known country. */
export function e164(phone: string, countryCode: string | undefined): string | undefined {
  const digits = phone.replace(/\D/g, '');
  if (phone.trim().startsWith('+')) return `+${digits}`;
  const dial = countryCode ? DIAL[countryCode.toUpperCase()] : undefined;
  return dial && digits ? `+${dial}${digits.replace(/^0+/, '')}` : undefined;
}

export type InfoPatch = Partial<ContactInfoDoc>;

/** The info keys present in the request (null = clear), in stored shape. */
export function infoPatch(input: ContactInfoInput): { patch: InfoPatch; cleared: Set<keyof ContactInfoDoc> } {
  const patch: InfoPatch = {};
  const cleared = new Set<keyof ContactInfoDoc>();
  for (const [key, value] of Object.entries(input)) if (value === null) cleared.add(key as keyof ContactInfoDoc);
  if (input.name) patch.name = compact(input.name) as ContactInfoDoc['name'];
  if (input.emails) {
    const items = (input.emails.items ?? []).map((e) => ({
      id: e.id || randomUUID(),
      tag: e.tag ?? 'UNTAGGED',
      email: e.email,
      primary: e.primary ?? undefined,
    }));
    patch.emails = { items: withPrimary(items, 'email') };
  }
  if (input.phones) {
    const items = (input.phones.items ?? []).map((p) => {
      const countryCode = p.countryCode ?? undefined;
      const e = p.e164Phone ?? e164(p.phone, countryCode);
      return {
        id: p.id || randomUUID(),
        tag: p.tag ?? 'UNTAGGED',
        ...(countryCode && { countryCode }),
        phone: p.phone,
        ...(e && { e164Phone: e }),
        primary: p.primary ?? undefined,
      };
    });
    patch.phones = { items: withPrimary(items, 'phone') as ContactPhoneItem[] };
  }
  if (input.addresses) {
    patch.addresses = {
      items: (input.addresses.items ?? []).map((a): ContactAddressItem => ({
        id: a.id || randomUUID(),
        tag: a.tag ?? 'UNTAGGED',
        address: compact(a.address) as ContactAddressItem['address'],
      })),
    };
  }
  for (const key of ['company', 'jobTitle', 'birthdate', 'locale'] as const) {
    const v = input[key];
    if (typeof v === 'string') patch[key] = v;
  }
  if (input.labelKeys) patch.labelKeys = { items: [...new Set(input.labelKeys.items ?? [])] };
  // Read-only Wix-managed values (a served contact sent back) are dropped, not stored.
  if (input.extendedFields)
    patch.extendedFields = { items: withoutReadOnlyValues(compact(input.extendedFields.items ?? {})) };
  if (input.locations) patch.locations = { items: [...new Set(input.locations.items ?? [])] };
  if (input.picture) patch.picture = compact(input.picture) as ContactInfoDoc['picture'];
  return { patch, cleared };
}

/** A contact's info with nothing in it (fresh lists each call, so a caller may fill them in place). */
export const emptyInfo = (): ContactInfoDoc => ({
  name: {},
  emails: { items: [] },
  phones: { items: [] },
  addresses: { items: [] },
  labelKeys: { items: [] },
  extendedFields: { items: {} },
});

export const EMPTY_INFO: ContactInfoDoc = emptyInfo();

/** Recomputes the fields the provider derives from `info`. */
export function withDerived(c: ContactDoc): ContactDoc {
  const email = c.info.emails.items.find((e) => e.primary) ?? c.info.emails.items[0];
  const phone = c.info.phones.items.find((p) => p.primary) ?? c.info.phones.items[0];
  const out: ContactDoc = {
    ...c,
    primaryInfo: { ...(email && { email: email.email }), ...(phone && { phone: phone.phone }) },
  };
  delete out.primaryEmail;
  delete out.primaryPhone;
  delete out.picture;
  if (email) {
    const same = c.primaryEmail?.email.toLowerCase() === email.email.toLowerCase();
    out.primaryEmail =
      same && c.primaryEmail
        ? { ...c.primaryEmail, email: email.email }
        : { email: email.email, subscriptionStatus: 'NOT_SET', deliverabilityStatus: 'NOT_SET' };
  }
  if (phone) {
    out.primaryPhone = {
      ...(phone.countryCode && { countryCode: phone.countryCode }),
      ...(phone.e164Phone && { e164Phone: phone.e164Phone }),
      phone: phone.phone,
      subscriptionStatus: 'NOT_SET',
      deliverabilityStatus: 'NOT_SET',
    };
  }
  const image = c.info.picture?.image;
  if (image)
    out.picture = {
      ...(image.id && { id: image.id }),
      ...(image.url && { url: image.url }),
      ...(image.height !== undefined && { height: image.height }),
      ...(image.width !== undefined && { width: image.width }),
    };
  return out;
}

/** Create Contact needs a name, an email or a phone. */
export function requireContactData(info: ContactInfoDoc): void {
  if (info.name.first || info.name.last || info.emails.items.length > 0 || info.phones.items.length > 0) return;
  throw applicationError(400, 'INSUFFICIENT_CONTACT_DATA', 'A contact needs at least a name, an email or a phone.');
}

export function newContact(patch: InfoPatch, now: Date, id: string = randomUUID()): ContactDoc {
  const iso = now.toISOString();
  return withDerived({
    id,
    revision: 1,
    source: { sourceType: 'ADMIN' },
    createdDate: iso,
    updatedDate: iso,
    lastActivity: { activityDate: iso, activityType: 'CONTACT_CREATED' },
    primaryInfo: {},
    info: { ...EMPTY_INFO, ...patch },
  });
}
