import type { ReviewedItem, ReviewSummary } from './reviews';

// The all-sites inbox: per site, how many reviews wait for moderation and the newest of them.

/** One site's reviews waiting, as last checked. */
export interface SiteInbox {
  siteId: string;
  count: number;
  /** The newest waiting reviews (at most INBOX_PER_SITE); `count` may be more. */
  reviews: ReviewSummary[];
  /** The reviewed items' names and pages, by `itemKey` (those known). */
  items?: Record<string, ReviewedItem>;
  /** When the site was last counted (ms since the epoch). */
  checkedAt: number;
  /** Provider calls this check cost (0: answered from what was kept). */
  calls: number;
}

/** How many of a site's waiting reviews the inbox shows (the site's desk has them all). */
export const INBOX_PER_SITE = 10;
