import { ApiKeyStrategy, createClient } from '@wix/sdk';
import { members } from '@wix/members';
import { reviews } from '@wix/reviews';
import type { Connection } from '../storage';
import { sandboxFetch } from './sandbox-fetch';

const modules = { members, reviews };
export type SiteClient = ReturnType<typeof createSiteClient>;

/**
 * A client for one site, authenticated with the admin's API key. Only `wix-site-id` is sent on
 * site calls: the provider wants the site or the account header, not both.
 */
export function createSiteClient(connection: Connection, siteId: string) {
  return createClient({
    modules,
    auth: ApiKeyStrategy({ apiKey: connection.apiKey, siteId }),
    ...(connection.sandboxUrl ? { fetch: sandboxFetch(connection.sandboxUrl) } : {}),
  });
}
