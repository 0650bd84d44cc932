import type { SiteControl } from '../../messaging/settings';
import type { AccountSite } from '../../messaging/site';
import { enabledSitesItem } from '../../storage';
import { enabledGiven, enabledKey, liveScriptReach, releaseOrigin } from './enabled-sites';
import { siteHasOrigin } from './verify-site';

/** Where the live-page script reaches, asked once per origin: a user's free Wix sites share one. */
function reachOnce(): (origin: string) => Promise<'static' | 'dynamic' | false> {
  const known = new Map<string, Promise<'static' | 'dynamic' | false>>();
  return (origin) => {
    let reach = known.get(origin);
    if (!reach) known.set(origin, (reach = liveScriptReach(`${origin}/`)));
    return reach;
  };
}

/**
 * Every (site, origin) the options page offers the in-page controls for, on or off: each address of the
 * connected accounts' sites, and the custom domains turned on earlier (kept while disconnected too).
 * The default where nothing was chosen is the one `isEnabled` applies: on at Wix's own hosts.
 */
export async function siteControlList(sites: AccountSite[] | null): Promise<SiteControl[]> {
  const stored = await enabledSitesItem.getValue();
  const pairs = new Map<string, { siteId: string; origin: string }>();
  for (const [key, on] of Object.entries(stored)) {
    const [siteId, origin] = key.split(' ');
    if (on && siteId && origin) pairs.set(key, { siteId, origin });
  }
  for (const site of sites ?? [])
    for (const url of site.urls) {
      const origin = new URL(url).origin;
      pairs.set(enabledKey(site.id, origin), { siteId: site.id, origin });
    }
  const byId = new Map((sites ?? []).map((s) => [s.id, s]));
  const reachOf = reachOnce();
  const list: SiteControl[] = [];
  for (const [key, { siteId, origin }] of pairs) {
    const reach = await reachOf(origin);
    const site = byId.get(siteId);
    list.push({
      siteId,
      origin,
      name: site?.name ?? null,
      accountId: site?.accountId ?? null,
      enabled: reach !== false && enabledGiven(stored, key, reach),
      customDomain: reach !== 'static',
      needsPermission: reach === false,
    });
  }
  return list;
}

/**
 * Turns the in-page controls on or off for many (site, origin) pairs at once, in one write. Turning on
 * takes only the pairs the connected accounts vouch for and the live-page script already reaches (a
 * custom domain not allowed yet needs the browser's prompt, one site at a time); turning a custom domain
 * off gives its permission back. Answers how many pairs were changed.
 */
export async function setManyEnabled(
  pairs: ReadonlyArray<{ siteId: string; origin: string }>,
  enabled: boolean,
  sites: AccountSite[] | null,
): Promise<number> {
  const reachOf = reachOnce();
  const taken: Array<{ siteId: string; origin: string; reach: 'static' | 'dynamic' }> = [];
  for (const pair of pairs) {
    const reach = await reachOf(pair.origin);
    if (reach === false) continue;
    if (enabled && !siteHasOrigin(pair.siteId, pair.origin, sites)) continue;
    taken.push({ ...pair, reach });
  }
  const stored = { ...(await enabledSitesItem.getValue()) };
  for (const p of taken) stored[enabledKey(p.siteId, p.origin)] = enabled;
  await enabledSitesItem.setValue(stored);
  if (!enabled)
    for (const origin of new Set(taken.filter((p) => p.reach === 'dynamic').map((p) => p.origin)))
      await releaseOrigin(origin);
  return taken.length;
}
