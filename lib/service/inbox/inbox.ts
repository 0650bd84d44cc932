// The all-sites inbox's per-site check: ONE query of the site's waiting reviews, newest first, a full
// provider page (100). When it has no next page, its length is the count of reviews waiting; only a
// site with more than that is counted too. The newest INBOX_PER_SITE are kept for the browser session
// (lib/storage.ts inboxStore, one item per site). Names (author kinds, products) are not read here:
// the inbox's cards ask for those of the reviews they show (reviews.names).
import { INBOX_PER_SITE, type SiteInbox } from '../../messaging/inbox';
import { callsMadeBy } from '../../provider/call-count';
import { PENDING_FILTER } from '../../provider/review-query';
import { countPendingReviews, MAX_QUERY_LIMIT, queryReviewPage, toReviewSummary } from '../../provider/reviews';
import { inboxStore, type SiteInboxEntry } from '../../storage';
import { clientForSite } from '../connection/site-clients';

export const asInbox = (siteId: string, e: SiteInboxEntry, calls: number): SiteInbox => ({
  siteId,
  count: e.count,
  reviews: e.reviews,
  checkedAt: e.checkedAt,
  calls,
});

/** Every site checked so far (only the sites the connected accounts still have). */
export async function knownInbox(siteIds: ReadonlySet<string>): Promise<SiteInbox[]> {
  const kept = await inboxStore.all();
  return Object.entries(kept)
    .filter(([siteId]) => siteIds.has(siteId))
    .map(([siteId, e]) => asInbox(siteId, e, 0));
}

/** One site's reviews waiting: one provider call, two for a site with more than a page of them. */
export async function checkSiteInbox(siteId: string): Promise<SiteInbox> {
  const client = await clientForSite(siteId, { lane: 'background' });
  // What this check costs, as made.
  const callsBefore = callsMadeBy(client);
  const page = await queryReviewPage(client, {
    filter: PENDING_FILTER,
    sort: [{ fieldName: 'createdDate', order: 'DESC' }],
    limit: MAX_QUERY_LIMIT,
  });
  const count = page.next === null ? page.items.length : await countPendingReviews(client);
  const reviews = page.items.slice(0, INBOX_PER_SITE).map((r) => toReviewSummary(r));
  const entry: SiteInboxEntry = { count, reviews, checkedAt: Date.now() };
  await inboxStore.set(siteId, entry);
  return asInbox(siteId, entry, callsMadeBy(client) - callsBefore);
}
