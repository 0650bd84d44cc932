// Follow and unfollow with their action events (wix.members.v3.follow member_followed /
// member_unfollowed, body {memberConnection}). The reference declares no custom errors; what the
// sandbox chooses (sandbox/README.md, "Where the sandbox chooses"): following oneself is a 400,
// an unknown member a 404, a blocked one a 428; following twice or unfollowing a member one does
// not follow changes nothing and records nothing.
import type { Db } from '../../db/open.ts';
import { applicationError, validationError } from '../../http/errors.ts';
import { recordEvent } from '../../events/record.ts';
import { memberNotFound } from '../members/errors.ts';
import { getMember } from '../members/store.ts';
import { deleteFollow, FOLLOW_FQDN, insertFollow, isFollowing, type Follow } from './store.ts';

function connectionEvent(db: Db, siteId: string, f: Follow, slug: string, now: Date): void {
  recordEvent(db, siteId, { entityFqdn: FOLLOW_FQDN, slug, entityId: f.memberId, body: { memberConnection: f } }, now);
}

function assertFollowable(db: Db, siteId: string, f: Follow): void {
  if (f.memberId === f.affectedMemberId) {
    throw validationError([{ field: 'memberId', description: 'a member cannot follow itself', violatedRule: 'OTHER' }]);
  }
  const target = getMember(db, siteId, f.affectedMemberId);
  if (!target) throw memberNotFound(f.affectedMemberId);
  if (target.status === 'BLOCKED') {
    throw applicationError(428, 'FAILED_PRECONDITION', 'A blocked member cannot be followed', {
      memberId: target.id,
    });
  }
}

export function followMemberAs(db: Db, siteId: string, f: Follow, now: Date): void {
  db.transaction(() => {
    assertFollowable(db, siteId, f);
    if (isFollowing(db, siteId, f)) return;
    insertFollow(db, siteId, f, now.toISOString());
    connectionEvent(db, siteId, f, 'member_followed', now);
  })();
}

export function unfollowMemberAs(db: Db, siteId: string, f: Follow, now: Date): void {
  db.transaction(() => {
    if (!isFollowing(db, siteId, f)) return;
    deleteFollow(db, siteId, f);
    connectionEvent(db, siteId, f, 'member_unfollowed', now);
  })();
}
