// Follow rows: SQL over member_follows, scoped by site.
import type { Db } from '../../db/open.ts';

export const FOLLOW_FQDN = 'wix.members.v3.follow';

/** The Follow object: `memberId` follows `affectedMemberId`. */
export interface Follow {
  memberId: string;
  affectedMemberId: string;
}

export function isFollowing(db: Db, siteId: string, f: Follow): boolean {
  return (
    db
      .prepare('SELECT 1 FROM member_follows WHERE site_id = ? AND member_id = ? AND affected_member_id = ?')
      .get(siteId, f.memberId, f.affectedMemberId) !== undefined
  );
}

export function insertFollow(db: Db, siteId: string, f: Follow, createdDate: string): void {
  db.prepare(
    'INSERT INTO member_follows (site_id, member_id, affected_member_id, created_date) VALUES (?, ?, ?, ?)',
  ).run(siteId, f.memberId, f.affectedMemberId, createdDate);
}

export function deleteFollow(db: Db, siteId: string, f: Follow): void {
  db.prepare('DELETE FROM member_follows WHERE site_id = ? AND member_id = ? AND affected_member_id = ?').run(
    siteId,
    f.memberId,
    f.affectedMemberId,
  );
}

/** Every follow from or to the member (a deleted member's connections). */
export function deleteFollowsOf(db: Db, siteId: string, memberId: string): void {
  db.prepare('DELETE FROM member_follows WHERE site_id = ? AND (member_id = ? OR affected_member_id = ?)').run(
    siteId,
    memberId,
    memberId,
  );
}

/**
 * One page of a member's followers (`followers`: who follows it) or of the members it follows
 * (`following`), newest connection first; `total` for the cursors.
 */
export function followPage(
  db: Db,
  siteId: string,
  memberId: string,
  side: 'followers' | 'following',
  limit: number,
  offset: number,
): { memberIds: string[]; total: number } {
  const [mine, other] =
    side === 'followers' ? ['affected_member_id', 'member_id'] : ['member_id', 'affected_member_id'];
  const total = (
    db.prepare(`SELECT COUNT(*) AS n FROM member_follows WHERE site_id = ? AND ${mine} = ?`).get(siteId, memberId) as {
      n: number;
    }
  ).n;
  const rows = db
    .prepare(
      `SELECT ${other} AS id FROM member_follows WHERE site_id = ? AND ${mine} = ? ORDER BY created_date DESC, ${other} LIMIT ? OFFSET ?`,
    )
    .all(siteId, memberId, limit, offset) as { id: string }[];
  return { memberIds: rows.map((r) => r.id), total };
}

/** For each of `others`: whether `memberId` follows it, and whether it follows `memberId`. */
export function connections(
  db: Db,
  siteId: string,
  memberId: string,
  others: readonly string[],
): { connectedMemberId: string; followedByMember: boolean; followingMember: boolean }[] {
  return others.map((other) => ({
    connectedMemberId: other,
    followedByMember: isFollowing(db, siteId, { memberId, affectedMemberId: other }),
    followingMember: isFollowing(db, siteId, { memberId: other, affectedMemberId: memberId }),
  }));
}
