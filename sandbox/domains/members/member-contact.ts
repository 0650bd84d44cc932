// The contact every member is linked to (member.contactId), kept in sync with the member: name,
// emails, phones, addresses, company…, and `memberInfo` (status, nickname, privacy, muted).
// Fields the member does not carry (labels, extended fields, source, locale) stay as they are.
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/open.ts';
import { recordEvent } from '../../events/record.ts';
import type { ContactDoc } from '../contacts/contact-doc.ts';
import type { MemberDoc, MemberStatus } from './member-doc.ts';

export const CONTACT_FQDN = 'wix.contacts.v4.contact';

type ContactMemberStatus = NonNullable<ContactDoc['memberInfo']>['status'];
type Items<K extends 'emails' | 'phones' | 'addresses'> = ContactDoc['info'][K]['items'];

/** Contact member statuses (PENDING, ACTIVE, DELETED, BLOCKED, OFFLINE) for member access statuses. */
export const CONTACT_MEMBER_STATUS: Readonly<Record<MemberStatus, ContactMemberStatus>> = {
  APPROVED: 'ACTIVE',
  PENDING: 'PENDING',
  BLOCKED: 'BLOCKED',
  OFFLINE: 'OFFLINE',
  UNKNOWN: 'PENDING',
};

export type MemberActivity = 'MEMBER_REGISTER' | 'MEMBER_STATUS_CHANGED';

export function getContactDoc(db: Db, siteId: string, id: string): ContactDoc | undefined {
  const row = db.prepare('SELECT doc FROM contacts WHERE site_id = ? AND id = ?').get(siteId, id) as
    { doc: string } | undefined;
  return row ? (JSON.parse(row.doc) as ContactDoc) : undefined;
}

function emailItems(member: MemberDoc, old: Items<'emails'>): Items<'emails'> {
  const all = [
    member.loginEmail,
    ...member.contact.emails.filter((e) => e.toLowerCase() !== member.loginEmail.toLowerCase()),
  ];
  return all.map((email, i) => {
    const prev = old.find((o) => o.email.toLowerCase() === email.toLowerCase());
    return { id: prev?.id ?? randomUUID(), tag: prev?.tag ?? (i === 0 ? 'MAIN' : 'UNTAGGED'), email, primary: i === 0 };
  });
}

function phoneItems(member: MemberDoc, old: Items<'phones'>): Items<'phones'> {
  return member.contact.phones.map((phone, i) => {
    const prev = old.find((o) => o.phone === phone);
    return { ...(prev ?? { id: randomUUID(), tag: 'UNTAGGED' }), phone, primary: i === 0 };
  });
}

function addressItems(member: MemberDoc, old: Items<'addresses'>): Items<'addresses'> {
  return member.contact.addresses.map(({ id, ...fields }) => {
    const prev = old.find((o) => o.id === id);
    return { id, tag: prev?.tag ?? 'UNTAGGED', address: { ...prev?.address, ...fields } };
  });
}

/** The linked contact as it must look for `member`; `existing` is the stored one (if any). */
export function linkedContactDoc(
  member: MemberDoc,
  existing: ContactDoc | undefined,
  now: Date,
  activity?: MemberActivity,
): ContactDoc {
  const iso = now.toISOString();
  const c = member.contact;
  // Contact fields the member does not carry (picture, locations, labels…) are kept as they are.
  const kept: Partial<ContactDoc['info']> = { ...existing?.info };
  delete kept.company;
  delete kept.jobTitle;
  delete kept.birthdate;
  const phone = c.phones[0];
  const memberInfo = existing?.memberInfo;
  return {
    ...existing,
    id: member.contactId,
    revision: (existing?.revision ?? 0) + 1,
    source: existing?.source ?? { sourceType: 'WIX_SITE_MEMBERS' },
    createdDate: existing?.createdDate ?? iso,
    updatedDate: iso,
    lastActivity:
      activity || !existing
        ? { activityDate: iso, activityType: activity ?? 'MEMBER_REGISTER' }
        : existing.lastActivity,
    primaryInfo: { email: member.loginEmail, ...(phone && { phone }) },
    primaryEmail: {
      subscriptionStatus: 'NOT_SET',
      deliverabilityStatus: 'NOT_SET',
      ...existing?.primaryEmail,
      email: member.loginEmail,
    },
    info: {
      ...kept,
      name: { ...(c.firstName && { first: c.firstName }), ...(c.lastName && { last: c.lastName }) },
      emails: { items: emailItems(member, kept.emails?.items ?? []) },
      phones: { items: phoneItems(member, kept.phones?.items ?? []) },
      addresses: { items: addressItems(member, kept.addresses?.items ?? []) },
      ...(c.company && { company: c.company }),
      ...(c.jobTitle && { jobTitle: c.jobTitle }),
      ...(c.birthdate && { birthdate: c.birthdate }),
      labelKeys: kept.labelKeys ?? { items: [] },
      extendedFields: kept.extendedFields ?? { items: {} },
    },
    memberInfo: {
      ...memberInfo,
      memberId: member.id,
      signupDate: memberInfo?.signupDate ?? member.createdDate,
      email: member.loginEmail,
      emailVerified: member.loginEmailVerified,
      status: CONTACT_MEMBER_STATUS[member.status],
      profileInfo: {
        ...memberInfo?.profileInfo,
        nickname: member.profile.nickname,
        privacyStatus: member.privacyStatus === 'PUBLIC' ? 'PUBLIC' : 'PRIVATE',
        muted: member.activityStatus === 'MUTED',
      },
    },
  };
}

function writeContact(db: Db, siteId: string, contact: ContactDoc, isNew: boolean): void {
  if (isNew)
    db.prepare('INSERT INTO contacts (site_id, id, doc) VALUES (?, ?, ?)').run(
      siteId,
      contact.id,
      JSON.stringify(contact),
    );
  else
    db.prepare('UPDATE contacts SET doc = ? WHERE site_id = ? AND id = ?').run(
      JSON.stringify(contact),
      siteId,
      contact.id,
    );
  recordEvent(
    db,
    siteId,
    isNew
      ? { entityFqdn: CONTACT_FQDN, slug: 'created', entityId: contact.id, entity: contact }
      : { entityFqdn: CONTACT_FQDN, slug: 'updated', entityId: contact.id, entity: contact },
  );
}

/** Creates or updates the member's linked contact (and records its event). Call inside a transaction. */
export function syncLinkedContact(
  db: Db,
  siteId: string,
  member: MemberDoc,
  now: Date,
  activity?: MemberActivity,
): ContactDoc {
  const existing = getContactDoc(db, siteId, member.contactId);
  const contact = linkedContactDoc(member, existing, now, activity);
  writeContact(db, siteId, contact, existing === undefined);
  return contact;
}

/** A deleted member's contact stays, with `memberInfo.status: DELETED`. Call inside a transaction. */
export function markContactMemberDeleted(db: Db, siteId: string, member: MemberDoc, now: Date): void {
  const existing = getContactDoc(db, siteId, member.contactId);
  if (!existing?.memberInfo || existing.memberInfo.memberId !== member.id) return;
  const iso = now.toISOString();
  const contact: ContactDoc = {
    ...existing,
    revision: existing.revision + 1,
    updatedDate: iso,
    lastActivity: { activityDate: iso, activityType: 'MEMBER_STATUS_CHANGED' },
    memberInfo: { ...existing.memberInfo, status: 'DELETED' },
  };
  writeContact(db, siteId, contact, false);
}
