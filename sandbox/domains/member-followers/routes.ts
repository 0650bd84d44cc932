// Member followers (base /members/v3/followers), the SDK's memberFollowers module. Follow,
// unfollow and the `my` calls are the logged-in member's (other callers: 403). A given member's
// followers, following and connections may be read by any caller of the site; the member must
// exist (404). `/my…` routes come before `/:memberId…`.
import { Hono, type Context } from 'hono';
import type { Db } from '../../db/open.ts';
import { requireMember } from '../../http/auth.ts';
import type { SandboxDeps, SandboxEnv } from '../../http/env.ts';
import { validationError } from '../../http/errors.ts';
import { parseInput, readJsonBody, readQuery, withQueryErrors } from '../../http/validate.ts';
import { decodeCursor, pageCursors, type CursorState } from '../../query/paging.ts';
import { siteNow } from '../../clock/site-clock.ts';
import { memberNotFound } from '../members/errors.ts';
import { getMember } from '../members/store.ts';
import { followMemberAs, unfollowMemberAs } from './changes.ts';
import { connectionsBody, FOLLOW_PAGE_LIMITS, listQuery, memberIdParam } from './schemas.ts';
import { connections, followPage } from './store.ts';

type Side = 'followers' | 'following';

function pathMemberId(c: Context<SandboxEnv>): string {
  return parseInput(memberIdParam, { memberId: c.req.param('memberId') }).memberId;
}

function existingMember(db: Db, siteId: string, memberId: string): string {
  if (!getMember(db, siteId, memberId)) throw memberNotFound(memberId);
  return memberId;
}

/** `{memberIds, pagingMetadata}`; the cursor carries whose list it pages, and refuses another's. */
function listPage(db: Db, c: Context<SandboxEnv>, memberId: string, side: Side) {
  const { paging } = parseInput(listQuery, readQuery(c));
  const owner = { memberId, side };
  const state: CursorState = withQueryErrors(() => {
    if (!paging?.cursor) return { filter: owner, offset: 0, limit: paging?.limit ?? FOLLOW_PAGE_LIMITS.defaultLimit };
    const s = decodeCursor(paging.cursor, 'paging.cursor', FOLLOW_PAGE_LIMITS);
    const f = s.filter as Partial<typeof owner> | undefined;
    if (f?.memberId !== memberId || f.side !== side) {
      throw validationError([{ field: 'paging.cursor', description: 'is not a valid cursor', violatedRule: 'FORMAT' }]);
    }
    return { ...s, limit: paging.limit ?? s.limit };
  });
  const page = followPage(db, c.get('siteId')!, memberId, side, state.limit, state.offset);
  return {
    memberIds: page.memberIds,
    pagingMetadata: { count: page.memberIds.length, cursors: pageCursors(state, page.memberIds.length, page.total) },
  };
}

export function memberFollowersRoutes({ db }: SandboxDeps): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();

  app.get('/my', (c) => c.json(listPage(db, c, requireMember(c).memberId, 'followers')));
  app.get('/my/following', (c) => c.json(listPage(db, c, requireMember(c).memberId, 'following')));
  app.post('/my/connections', async (c) => {
    const me = requireMember(c);
    const { connectedMemberIds } = parseInput(connectionsBody, await readJsonBody(c));
    return c.json({ connectedMembers: connections(db, me.siteId, me.memberId, connectedMemberIds) });
  });

  app.post('/:memberId', async (c) => {
    const me = requireMember(c);
    const memberId = pathMemberId(c);
    await readJsonBody(c); // `{"memberId"}` repeated by the SDK
    followMemberAs(db, me.siteId, { memberId: me.memberId, affectedMemberId: memberId }, siteNow(db, me.siteId));
    return c.json({});
  });
  app.delete('/:memberId', (c) => {
    const me = requireMember(c);
    const memberId = pathMemberId(c);
    unfollowMemberAs(db, me.siteId, { memberId: me.memberId, affectedMemberId: memberId }, siteNow(db, me.siteId));
    return c.json({});
  });

  app.get('/:memberId', (c) =>
    c.json(listPage(db, c, existingMember(db, c.get('siteId')!, pathMemberId(c)), 'followers')),
  );
  app.get('/:memberId/following', (c) =>
    c.json(listPage(db, c, existingMember(db, c.get('siteId')!, pathMemberId(c)), 'following')),
  );
  app.post('/:memberId/connections', async (c) => {
    const siteId = c.get('siteId')!;
    const memberId = existingMember(db, siteId, pathMemberId(c));
    const { connectedMemberIds } = parseInput(connectionsBody, await readJsonBody(c));
    return c.json({ connectedMembers: connections(db, siteId, memberId, connectedMemberIds) });
  });

  return app;
}
