import { browser } from 'wxt/browser';
import type { PageApi } from '../../messaging/page-api';
import { PENDING_STATUSES } from '../../messaging/reviews';
import { deskHash, deskParams } from '../../messaging/review-filter-url';
import { WRITE_REVIEW_PARAM } from '../../messaging/review-collect';
import { itemReviews } from '../../provider/reviews';
import { refreshBadges } from '../domain/badge';
import { broadcast } from '../infra/broadcast';
import { isEnabled } from '../trust/enabled-sites';
import { openMemberContactFromPage, openMemberFromPage } from '../domain/members-page';
import { openPanelInGesture, rememberTabEnabled } from '../trust/gesture-tabs';
import { openPanel, requestPanelView } from '../infra/panel-request';
import { moderateForSite, replyForSite } from '../domain/moderate';
import { pageRateLimit, pageUiRateLimit } from '../infra/page-rate-limit';
import type { Handlers } from '../infra/router';
import { ServiceError, siteNotEnabled, siteNotVerified } from '../infra/service-error';
import { clientForSite } from '../connection/site-clients';
import { recordDetection, tabSite, verdictFor } from '../trust/tab-sites';

/** What the sender check hands a page handler: the tab it speaks for, at the URL the browser reports. */
export interface PageSender {
  tabId: number;
  url: string;
}

/**
 * The site the sender's page belongs to, only when verified (one of the account's sites, and the
 * browser-reported URL is at one of its addresses) and enabled for that origin. Never the page's word.
 */
async function enabledSiteOf(sender: PageSender): Promise<string> {
  return (await enabledSiteClient(sender, async () => null)).siteId;
}

/**
 * `enabledSiteOf` with the site's provider client, read from storage while the checks run (both
 * only read storage); the client is handed out only once every check passed.
 */
async function enabledSiteClient<C>(
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

/**
 * A click on a live page's control that shows something in the panel: the panel opens first, inside
 * the click's gesture, where the tab is known enabled (see gesture-tabs.ts); else after the site
 * check, which the browser may refuse (the panel then shows the view when the admin opens it).
 */
async function fromClick<T>(sender: PageSender, work: (siteId: string) => Promise<T>): Promise<T> {
  pageUiRateLimit.take(sender.tabId);
  const opened = openPanelInGesture(sender.tabId, sender.url);
  const siteId = await enabledSiteOf(sender);
  if (!opened) openPanel({ tabId: sender.tabId });
  return work(siteId);
}

/** The page API: only what a live page may ask, always about its own tab's site. */
export const pageHandlers: Handlers<PageApi, PageSender> = {
  'page.siteDetected': async ({ detection }, sender) => {
    await recordDetection(sender.tabId, sender.url, detection);
    await broadcast({ event: 'site.changed', windowId: null });
    const siteId = await enabledSiteOf(sender).catch(() => null);
    rememberTabEnabled(sender.tabId, sender.url, siteId !== null);
    // The badge reuses a count younger than a minute: a page load costs no provider call.
    if (siteId) void refreshBadges(siteId);
    return { enabled: siteId !== null };
  },
  'page.itemReviews': async ({ item, shownIds }, sender) => {
    const { client } = await enabledSiteClient(sender, clientForSite);
    pageRateLimit.take(sender.tabId);
    return itemReviews(client, item, shownIds);
  },
  'page.moderateReview': async ({ reviewId, status }, sender) => {
    const siteId = await enabledSiteOf(sender);
    pageRateLimit.take(sender.tabId);
    return moderateForSite(siteId, { tabId: sender.tabId }, reviewId, status);
  },
  'page.replyReview': async ({ reviewId, message, previous }, sender) => {
    const siteId = await enabledSiteOf(sender);
    pageRateLimit.take(sender.tabId);
    return replyForSite(siteId, { tabId: sender.tabId }, reviewId, message, { previous });
  },
  'page.openDesk': async ({ item }, sender) => {
    pageUiRateLimit.take(sender.tabId);
    const opened = openPanelInGesture(sender.tabId, sender.url);
    await enabledSiteOf(sender);
    const filter = { item, statuses: [...PENDING_STATUSES] };
    if (opened) {
      await requestPanelView(deskParams(filter));
      return { opened: true };
    }
    const hash = deskHash(filter);
    // Outside a gesture the side panel may not open; then the desk opens as a tab.
    try {
      await browser.sidePanel.setOptions({ tabId: sender.tabId, path: `sidepanel.html${hash}`, enabled: true });
      await browser.sidePanel.open({ tabId: sender.tabId });
    } catch {
      await browser.tabs.create({ url: browser.runtime.getURL(`/sidepanel.html${hash}`) });
    }
    return { opened: true };
  },
  'page.writeReview': ({ item }, sender) =>
    fromClick(sender, async () => {
      // The panel writes reviews of store products (the stores namespace, ids of at most 36 characters).
      if (item.namespace !== 'stores' || item.entityId.length > 36)
        throw new ServiceError(400, 'UNSUPPORTED_ITEM', 'Reviews can be written from here for store products only.');
      await requestPanelView({ tool: 'review-requests', [WRITE_REVIEW_PARAM]: item.entityId });
      return { opened: true };
    }),
  'page.openMember': (target, sender) =>
    fromClick(sender, (siteId) => {
      pageRateLimit.take(sender.tabId);
      return openMemberFromPage(siteId, target);
    }),
  'page.openMemberContact': (target, sender) =>
    fromClick(sender, (siteId) => {
      pageRateLimit.take(sender.tabId);
      return openMemberContactFromPage(siteId, target);
    }),
};
