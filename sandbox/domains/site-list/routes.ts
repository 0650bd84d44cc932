// Account-level Sites API under /site-list/v2 (API key + wix-account-id; requireAccount refuses
// visitor, member and app tokens and other accounts):
// - POST /sites/query {query: {filter, sort, cursorPaging: {limit ≤ 100, cursor}}} →
//   {sites, metadata: {count, cursors: {next, prev}, hasNext}}. A cursor carries filter and sort,
//   so later pages send only `cursorPaging` (docs/provider-contract.md §3.7, §5.3);
// - POST /sites/count {filter} → {count} (no `premium` / `appIds` filters, per the docs).
import { Hono, type Context } from 'hono';
import type { Db } from '../../db/open.ts';
import type { SandboxDeps, SandboxEnv } from '../../http/env.ts';
import { parseInput, readJsonBody, withQueryErrors } from '../../http/validate.ts';
import { decodeCursor, pageCursors, resolveLimit, type CursorState } from '../../query/paging.ts';
import { appOfAccount } from '../app-identity/store.ts';
import { siteProfile } from '../sites/profiles.ts';
import { listSitesOfAccount } from '../sites/store.ts';
import { siteMatcher } from './filter.ts';
import { countSitesBody, querySitesBody } from './schemas.ts';
import { siteFacts, type SiteFacts } from './site-doc.ts';
import { checkSiteSort, DEFAULT_SITE_SORT, sortSites } from './sort.ts';
import { ownOrigin } from '../../http/own-origin.ts';

const LIMITS = { defaultLimit: 50, maxLimit: 100 };

function accountSites(db: Db, c: Context<SandboxEnv>): SiteFacts[] {
  const accountId = c.get('accountId')!;
  const origin = ownOrigin(c);
  const app = appOfAccount(db, accountId);
  return listSitesOfAccount(db, accountId).map((s) =>
    siteFacts(s, siteProfile(db, s.id), origin, app ? [app.appId] : []),
  );
}

const asFilter = (v: unknown): Record<string, unknown> | undefined =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;

export function siteListRoutes({ db }: SandboxDeps): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();

  app.post('/sites/query', async (c) => {
    const { query } = parseInput(querySitesBody, await readJsonBody(c));
    const cursor = query?.cursorPaging?.cursor;
    const page = withQueryErrors(() => {
      const limit = resolveLimit(query?.cursorPaging?.limit, LIMITS, 'query.cursorPaging.limit');
      const state: CursorState = cursor
        ? {
            ...decodeCursor(cursor, 'query.cursorPaging.cursor', LIMITS),
            ...(query?.cursorPaging?.limit != null && { limit }),
          }
        : {
            filter: query?.filter ?? undefined,
            sort: query?.sort?.length ? query.sort : DEFAULT_SITE_SORT,
            offset: 0,
            limit,
          };
      const sort = state.sort ?? DEFAULT_SITE_SORT;
      checkSiteSort(sort);
      const matching = sortSites(accountSites(db, c).filter(siteMatcher(asFilter(state.filter))), sort);
      const items = matching.slice(state.offset, state.offset + state.limit);
      return { items, cursors: pageCursors(state, items.length, matching.length) };
    });
    const cursors = {
      ...(page.cursors.next !== null && { next: page.cursors.next }),
      ...(page.cursors.prev !== null && { prev: page.cursors.prev }),
    };
    return c.json({
      sites: page.items.map((s) => s.doc),
      metadata: { count: page.items.length, cursors, hasNext: page.cursors.next !== null },
    });
  });

  app.post('/sites/count', async (c) => {
    const { filter } = parseInput(countSitesBody, await readJsonBody(c));
    const count = withQueryErrors(() => accountSites(db, c).filter(siteMatcher(filter, ['premium', 'appIds'])).length);
    return c.json({ count });
  });

  return app;
}
