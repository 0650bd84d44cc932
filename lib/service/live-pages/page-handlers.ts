import type { PageApi } from '../../messaging/page-api';
import { itemReviews, reviewNow } from '../../provider/reviews';
import { refreshBadges } from '../badge/badge';
import { broadcast } from '../trust/broadcast';
import {
  memberPageUnknown,
  memberReportCountFromPage,
  openMemberContactFromPage,
  openMemberFromPage,
} from '../members/members-page';
import { profileSlugOf } from '../../messaging/wire/profile-path';
import { rememberTabEnabled } from '../trust/gesture-tabs';
import { moderateForSite } from '../reviews/moderate';
import { pageRateLimit } from '../infra/page-rate-limit';
import type { Handlers } from '../infra/router';
import { clientForSite } from '../connection/site-clients';
import { recordDetection } from '../trust/tab-sites';
import { answerPage, assertAnswered, issueTicket, newPage, pagesLearn, reviewNotOnPage } from '../trust/page-reviews';
import { enabledSiteClient, enabledSiteOf, type PageSender } from '../trust/page-site';
import { fromClick, openDeskFor, writeReviewFor } from './page-views';
import { shownReview } from '../reviews/shown-review';

export type { PageSender };

/** The page API: only what a live page may ask, always about its own tab's site. */
export const pageHandlers: Handlers<PageApi, PageSender> = {
  'page.siteDetected': async ({ detection }, sender) => {
    await Promise.all([recordDetection(sender.tabId, sender.url, detection), newPage(sender.tabId, sender.url)]);
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
    const found = await itemReviews(client, item, shownIds);
    // Only published reviews are named to the page (what its visitors see anyway); an unpublished one
    // shown there was put there by the page, and gets no control.
    const published = found.shown.filter((r) => r.status === 'APPROVED');
    const strip = await answerPage(
      sender.tabId,
      sender.url,
      [...published, ...found.pending].map(({ id, status }) => ({ id, status })),
      item && { kind: 'strip', item, pending: found.pending, morePending: found.morePending },
    );
    return {
      states: Object.fromEntries(found.shown.map((r) => [r.id, r.status])),
      replies: Object.fromEntries(published.map((r) => [r.id, r.reply])),
      // With the item each is about as the provider has it: a control acts only on a page of that item.
      shown: Object.fromEntries(
        published.map((r) => [r.id, { ...shownReview(r), item: { namespace: r.namespace, entityId: r.entityId } }]),
      ),
      strip,
    };
  },
  'page.replyFrame': async ({ reviewId }, sender) => {
    const { siteId, client } = await enabledSiteClient(sender, clientForSite);
    await assertAnswered(sender.tabId, sender.url, reviewId);
    pageRateLimit.take(sender.tabId);
    // The one read a reply costs to open: the editor shows the reply as the provider has it now. What the
    // background knows (the page's answer, every write's answer) misses a reply written outside
    // Sitekeeper (the Wix dashboard, another device), and the editor would open on a reply replaced since.
    const review = await reviewNow(client, reviewId);
    if (!review) throw reviewNotOnPage();
    await pagesLearn(siteId, [{ id: reviewId, status: review.status }]).catch(() => undefined);
    const ticket = await issueTicket(sender.tabId, sender.url, {
      kind: 'reply',
      reviewId,
      ...shownReview(review),
      reply: review.reply,
      rating: review.rating,
      title: review.title.slice(0, 200),
      item: { namespace: review.namespace, entityId: review.entityId },
    });
    return { ticket };
  },
  'page.moderateReview': async ({ reviewId, status }, sender) => {
    const siteId = await enabledSiteOf(sender);
    // The status the background last knew (answered to this page, then each write's answer): the badge
    // then follows the write with no count.
    const was = await assertAnswered(sender.tabId, sender.url, reviewId);
    pageRateLimit.take(sender.tabId);
    return moderateForSite(siteId, { tabId: sender.tabId }, reviewId, status, was);
  },
  'page.openDesk': ({ item }, sender) => openDeskFor(sender, item),
  'page.writeReview': ({ item }, sender) => writeReviewFor(sender, item),
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
  'page.memberFrame': async (_none, sender) => {
    const siteId = await enabledSiteOf(sender);
    // The member is the one the tab's address names: a page's attributes could name anyone.
    const slug = profileSlugOf(sender.url);
    if (!slug) throw memberPageUnknown();
    pageRateLimit.take(sender.tabId);
    const { reportCount } = await memberReportCountFromPage(siteId, { slug });
    return { ticket: await issueTicket(sender.tabId, sender.url, { kind: 'member', reportCount }) };
  },
};
