import { ApiKeyStrategy, AppStrategy, createClient } from '@wix/sdk';
import * as sdk from './modules';
import type { AppIdentity, Connection } from '../storage';
import { clientFetch, routeOf, type ProviderRoute } from './provider-route';
import { watchAnswers } from './answer-watch';
import { countCallsOf, countingFetch } from './call-count';
import { budgetFetch } from './budget-fetch';
import type { Lane } from './request-budget';

/** Every SDK module the background calls (modules.ts: a block each, and no others). */
const modules = { ...sdk };

/** Which identity a client speaks as: the account's API key, or the admin's own Wix app on the site. */
export type IdentityKind = 'api-key' | 'app';

/**
 * Every call of a site client waits its turn in the site's request budget (budget-fetch.ts), in
 * `lane` unless it is a write. The SDK's token calls use the global fetch and are not counted there.
 */
function siteClient<A extends Parameters<typeof createClient>[0]['auth']>(
  auth: A,
  route: ProviderRoute,
  siteId: string,
  lane: Lane,
) {
  const counter = { calls: 0 };
  const fetch = countingFetch(budgetFetch(watchAnswers(clientFetch(route)), siteId, lane), counter);
  return countCallsOf(createClient({ modules, auth, fetch }), counter);
}

/**
 * A client for one site, authenticated with the admin's API key. Only `wix-site-id` is sent on
 * site calls: the provider wants the site or the account header, not both. `lane`: whose reads it
 * makes (the panel's by default).
 */
export function createSiteClient(connection: Connection, siteId: string, lane: Lane = 'panel') {
  return siteClient(ApiKeyStrategy({ apiKey: connection.apiKey, siteId }), routeOf(connection), siteId, lane);
}
export type SiteClient = ReturnType<typeof createSiteClient>;

/** App tokens are renewed this long after they were fetched, well before any provider expiry (hours). */
const APP_TOKEN_RENEW_MS = 10 * 60_000;

/**
 * The SDK's AppStrategy (client credentials with the instance id). It keeps its token until the very
 * moment it expires, so a call at the edge would fail: a fresh strategy takes over after a while.
 */
function renewingAppStrategy(identity: AppIdentity) {
  const make = () =>
    AppStrategy({ appId: identity.appId, appSecret: identity.appSecret, instanceId: identity.instanceId });
  let inner = make();
  let since = Date.now();
  return {
    ...inner,
    getAuthHeaders: (...args: Parameters<typeof inner.getAuthHeaders>) => {
      if (Date.now() - since > APP_TOKEN_RENEW_MS) {
        inner = make();
        since = Date.now();
      }
      return inner.getAuthHeaders(...args);
    },
  };
}

/**
 * A client for one site, authenticated as the admin's own Wix app installed there. Its token calls
 * follow the current route (provider-route.ts), which is `route` whenever the connection is stored.
 */
export function createAppClient(
  identity: AppIdentity,
  route: ProviderRoute,
  siteId: string,
  lane: Lane = 'panel',
): SiteClient {
  return siteClient(renewingAppStrategy(identity), route, siteId, lane) as unknown as SiteClient;
}
