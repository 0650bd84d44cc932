import { browser } from 'wxt/browser';
import { whenQuiet } from '../../when-quiet';
import { countPendingReviews } from '../../provider/reviews';
import { badgeOnItem, badgeTotalItem, inboxStore } from '../../storage';
import { isConnected } from '../connection/connections';
import { keptAccountSites } from '../connection/account-sites';
import { clientForSite } from '../connection/site-clients';
import { claimedSiteIds, knownTabsOfSite } from '../trust/tab-sites';

/** A count is reused for this long: page loads and the poll cost at most one count call a minute per site. */
export const BADGE_FRESH_MS = 60_000;
export const BADGE_ALARM = 'sitekeeper-badge';

// A cache only (the service worker may stop at any time): after a restart the next refresh counts again.
const counted = new Map<string, { text: string; count: number | null; at: number }>();
const running = new Map<string, Promise<string>>();

const textOf = (count: number | null) => (count === null ? '!' : count > 0 ? String(Math.min(count, 999)) : '');

/** The badge's count less the reviews a write took out of the waiting ones; false when it has none to lessen. */
function lessen(siteId: string, left: number): boolean {
  const kept = counted.get(siteId);
  // A count under way may have been made before the write or after it: count again instead.
  if (!kept || kept.count === null || running.has(siteId)) return false;
  const count = Math.max(0, kept.count - left);
  counted.set(siteId, { text: textOf(count), count, at: kept.at });
  return true;
}

async function pendingText(siteId: string, force: boolean): Promise<string> {
  const kept = counted.get(siteId);
  if (!force && kept && Date.now() - kept.at < BADGE_FRESH_MS) return kept.text;
  const inFlight = running.get(siteId);
  if (inFlight && !force) return inFlight;
  const run = (async () => {
    await inFlight?.catch(() => undefined); // a forced count waits for the one under way, then counts after the change
    const count = await countPendingReviews(await clientForSite(siteId, { lane: 'background' })).catch(() => null);
    const text = textOf(count);
    counted.set(siteId, { text, count, at: Date.now() });
    return text;
  })();
  running.set(siteId, run);
  try {
    return await run;
  } finally {
    if (running.get(siteId) === run) running.delete(siteId);
  }
}

/**
 * The toolbar icon of each tab showing a verified, enabled site carries that site's count of reviews
 * waiting for moderation. `force` counts again; `left` (after an action whose answer says how many
 * reviews it took out of the waiting ones) lessens the count kept and shows it with no call, however
 * old (the write told what changed; the next poll or page load counts as usual); a write that took
 * none out leaves the badge as it is; with no count to lessen (the worker started since it counted),
 * the badge counts once the admin's writes have gone quiet, so the write itself costs its one call.
 * Otherwise a count younger than a minute is reused. Never a call for a site that is not verified and
 * enabled, nor while disconnected.
 */
export async function refreshBadges(siteId: string, opts: { force?: boolean; left?: number } = {}): Promise<void> {
  if (!(await badgeOnItem.getValue()) || (await badgeTotalItem.getValue())) return;
  if (opts.left === 0) return;
  const tabIds = await knownTabsOfSite(siteId, { enabledOnly: true });
  if (tabIds.length === 0) return;
  let text: string;
  if (opts.left !== undefined) {
    if (!lessen(siteId, opts.left)) return recountBadgeWhenQuiet(siteId);
    text = (await isConnected()) ? counted.get(siteId)!.text : '';
  } else text = (await isConnected()) ? await pendingText(siteId, opts.force === true) : '';
  if (!(await badgeOnItem.getValue())) return; // turned off while counting
  for (const tabId of tabIds) await setBadge(tabId, text);
}

/** After a write, the badge counts again once writes have gone this long quiet. */
export const BADGE_QUIET_MS = 5_000;

/**
 * A write moved the site's count: one recount once the admin's writes have gone quiet, not one per
 * write (a burst of approvals would otherwise spend as many calls on the badge as on the approvals).
 */
export function recountBadgeWhenQuiet(siteId: string): void {
  whenQuiet(`badge ${siteId}`, BADGE_QUIET_MS, () => void refreshBadges(siteId, { force: true }));
}

async function setBadge(tabId: number, text: string): Promise<void> {
  await browser.action?.setBadgeText({ tabId, text }).catch(() => undefined);
}

/**
 * The total waiting across every connected site, as last checked (the all-sites inbox, the
 * notifications' poll), on the badge every tab shares; nothing when off. Costs no provider call.
 */
export async function showTotalBadge(): Promise<void> {
  const on = (await badgeOnItem.getValue()) && (await badgeTotalItem.getValue()) && (await isConnected());
  let text = '';
  if (on) {
    const sites = new Set(((await keptAccountSites()) ?? []).map((s) => s.id));
    const total = Object.entries(await inboxStore.all())
      .filter(([siteId]) => sites.has(siteId))
      .reduce((n, [, e]) => n + e.count, 0);
    text = total > 0 ? String(Math.min(total, 9999)) : '';
  }
  await browser.action?.setBadgeText({ text }).catch(() => undefined);
  if (!on) return;
  // A tab's own text would hide the shared one: every tab gets the total too.
  const tabs = await browser.tabs.query({}).catch(() => []);
  await Promise.all(tabs.map((tab) => (tab.id === undefined ? undefined : setBadge(tab.id, text))));
}

export async function setBadgeTotal(on: boolean): Promise<void> {
  await badgeTotalItem.setValue(on);
  await refreshAllBadges();
}

/** After connecting, disconnecting or enabling: every open site's badge (cleared where no longer due). */
export async function refreshAllBadges(): Promise<void> {
  counted.clear();
  const tabs = await browser.tabs.query({}).catch(() => []);
  await Promise.all(tabs.map((t) => (t.id === undefined ? undefined : setBadge(t.id, ''))));
  await showTotalBadge();
  await Promise.all((await claimedSiteIds()).map((id) => refreshBadges(id, { force: true })));
}

const startPolling = async (): Promise<void> => browser.alarms?.create(BADGE_ALARM, { periodInMinutes: 1 });
const stopPolling = async (): Promise<void> => void (await browser.alarms?.clear(BADGE_ALARM));

/** The slow poll's alarm (lib/service/listeners/badge-poll.ts), started or stopped to match the setting. */
export const scheduleBadgePoll = async (): Promise<void> =>
  (await badgeOnItem.getValue()) ? startPolling() : stopPolling();

/** One round of the slow poll: each enabled site's badge (a count only when the last is a minute old). None while off or disconnected. */
export async function pollBadgeCounts(): Promise<void> {
  if (!(await badgeOnItem.getValue())) return;
  if (!(await isConnected())) return; // none while disconnected
  for (const siteId of await claimedSiteIds()) await refreshBadges(siteId);
}

/** The options page's switch: off clears every badge and stops the poll; on starts both again. */
export async function setBadgeOn(on: boolean): Promise<void> {
  await badgeOnItem.setValue(on);
  await (on ? startPolling() : stopPolling());
  await refreshAllBadges(); // off: clears, and counts nothing
}

/** For tests. */
export function forgetBadgeCounts(): void {
  counted.clear();
  running.clear();
}
