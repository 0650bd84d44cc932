import { browser } from 'wxt/browser';
import type { PageApi } from '../messaging/page-api';
import { PENDING_STATUSES } from '../messaging/reviews';
import { deskHash } from '../messaging/review-filter-url';
import { itemReviews } from '../provider/reviews';
import { refreshBadges } from './badge';
import { broadcast } from './broadcast';
import { isEnabled } from './enabled-sites';
import { openMemberContactFromPage, openMemberFromPage } from './members-page';
import { moderateForSite, replyForSite } from './moderate';
import { pageRateLimit } from './page-rate-limit';
import type { Handlers } from './router';
import { siteNotEnabled, siteNotVerified } from './service-error';
import { clientForSite } from './site-clients';
import { recordDetection, tabSite, verdictFor } from './tab-sites';

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
  const entry = await tabSite(sender.tabId);
  if (entry?.detection.kind !== 'wix') throw siteNotEnabled();
  const siteId = entry.detection.site.siteId;
  if ((await verdictFor(siteId, sender.url)).kind !== 'verified') throw siteNotVerified();
  if (!(await isEnabled(siteId, sender.url))) throw siteNotEnabled();
  return siteId;
}

/** The page API: only what a live page may ask, always about its own tab's site. */
export const pageHandlers: Handlers<PageApi, PageSender> = {
  'page.siteDetected': async ({ detection }, sender) => {
    await recordDetection(sender.tabId, sender.url, detection);
    await broadcast({ event: 'site.changed', windowId: null });
    const siteId = await enabledSiteOf(sender).catch(() => null);
    // The badge reuses a count younger than a minute: a page load costs no provider call.
    if (siteId) void refreshBadges(siteId);
    return { enabled: siteId !== null };
  },
  'page.itemReviews': async ({ item, shownIds }, sender) => {
    const siteId = await enabledSiteOf(sender);
    pageRateLimit.take(sender.tabId);
    return itemReviews(await clientForSite(siteId), item, shownIds);
  },
  'page.moderateReview': async ({ reviewId, status }, sender) => {
    const siteId = await enabledSiteOf(sender);
    pageRateLimit.take(sender.tabId);
    return moderateForSite(siteId, reviewId, status);
  },
  'page.replyReview': async ({ reviewId, message }, sender) => {
    const siteId = await enabledSiteOf(sender);
    pageRateLimit.take(sender.tabId);
    return replyForSite(siteId, reviewId, message);
  },
  'page.openDesk': async ({ item }, sender) => {
    await enabledSiteOf(sender);
    const hash = deskHash({ item, statuses: [...PENDING_STATUSES] });
    // The side panel opens only in a person's gesture; where the browser refuses, the desk opens as a tab.
    try {
      await browser.sidePanel.setOptions({ tabId: sender.tabId, path: `sidepanel.html${hash}`, enabled: true });
      await browser.sidePanel.open({ tabId: sender.tabId });
    } catch {
      await browser.tabs.create({ url: browser.runtime.getURL(`/sidepanel.html${hash}`) });
    }
    return { opened: true };
  },
  'page.openMember': async (target, sender) => {
    const siteId = await enabledSiteOf(sender);
    pageRateLimit.take(sender.tabId);
    return openMemberFromPage(siteId, sender.tabId, target);
  },
  'page.openMemberContact': async (target, sender) => {
    const siteId = await enabledSiteOf(sender);
    pageRateLimit.take(sender.tabId);
    return openMemberContactFromPage(siteId, sender.tabId, target);
  },
};
