// Pure member building: a new member from Create Member's input, and Update Member's merge.
// Merge rules (provider docs, Update Member): only the given fields change; `""` clears a text
// field; phones/emails/addresses are replaced when a non-empty list is given and are cleared only by
// the Delete Member Phones/Emails/Addresses calls. loginEmail is immutable after creation.
import { randomUUID } from 'node:crypto';
import type { MemberAddress, MemberDoc, RestImage } from './member-doc.ts';
import type { AddressInput, ImageInput, MemberInput } from './schemas.ts';

type Contact = MemberDoc['contact'];
type Profile = MemberDoc['profile'];

/** Images come back with every field present, as in the docs' examples (`id: ""`, `height: 0`). */
function toImage(input: ImageInput): RestImage {
  return {
    id: input.id ?? '',
    url: input.url ?? '',
    height: input.height ?? 0,
    width: input.width ?? 0,
    ...(input.offsetX != null && { offsetX: input.offsetX }),
    ...(input.offsetY != null && { offsetY: input.offsetY }),
  };
}

function toAddress(input: AddressInput, existing: readonly MemberAddress[]): MemberAddress {
  const id = input.id && existing.some((a) => a.id === input.id) ? input.id : randomUUID();
  const street = input.streetAddress;
  const out: MemberAddress = { id };
  if (input.addressLine) out.addressLine = input.addressLine;
  if (street) out.streetAddress = { number: street.number ?? '', name: street.name ?? '' };
  for (const key of ['addressLine2', 'city', 'subdivision', 'country', 'postalCode'] as const) {
    const v = input[key];
    if (v) out[key] = v;
  }
  return out;
}

/** Sets `key` from a patch: undefined/null keeps, `""` clears, anything else replaces. */
function patchText<T extends object, K extends keyof T>(target: T, key: K, value: string | null | undefined): void {
  if (value === undefined || value === null) return;
  if (value === '') delete target[key];
  else target[key] = value as T[K];
}

const nonEmpty = <T>(list: readonly T[] | null | undefined): list is readonly T[] =>
  Array.isArray(list) && list.length > 0;

function mergeContact(current: Contact, patch: NonNullable<MemberInput['contact']>): Contact {
  const next: Contact = { ...current, customFields: { ...current.customFields } };
  patchText(next, 'firstName', patch.firstName);
  patchText(next, 'lastName', patch.lastName);
  patchText(next, 'birthdate', patch.birthdate);
  patchText(next, 'company', patch.company);
  patchText(next, 'jobTitle', patch.jobTitle);
  if (nonEmpty(patch.phones)) next.phones = [...patch.phones];
  if (nonEmpty(patch.emails)) next.emails = [...new Set(patch.emails)];
  if (nonEmpty(patch.addresses)) next.addresses = patch.addresses.map((a) => toAddress(a, current.addresses));
  for (const [key, field] of Object.entries(patch.customFields ?? {})) {
    // "When updating a member, `name` is ignored": the name of a known field stays.
    next.customFields[key] = { name: current.customFields[key]?.name ?? field.name ?? key, value: field.value };
  }
  return next;
}

function mergeProfile(current: Profile, patch: NonNullable<MemberInput['profile']>): Profile {
  const next: Profile = { ...current };
  if (patch.nickname !== undefined && patch.nickname !== null) next.nickname = patch.nickname;
  if (patch.slug) next.slug = patch.slug;
  if (patch.photo) next.photo = toImage(patch.photo);
  if (patch.cover) next.cover = toImage(patch.cover);
  patchText(next, 'title', patch.title);
  return next;
}

/** Update Member: `patch` merged into `member` (the caller has checked slug availability). */
export function mergeMemberPatch(member: MemberDoc, patch: MemberInput, now: Date): MemberDoc {
  return {
    ...member,
    contact: patch.contact ? mergeContact(member.contact, patch.contact) : member.contact,
    profile: patch.profile ? mergeProfile(member.profile, patch.profile) : member.profile,
    privacyStatus:
      patch.privacyStatus === 'PUBLIC' || patch.privacyStatus === 'PRIVATE'
        ? patch.privacyStatus
        : member.privacyStatus,
    updatedDate: now.toISOString(),
  };
}

export interface NewMemberIds {
  id: string;
  contactId: string;
}

/**
 * Create Member: docs examples answer `status: APPROVED` (sites without manual approval),
 * `privacyStatus: PUBLIC`, `activityStatus: ACTIVE`, the login email first in `contact.emails`,
 * and the nickname defaulting to the email's local part.
 */
export function newMemberDoc(
  input: MemberInput & { loginEmail: string },
  ids: NewMemberIds,
  slug: string,
  now: Date,
): MemberDoc {
  const empty: MemberDoc = {
    id: ids.id,
    loginEmail: input.loginEmail,
    loginEmailVerified: false,
    status: 'APPROVED',
    contactId: ids.contactId,
    contact: { contactId: ids.contactId, phones: [], emails: [input.loginEmail], addresses: [], customFields: {} },
    profile: { nickname: input.loginEmail.split('@')[0] ?? input.loginEmail, slug },
    privacyStatus: 'PUBLIC',
    activityStatus: 'ACTIVE',
    createdDate: now.toISOString(),
    updatedDate: now.toISOString(),
  };
  const merged = mergeMemberPatch(
    empty,
    { ...input, profile: input.profile ? { ...input.profile, slug } : undefined },
    now,
  );
  // The login email always leads the contact's emails.
  const emails = [
    input.loginEmail,
    ...merged.contact.emails.filter((e) => e.toLowerCase() !== input.loginEmail.toLowerCase()),
  ];
  return { ...merged, contact: { ...merged.contact, emails } };
}
