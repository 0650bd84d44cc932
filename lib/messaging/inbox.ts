import type { ReviewSummary } from './reviews';

// The all-sites inbox: per site, how many reviews wait for moderation and the newest of them.

/** One site's reviews waiting, as last checked. */
export interface SiteInbox {
  siteId: string;
  count: number;
  /**
   * The newest waiting reviews (at most INBOX_PER_SITE); `count` may be more. Their author kinds are
   * not read by the check (UNKNOWN): a card asks for its names (`reviews.names`).
   */
  reviews: ReviewSummary[];
  /** When the site was last checked (ms since the epoch). */
  checkedAt: number;
  /** Provider calls this check cost (0: answered from what was kept). */
  calls: number;
}

/** How many of a site's waiting reviews the inbox shows (the site's desk has them all). */
export const INBOX_PER_SITE = 10;
