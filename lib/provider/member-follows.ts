// A member's followers, following and connections, as the site admin reads them
// (docs/provider-contract.md §3.6a). No call answers a count: counts come from paging to the end.
import type { FollowPage, MemberConnection } from '../messaging/member-social';
import type { SiteClient } from './client';

const PAGE_SIZE = 50;
/** The provider's page size limit. */
const MAX_PAGE = 100;
/** Counting stops here (a member card shows "1000+"). */
export const FOLLOW_COUNT_CAP = 1000;

type Side = 'followers' | 'following';

function listOf(client: SiteClient, side: Side) {
  return side === 'followers' ? client.memberFollowers.listMemberFollowers : client.memberFollowers.listMemberFollowing;
}

/** One page of a member's followers or of the members it follows, newest first. */
export async function followPage(
  client: SiteClient,
  memberId: string,
  side: Side,
  cursor?: string | null,
): Promise<FollowPage> {
  const res = await listOf(client, side)(memberId, {
    paging: cursor ? { cursor, limit: PAGE_SIZE } : { limit: PAGE_SIZE },
  });
  return { memberIds: res.memberIds ?? [], nextCursor: res.metadata?.cursors?.next ?? null };
}

/** How many followers (or followed members) a member has, up to FOLLOW_COUNT_CAP. */
export async function followCount(client: SiteClient, memberId: string, side: Side): Promise<number> {
  let count = 0;
  let cursor: string | null | undefined;
  do {
    const res = await listOf(client, side)(memberId, {
      paging: cursor ? { cursor, limit: MAX_PAGE } : { limit: MAX_PAGE },
    });
    count += res.memberIds?.length ?? 0;
    cursor = res.metadata?.cursors?.next;
  } while (cursor && count < FOLLOW_COUNT_CAP);
  return Math.min(count, FOLLOW_COUNT_CAP);
}

/** Who of `others` the member follows and who follows it (at most 100 a call, as the provider takes). */
export async function connectionsOf(
  client: SiteClient,
  memberId: string,
  others: string[],
): Promise<MemberConnection[]> {
  const out: MemberConnection[] = [];
  for (let i = 0; i < others.length; i += MAX_PAGE) {
    const res = await client.memberFollowers.queryMemberConnections(memberId, others.slice(i, i + MAX_PAGE));
    for (const c of res.connectedMembers ?? []) {
      out.push({
        memberId: c.connectedMemberId ?? '',
        followedByMember: c.followedByMember ?? false,
        followsMember: c.followingMember ?? false,
      });
    }
  }
  return out;
}
