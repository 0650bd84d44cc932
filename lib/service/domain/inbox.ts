// The all-sites inbox's per-site check: one count call, and the newest waiting reviews listed only
// when the count moved since the last check (or asked to). What was learnt is kept for the browser
// session (lib/storage.ts inboxStore, one item per site), so the next full refresh costs one call per unchanged site.
import { INBOX_PER_SITE, type SiteInbox } from '../../messaging/inbox';
import { PENDING_STATUSES } from '../../messaging/reviews';
import { callsMadeBy } from '../../provider/call-count';
import { countPendingReviews } from '../../provider/reviews';
import { inboxStore, type SiteInboxEntry } from '../../storage';
import { clientForSite } from '../connection/site-clients';
import { deskPage } from './review-desk';

const asInbox = (siteId: string, e: SiteInboxEntry, calls: number): SiteInbox => ({ siteId, ...e, calls });

/** Every site checked so far (only the sites the connected accounts still have). */
export async function knownInbox(siteIds: ReadonlySet<string>): Promise<SiteInbox[]> {
  const kept = await inboxStore.all();
  return Object.entries(kept)
    .filter(([siteId]) => siteIds.has(siteId))
    .map(([siteId, e]) => asInbox(siteId, e, 0));
}

export async function checkSiteInbox(siteId: string, force = false): Promise<SiteInbox> {
  const client = await clientForSite(siteId, { lane: 'background' });
  // What this check costs, as made (a catalog's second call after a 428 included).
  const callsBefore = callsMadeBy(client);
  const count = await countPendingReviews(client);
  const before = (await inboxStore.get(siteId)) ?? undefined;
  let reviews = before?.reviews ?? [];
  let items = before?.items ?? {};
  if (count === 0) {
    reviews = [];
    items = {};
  } else if (force || !before || before.count !== count) {
    // As the desk lists them: with who wrote each (customer, member) and the reviewed items' names.
    const page = await deskPage(client, {
      filter: { statuses: [...PENDING_STATUSES] },
      sort: 'newest',
      limit: INBOX_PER_SITE,
    });
    reviews = page.reviews;
    items = page.items;
  }
  const entry: SiteInboxEntry = { count, reviews, items, checkedAt: Date.now() };
  await inboxStore.set(siteId, entry);
  return asInbox(siteId, entry, callsMadeBy(client) - callsBefore);
}

/** Forgets what is known of sites no longer connected (after a disconnect). */
export async function dropInbox(keepSiteIds: ReadonlySet<string>): Promise<void> {
  await inboxStore.keepOnly(keepSiteIds);
}
