// Member followers through the SDK's memberFollowers module: follow / unfollow and the `my` lists
// as a logged-in member; a given member's followers, following and connections as the admin.
// The reference declares no custom errors: the refusals checked here are the sandbox's choices
// (sandbox/README.md, "Where the sandbox chooses").
import { describe, expect, it } from 'vitest';
import { useSocialWorld } from './member-reports-helpers.ts';
import { sdkError } from './sdk-client.ts';

const w = useSocialWorld();
const { admin, as, id } = w;
const events = (seq: number) => w.events(seq, 'wix.members.v3.follow');

describe('followMember / unfollowMember (a logged-in member)', () => {
  it('follows once (member_followed), a second follow changes nothing, unfollow records member_unfollowed', async () => {
    const me = await as(0);
    const seq = w.lastSeq();
    await me.memberFollowers.followMember(id(1));
    await me.memberFollowers.followMember(id(1));
    expect(events(seq)).toEqual([
      {
        slug: 'member_followed',
        entityId: id(0),
        body: { memberConnection: { memberId: id(0), affectedMemberId: id(1) } },
      },
    ]);
    expect((await me.memberFollowers.listCurrentMemberFollowing()).memberIds).toEqual([id(1)]);
    expect((await (await as(1)).memberFollowers.listCurrentMemberFollowers()).memberIds).toEqual([id(0)]);

    await me.memberFollowers.unfollowMember(id(1));
    await me.memberFollowers.unfollowMember(id(1));
    expect(events(seq).map((e) => e.slug)).toEqual(['member_followed', 'member_unfollowed']);
    expect((await me.memberFollowers.listCurrentMemberFollowing()).memberIds).toEqual([]);
  });

  it('refuses following oneself (400), an unknown member (404) and a blocked member (428)', async () => {
    const me = await as(2);
    expect((await sdkError(me.memberFollowers.followMember(id(2)))).status).toBe(400);
    expect((await sdkError(me.memberFollowers.followMember('00000000-0000-4000-8000-000000000000'))).status).toBe(404);
    await admin.members.blockMember(id(3));
    const blocked = await sdkError(me.memberFollowers.followMember(id(3)));
    expect(blocked.status).toBe(428);
  });

  it('is a member call: an API key has no current member to follow as', async () => {
    expect((await sdkError(admin.memberFollowers.followMember(id(4)))).status).toBe(403);
    expect((await sdkError(admin.memberFollowers.listCurrentMemberFollowers())).status).toBe(403);
  });
});

describe("a member's followers, following and connections", () => {
  it('lists them newest first, paged with cursors (limit 1..100)', async () => {
    for (const i of [5, 6, 7]) await (await as(i)).memberFollowers.followMember(id(9));
    const first = await admin.memberFollowers.listMemberFollowers(id(9), { paging: { limit: 2 } });
    // Same-instant follows tie on the date; the order is then by member id (store.ts).
    expect(first.memberIds).toHaveLength(2);
    const next = first.metadata?.cursors?.next;
    expect(next).toBeTruthy();
    const second = await admin.memberFollowers.listMemberFollowers(id(9), { paging: { cursor: next! } });
    expect([...(first.memberIds ?? []), ...(second.memberIds ?? [])].sort()).toEqual([id(5), id(6), id(7)].sort());
    expect(second.metadata?.cursors?.next).toBeFalsy();

    expect((await admin.memberFollowers.listMemberFollowing(id(5))).memberIds).toEqual([id(9)]);
    const tooMany = await sdkError(admin.memberFollowers.listMemberFollowers(id(9), { paging: { limit: 101 } }));
    expect(tooMany.status).toBe(400);
    // A cursor pages the list it came from only.
    const foreign = await sdkError(admin.memberFollowers.listMemberFollowing(id(9), { paging: { cursor: next! } }));
    expect(foreign.status).toBe(400);
  });

  it('queryMemberConnections says who follows whom; the current member asks with queryCurrentMemberConnections', async () => {
    await (await as(9)).memberFollowers.followMember(id(5));
    const { connectedMembers } = await admin.memberFollowers.queryMemberConnections(id(9), [id(5), id(6), id(8)]);
    expect(connectedMembers).toEqual([
      { connectedMemberId: id(5), followedByMember: true, followingMember: true },
      { connectedMemberId: id(6), followedByMember: false, followingMember: true },
      { connectedMemberId: id(8), followedByMember: false, followingMember: false },
    ]);
    const mine = await (await as(6)).memberFollowers.queryCurrentMemberConnections([id(9)]);
    expect(mine.connectedMembers).toEqual([
      { connectedMemberId: id(9), followedByMember: true, followingMember: false },
    ]);
  });

  it('a deleted member leaves no follows behind', async () => {
    await admin.members.deleteMember(id(6));
    expect((await admin.memberFollowers.listMemberFollowers(id(9))).memberIds?.sort()).toEqual([id(5), id(7)].sort());
    expect((await sdkError(admin.memberFollowers.listMemberFollowers(id(6)))).status).toBe(404);
  });
});
