import { siteNotEnabled, siteNotVerified } from '../infra/service-error';
import { isEnabled } from './enabled-sites';
import { tabSite, verdictFor } from './tab-sites';

/** What the sender check hands a page handler: the tab it speaks for, at the URL the browser reports. */
export interface PageSender {
  tabId: number;
  url: string;
}

/**
 * The site the sender's page belongs to, only when verified (one of the account's sites, and the
 * browser-reported URL is at one of its addresses) and enabled for that origin. Never the page's word.
 */
export async function enabledSiteOf(sender: PageSender): Promise<string> {
  return (await enabledSiteClient(sender, async () => null)).siteId;
}

/**
 * `enabledSiteOf` with the site's provider client, read from storage while the checks run (both
 * only read storage); the client is handed out only once every check passed.
 */
export async function enabledSiteClient<C>(
  sender: PageSender,
  client: (siteId: string) => Promise<C>,
): Promise<{ siteId: string; client: C }> {
  const entry = await tabSite(sender.tabId);
  if (entry?.detection.kind !== 'wix') throw siteNotEnabled();
  const siteId = entry.detection.site.siteId;
  const made = client(siteId);
  made.catch(() => undefined); // a refused page never waits on it (nor leaves it unhandled)
  // Both checks at once (storage reads, no provider call before both passed): each must pass.
  const [verdict, enabled] = await Promise.all([verdictFor(siteId, sender.url), isEnabled(siteId, sender.url)]);
  if (verdict.kind !== 'verified') throw siteNotVerified();
  if (!enabled) throw siteNotEnabled();
  return { siteId, client: await made };
}
