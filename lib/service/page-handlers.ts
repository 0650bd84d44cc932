import type { PageApi } from '../messaging/page-api';
import type { DetectedSite } from '../messaging/site';
import { moderateReview, reviewStates } from '../provider/reviews';
import { enabledSitesItem } from '../storage';
import { refreshBadges } from './badge';
import { broadcast } from './broadcast';
import type { Handlers } from './router';
import { siteNotEnabled } from './service-error';
import { clientForSite } from './site-clients';
import { recordDetection, tabSite } from './tab-sites';

/** What the sender check hands a page handler: the tab it speaks for. */
export interface PageSender {
  tabId: number;
  url: string;
}

/** The site the sender's tab showed when its content script reported it, if the admin enabled it. */
async function enabledSiteOf(sender: PageSender): Promise<DetectedSite> {
  const entry = await tabSite(sender.tabId);
  if (entry?.detection.kind !== 'wix') throw siteNotEnabled();
  const site = entry.detection.site;
  if ((await enabledSitesItem.getValue())[site.siteId] !== true) throw siteNotEnabled();
  return site;
}

/** The page API: only what a live page may ask, always about its own tab's site. */
export const pageHandlers: Handlers<PageApi, PageSender> = {
  'page.siteDetected': async ({ detection }, sender) => {
    const entry = await recordDetection(sender.tabId, sender.url, detection);
    await broadcast({ event: 'site.changed', windowId: null });
    if (entry.detection.kind !== 'wix') return { enabled: false };
    const enabled = (await enabledSitesItem.getValue())[entry.detection.site.siteId] === true;
    if (enabled) void refreshBadges(entry.detection.site.siteId, sender.tabId);
    return { enabled };
  },
  'page.reviewStates': async ({ reviewIds }, sender) => {
    const site = await enabledSiteOf(sender);
    return { states: await reviewStates(await clientForSite(site.siteId), reviewIds) };
  },
  'page.moderateReview': async ({ reviewId, status }, sender) => {
    const site = await enabledSiteOf(sender);
    const review = await moderateReview(await clientForSite(site.siteId), reviewId, status);
    await broadcast({ event: 'reviews.changed', siteId: site.siteId });
    void refreshBadges(site.siteId);
    return review;
  },
};
