// The official SDK with AppStrategy against the sandbox. Module calls go through `sandboxFetch`;
// the strategy's own token call (POST https://www.wixapis.com/oauth2/token) uses the GLOBAL fetch
// (docs/provider-contract.md §1.4), so tests patch it with identity-oauth-client's patchGlobalFetch.
import { ApiKeyStrategy, AppStrategy, createClient } from '@wix/sdk';
import { members } from '@wix/members';
import { reviews } from '@wix/reviews';
import { site as siteUrls } from '@wix/urls';
import { sandboxFetch, type DemoSite } from './sdk-client.ts';

export function appClient(
  sandboxUrl: string,
  site: DemoSite,
  override: { appSecret?: string; instanceId?: string } = {},
) {
  const app = site.app;
  if (!app) throw new Error(`${site.name} has no app instance`);
  return createClient({
    modules: { reviews, members, siteUrls },
    auth: AppStrategy({
      appId: app.appId,
      appSecret: override.appSecret ?? app.appSecret,
      instanceId: override.instanceId ?? app.instanceId,
    }),
    fetch: sandboxFetch(sandboxUrl),
  });
}

/** An account-level client (API key + wix-account-id) for calls without an SDK module. */
export function accountClient(sandboxUrl: string, apiKey: string, accountId: string) {
  return createClient({ auth: ApiKeyStrategy({ apiKey, accountId }), fetch: sandboxFetch(sandboxUrl) });
}

/** A site-level API-key client with the Published Site URLs module. */
export function siteUrlsClient(sandboxUrl: string, site: DemoSite) {
  return createClient({
    modules: { siteUrls },
    auth: ApiKeyStrategy({ apiKey: site.apiKey, siteId: site.id }),
    fetch: sandboxFetch(sandboxUrl),
  });
}
