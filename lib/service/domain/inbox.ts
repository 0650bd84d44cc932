// The all-sites inbox's per-site check: one count call, and the newest waiting reviews listed only
// when the count moved since the last check (or asked to). What was learnt is kept for the browser
// session (lib/storage.ts inboxItem), so the next full refresh costs one call per unchanged site.
import { INBOX_PER_SITE, type SiteInbox } from '../../messaging/inbox';
import { countPendingReviews, listPendingReviews } from '../../provider/reviews';
import { inboxItem, type SiteInboxEntry } from '../../storage';
import { clientForSite } from '../connection/site-clients';

const asInbox = (siteId: string, e: SiteInboxEntry, calls: number): SiteInbox => ({ siteId, ...e, calls });

/** Every site checked so far (only the sites the connected accounts still have). */
export async function knownInbox(siteIds: ReadonlySet<string>): Promise<SiteInbox[]> {
  const kept = await inboxItem.getValue();
  return Object.entries(kept)
    .filter(([siteId]) => siteIds.has(siteId))
    .map(([siteId, e]) => asInbox(siteId, e, 0));
}

export async function checkSiteInbox(siteId: string, force = false): Promise<SiteInbox> {
  const client = await clientForSite(siteId);
  const count = await countPendingReviews(client);
  const before = (await inboxItem.getValue())[siteId];
  let calls = 1;
  let reviews = before?.reviews ?? [];
  if (count === 0) reviews = [];
  else if (force || !before || before.count !== count) {
    reviews = (await listPendingReviews(client, null, INBOX_PER_SITE)).reviews;
    calls += 1;
  }
  const entry: SiteInboxEntry = { count, reviews, checkedAt: Date.now() };
  // Read again just before writing: other sites' checks run alongside.
  await inboxItem.setValue({ ...(await inboxItem.getValue()), [siteId]: entry });
  return asInbox(siteId, entry, calls);
}

/** Forgets what is known of sites no longer connected (after a disconnect). */
export async function dropInbox(keepSiteIds: ReadonlySet<string>): Promise<void> {
  const kept = await inboxItem.getValue();
  await inboxItem.setValue(Object.fromEntries(Object.entries(kept).filter(([siteId]) => keepSiteIds.has(siteId))));
}
