// Which members may log in, and the few the hosted login page offers.
import type { Db } from '../../db/open.ts';
import { saveMemberChange } from '../members/member-changes.ts';
import type { MemberDoc } from '../members/member-doc.ts';

const LISTED_ON_LOGIN_PAGE = 8;

/** Why `member` may not log in (or hold a member token), or null if it may. */
export function loginRefusal(member: MemberDoc | undefined): string | null {
  if (!member) return 'No such member on this site.';
  if (member.status === 'BLOCKED') return 'This member is blocked and cannot log in.';
  if (member.status === 'PENDING')
    return 'This member is awaiting the site owner\u2019s approval and cannot log in yet.';
  // Offline members (e.g. guest blog writers) have no login.
  if (member.status === 'OFFLINE') return 'This member is an offline member and cannot log in.';
  return null;
}

/** The site's first members (oldest first), whatever their status: the page shows each status. */
export function loginPageMembers(db: Db, siteId: string): MemberDoc[] {
  const rows = db
    .prepare('SELECT doc FROM members WHERE site_id = ? ORDER BY created_date, id LIMIT ?')
    .all(siteId, LISTED_ON_LOGIN_PAGE) as { doc: string }[];
  return rows.map((r) => JSON.parse(r.doc) as MemberDoc);
}

export function memberByLoginEmail(db: Db, siteId: string, email: string): MemberDoc | undefined {
  const row = db
    .prepare('SELECT doc FROM members WHERE site_id = ? AND login_email = ? COLLATE NOCASE')
    .get(siteId, email.trim()) as { doc: string } | undefined;
  return row ? (JSON.parse(row.doc) as MemberDoc) : undefined;
}

/** A login stamps lastLoginDate (a member change: `updated` event, linked contact synced). */
export function recordLogin(db: Db, siteId: string, member: MemberDoc, now: Date): MemberDoc {
  return saveMemberChange(db, siteId, { ...member, lastLoginDate: now.toISOString() }, { now });
}
