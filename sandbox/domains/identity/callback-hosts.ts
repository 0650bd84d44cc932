// Which hosts a redirect session's callbacks (postFlowUrl, thankYouPageUrl, cartPageUrl, planListUrl,
// loginUrl, bookingsServiceListUrl) may lead to: the provider returns visitors to a post-flow URL "only
// if the domain has been authorized in advance". Create Redirect Session refuses the others, and the
// hosted pages ask again before they redirect or link (the list may have changed since). Allowed:
// - loopback hosts (127.0.0.0/8, localhost, [::1]), any port, http or https;
// - the site's own live domains: the host the sandbox itself answers on (its `/sites/{slug}` pages)
//   and the site's custom domain (domains/site-urls/published-urls.ts), any port;
// - `<id>.chromiumapp.org` over https for every extension the sandbox was started naming
//   (`--allow-extension`): the extension's member logout returns there
//   (lib/service/members/member-logout-window.ts);
// - the domains listed for the site's OAuth client (redirect-domains.ts), exact host.
import type { Db } from '../../db/open.ts';
import type { FieldViolation } from '../../query/types.ts';
import { isLoopbackHost } from '../../http/loopback.ts';
import { parseUrl } from '../../http/parse-url.ts';
import { siteProfile } from '../sites/profiles.ts';
import { isFollowable } from './callback-url.ts';
import type { Callbacks } from './intent-schemas.ts';
import { listedRedirectDomains } from './redirect-domains.ts';
import { clientOfSite } from './site-clients.ts';

/** True when the hosted pages may send a browser to this http(s) URL; false for any other URL. */
export type CallbackCheck = (url: string) => boolean;

export const extensionRedirectHost = (extensionId: string): string => `${extensionId.toLowerCase()}.chromiumapp.org`;

const bare = (hostname: string): string => hostname.replace(/^\[|\]$/g, '').toLowerCase();

/** The domains allowed by rule for a site, besides its list (domains/identity/callback-hosts.ts). */
export function ruleDomains(
  siteHost: string,
  customDomain: string | null,
  extensionIds: readonly string[],
): { loopback: string; siteDomains: string[]; extensions: string[] } {
  return {
    loopback: 'any 127.0.0.1, localhost or [::1] URL, any port, http or https',
    siteDomains: [siteHost, ...(customDomain ? [customDomain] : [])],
    extensions: extensionIds.map(extensionRedirectHost),
  };
}

/** The check for one site, as its lists stand now; `ownOrigin` is the origin the request came in on. */
export function callbackCheck(
  db: Db,
  siteId: string,
  ownOrigin: string,
  extensionIds: readonly string[],
): CallbackCheck {
  const clientId = clientOfSite(db, siteId)?.clientId;
  const listed = new Set(clientId ? listedRedirectDomains(db, clientId) : []);
  const rules = ruleDomains(bare(new URL(ownOrigin).hostname), siteProfile(db, siteId).customDomain, extensionIds);
  const own = new Set(rules.siteDomains.map((d) => d.toLowerCase()));
  const extensions = new Set(rules.extensions);
  return (raw) => {
    const url = parseUrl(raw);
    if (!url || !isFollowable(raw)) return false;
    const host = bare(url.hostname);
    if (isLoopbackHost(host) || own.has(host) || listed.has(host)) return true;
    return url.protocol === 'https:' && extensions.has(host);
  };
}

/** The callbacks the hosted pages follow (others a caller sends are kept but never used). */
const CALLBACK_NAMES = [
  'postFlowUrl',
  'thankYouPageUrl',
  'cartPageUrl',
  'planListUrl',
  'loginUrl',
  'bookingsServiceListUrl',
] as const;

/** Create Redirect Session's refusal of every http(s) callback on a host the check does not allow. */
export function refusedCallbacks(
  callbacks: Callbacks | null | undefined,
  allows: CallbackCheck,
  siteId: string,
): FieldViolation[] {
  return CALLBACK_NAMES.flatMap((name) => {
    const url = callbacks?.[name];
    return typeof url === 'string' && isFollowable(url) && !allows(url) ? [[name, url] as const] : [];
  }).map(([name, url]) => ({
    field: `callbacks.${name}`,
    description: `leads to ${parseUrl(url)?.hostname ?? url}, which is not one of the OAuth app's allowed redirect domains (add it under /_sandbox/sites/${siteId}/oauth-redirect-domains or with the OAuth Apps API's allowedRedirectDomains)`,
    violatedRule: 'OTHER',
  }));
}
