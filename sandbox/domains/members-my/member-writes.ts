// Member writes of the "my" calls and of logging in, with their domain events. Local on purpose:
// the members domain's own store is being extended in parallel. Call inside a db.transaction.
import type { Db } from '../../db/open.ts';
import { recordEvent } from '../../events/record.ts';
import type { ContactDoc } from '../contacts/contact-doc.ts';
import type { MemberDoc } from '../members/member-doc.ts';

const MEMBER_FQDN = 'wix.members.v1.member';
const CONTACT_FQDN = 'wix.contacts.v4.contact';

/** Saves the whole member and records `wix.members.v1.member` updated. */
export function saveMember(db: Db, siteId: string, member: MemberDoc, now: Date): void {
  db.prepare('UPDATE members SET doc = ? WHERE site_id = ? AND id = ?').run(JSON.stringify(member), siteId, member.id);
  recordEvent(db, siteId, { entityFqdn: MEMBER_FQDN, slug: 'updated', entityId: member.id, entity: member }, now);
}

/** Changes by `patch`, stamping updatedDate (not for logins: see recordLogin). */
export function updateMember(db: Db, siteId: string, member: MemberDoc, patch: (m: MemberDoc) => MemberDoc, now: Date): MemberDoc {
  const updated = { ...patch(structuredClone(member)), updatedDate: now.toISOString() };
  saveMember(db, siteId, updated, now);
  return updated;
}

export function recordLogin(db: Db, siteId: string, member: MemberDoc, now: Date): MemberDoc {
  const updated = { ...member, lastLoginDate: now.toISOString() };
  saveMember(db, siteId, updated, now);
  return updated;
}

function getContact(db: Db, siteId: string, id: string): ContactDoc | undefined {
  const row = db.prepare('SELECT doc FROM contacts WHERE site_id = ? AND id = ?').get(siteId, id) as { doc: string } | undefined;
  return row ? (JSON.parse(row.doc) as ContactDoc) : undefined;
}

/** Deletes the member; its contact stays, without memberInfo. Records both events. */
export function deleteMemberUnlinkingContact(db: Db, siteId: string, member: MemberDoc, now: Date): void {
  db.prepare('DELETE FROM members WHERE site_id = ? AND id = ?').run(siteId, member.id);
  recordEvent(db, siteId, { entityFqdn: MEMBER_FQDN, slug: 'deleted', entityId: member.id, entity: member }, now);
  const contact = getContact(db, siteId, member.contactId);
  if (!contact?.memberInfo) return;
  const { memberInfo: _unlinked, ...rest } = contact;
  const unlinked: ContactDoc = { ...rest, revision: contact.revision + 1, updatedDate: now.toISOString() };
  db.prepare('UPDATE contacts SET doc = ? WHERE site_id = ? AND id = ?').run(JSON.stringify(unlinked), siteId, contact.id);
  recordEvent(db, siteId, { entityFqdn: CONTACT_FQDN, slug: 'updated', entityId: contact.id, entity: unlinked }, now);
}
