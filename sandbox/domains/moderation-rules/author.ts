// Who wrote the content, as the audiences and exemptions see it: a member (with the date they
// joined) or a visitor. The sandbox has no member groups, so a member's groups are those the caller
// names (Check Content's internal `memberGroups`), none otherwise.
import type { Db } from '../../db/open.ts';
import { getMember } from '../members/store.ts';
import type { MemberDoc } from '../members/member-doc.ts';
import type { ModerationAuthor } from './subject.ts';

const asAuthor = (member: MemberDoc | undefined, groups: readonly string[]): ModerationAuthor =>
  member
    ? { memberId: member.id, memberGroups: groups, memberSince: new Date(member.createdDate) }
    : { memberGroups: groups };

/** A member id that names no member of the site is taken as a visitor. */
export function authorByMemberId(
  db: Db,
  siteId: string,
  memberId: string | null | undefined,
  groups: readonly string[] = [],
): ModerationAuthor {
  return asAuthor(memberId ? getMember(db, siteId, memberId) : undefined, groups);
}

/** The member whose contact this is, if any (a review's author is a contact). */
export function authorByContactId(db: Db, siteId: string, contactId: string): ModerationAuthor {
  const row = db.prepare('SELECT doc FROM members WHERE site_id = ? AND contact_id = ?').get(siteId, contactId) as
    { doc: string } | undefined;
  return asAuthor(row ? (JSON.parse(row.doc) as MemberDoc) : undefined, []);
}
