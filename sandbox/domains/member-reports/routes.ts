// Member reports (base /members/v1/member-reports), the SDK's memberReport module. Report Member is
// a logged-in member's call (an API key has no member to report as: 403); the rest are the site
// admin's (a member's or visitor's token: 403). Dates come from the site's clock.
import { Hono, type Context } from 'hono';
import type { Db } from '../../db/open.ts';
import { requireAdmin, requireMember } from '../../http/auth.ts';
import type { SandboxDeps, SandboxEnv } from '../../http/env.ts';
import { parseInput, readJsonBody, readQuery, withQueryErrors } from '../../http/validate.ts';
import { compileSort, type SortSpec } from '../../query/index.ts';
import { decodeCursor, pageCursors, resolveLimit, type CursorState, type PageLimits } from '../../query/paging.ts';
import { siteNow } from '../../clock/site-clock.ts';
import { dismissMemberReports, fileMemberReport } from './changes.ts';
import { MEMBER_REPORT_FIELDS, MEMBER_REPORT_PAGE_LIMITS, REPORTED_MEMBER_PAGE_LIMITS } from './fields.ts';
import { queryReportedMemberRows } from './reported-members.ts';
import { listReportedMembersQuery, memberIdParam, queryV2Body, reportMemberBody } from './schemas.ts';
import { queryMemberReportRows } from './store.ts';

interface PageRequest {
  filter?: Record<string, unknown> | null;
  sort?: SortSpec[] | null;
  paging?: { limit?: number | null; cursor?: string | null } | null;
}

/** The page's state: from the cursor (which carries filter and sort) or from the first request. */
function pageState(req: PageRequest, limits: PageLimits, pagingField: string): CursorState {
  const limit = resolveLimit(req.paging?.limit, limits, `${pagingField}.limit`);
  const fromCursor = req.paging?.cursor ? decodeCursor(req.paging.cursor, `${pagingField}.cursor`, limits) : undefined;
  if (fromCursor) return { ...fromCursor, limit: req.paging?.limit ?? fromCursor.limit };
  return { filter: req.filter ?? undefined, sort: req.sort ?? undefined, offset: 0, limit };
}

function pagingMetadata(count: number, cursors: { next: string | null; prev: string | null }) {
  // PagingMetadataV2 of these calls: count and cursors (no hasNext).
  return { count, cursors };
}

function adminSite(c: Context<SandboxEnv>): string {
  requireAdmin(c);
  return c.get('siteId')!;
}

function reportedMembersPage(db: Db, siteId: string, req: PageRequest, pagingField: string) {
  return withQueryErrors(() => {
    const state = pageState(req, REPORTED_MEMBER_PAGE_LIMITS, pagingField);
    const result = queryReportedMemberRows(db, siteId, {
      filter: state.filter,
      ...(state.sort && { sort: state.sort }),
      limit: state.limit,
      offset: state.offset,
    });
    const cursors = pageCursors(state, result.items.length, result.total);
    return { reportedMembers: result.items, pagingMetadata: pagingMetadata(result.items.length, cursors) };
  });
}

export function memberReportsRoutes({ db }: SandboxDeps): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();

  app.post('/', async (c) => {
    const me = requireMember(c);
    const { memberReport } = parseInput(reportMemberBody, await readJsonBody(c));
    const doc = fileMemberReport(db, me.siteId, me.memberId, memberReport, siteNow(db, me.siteId));
    return c.json({ memberReport: doc });
  });

  app.post('/query', async (c) => {
    const siteId = adminSite(c);
    const { query } = parseInput(queryV2Body, await readJsonBody(c));
    const page = withQueryErrors(() => {
      // The spec sorts no field: any sort is refused (no field of the map is sortable).
      const sort = query?.sorting ?? query?.sort;
      if (sort && sort.length > 0)
        compileSort(sort, MEMBER_REPORT_FIELDS, { errorPath: query?.sorting ? 'query.sorting' : 'query.sort' });
      const state = pageState(
        { filter: query?.filter, paging: query?.cursorPaging ?? query?.paging },
        MEMBER_REPORT_PAGE_LIMITS,
        query?.cursorPaging ? 'query.cursorPaging' : 'query.paging',
      );
      const result = queryMemberReportRows(db, siteId, {
        filter: state.filter,
        limit: state.limit,
        offset: state.offset,
      });
      return { result, cursors: pageCursors(state, result.items.length, result.total) };
    });
    return c.json({
      memberReports: page.result.items,
      pagingMetadata: pagingMetadata(page.result.items.length, page.cursors),
    });
  });

  app.get('/members', (c) => {
    const siteId = adminSite(c);
    const { cursorPaging } = parseInput(listReportedMembersQuery, readQuery(c));
    return c.json(reportedMembersPage(db, siteId, { paging: cursorPaging ?? null }, 'cursorPaging'));
  });

  app.post('/members/query', async (c) => {
    const siteId = adminSite(c);
    const { query } = parseInput(queryV2Body, await readJsonBody(c));
    const req: PageRequest = {
      filter: query?.filter,
      sort: query?.sorting ?? query?.sort ?? null,
      paging: query?.paging ?? query?.cursorPaging ?? null,
    };
    return c.json(reportedMembersPage(db, siteId, req, query?.cursorPaging ? 'query.cursorPaging' : 'query.paging'));
  });

  app.delete('/members/:memberId', (c) => {
    const siteId = adminSite(c);
    const { memberId } = parseInput(memberIdParam, { memberId: c.req.param('memberId') });
    dismissMemberReports(db, siteId, memberId, siteNow(db, siteId));
    return c.json({});
  });

  return app;
}
