import { ApiKeyStrategy, createClient } from '@wix/sdk';
import type { AccountSite } from '../messaging/site';
import type { Connection } from '../storage';
import { throwIfNotOk } from './response-error';
import { clientFetch, routeOf } from './provider-route';
import { str } from './convert';

const QUERY_SITES_URL = 'https://www.wixapis.com/site-list/v2/sites/query';
const PAGE_LIMIT = 100;
/** Enough for any agency; past this the admin picks sites by their tab instead. */
const MAX_PAGES = 20;

interface RawSite {
  id?: unknown;
  displayName?: unknown;
  name?: unknown;
  viewUrl?: unknown;
  urls?: unknown;
}
interface QuerySitesAnswer {
  sites?: RawSite[];
  metadata?: { hasNext?: boolean; cursors?: { next?: string | null } };
}

function toAccountSite(raw: RawSite, accountId: string): AccountSite | null {
  const id = str(raw.id);
  if (!id) return null;
  const urls = [str(raw.viewUrl), ...(Array.isArray(raw.urls) ? raw.urls.map(str) : [])].filter(
    (u): u is string => u !== null,
  );
  return { id, name: str(raw.displayName) ?? str(raw.name) ?? id, accountId, urls: [...new Set(urls)] };
}

/** An account-level client: the API key with `wix-account-id` (never a site id). */
function accountClient(connection: Connection) {
  return createClient({
    modules: {},
    auth: ApiKeyStrategy({ apiKey: connection.apiKey, accountId: connection.accountId }),
    fetch: clientFetch(routeOf(connection)),
  });
}

/**
 * The account's sites with where they are published (Query Sites, cursor paging). No SDK module
 * covers this account-level call, so it goes through the SDK's `fetchWithAuth`.
 */
export async function listAccountSites(connection: Connection): Promise<AccountSite[]> {
  const client = accountClient(connection);
  const sites: AccountSite[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < MAX_PAGES; page++) {
    const query = cursor ? { cursorPaging: { limit: PAGE_LIMIT, cursor } } : { cursorPaging: { limit: PAGE_LIMIT } };
    const res = await client.fetchWithAuth(QUERY_SITES_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query }),
    });
    await throwIfNotOk(res);
    const answer = (await res.json()) as QuerySitesAnswer;
    for (const raw of answer.sites ?? []) {
      const site = toAccountSite(raw, connection.accountId);
      if (site) sites.push(site);
    }
    cursor = answer.metadata?.hasNext !== false ? (answer.metadata?.cursors?.next ?? null) : null;
    if (!cursor) break;
  }
  return sites;
}
