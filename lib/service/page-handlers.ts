import type { PageApi } from '../messaging/page-api';
import { reviewStates } from '../provider/reviews';
import { refreshBadges } from './badge';
import { broadcast } from './broadcast';
import { isEnabled } from './enabled-sites';
import { openMemberFromPage } from './members-page';
import { moderateForSite } from './moderate';
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
    if (siteId) void refreshBadges(siteId);
    return { enabled: siteId !== null };
  },
  'page.reviewStates': async ({ reviewIds }, sender) => {
    const siteId = await enabledSiteOf(sender);
    pageRateLimit.take(sender.tabId);
    return { states: await reviewStates(await clientForSite(siteId), reviewIds) };
  },
  'page.moderateReview': async ({ reviewId, status }, sender) => {
    const siteId = await enabledSiteOf(sender);
    pageRateLimit.take(sender.tabId);
    return moderateForSite(siteId, reviewId, status);
  },
  'page.openMember': async (target, sender) => {
    const siteId = await enabledSiteOf(sender);
    pageRateLimit.take(sender.tabId);
    return openMemberFromPage(siteId, sender.tabId, target);
  },
};
