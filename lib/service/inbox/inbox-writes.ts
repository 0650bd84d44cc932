// What a review write's answer tells the all-sites inbox: a review it lists that no longer waits
// (moderated, deleted) leaves the site's kept list and the site's count goes down by one; one still
// waiting (a reply) is kept as it is now. No provider call: the panel's inbox, the site picker and the
// badge total read the kept entry. A write on a review the inbox does not list changes nothing there
// (whether it was waiting before is not known): the next check sees it.
import { isPending } from '../../messaging/wire/review-status';
import type { ReviewSummary } from '../../messaging/reviews';
import { inboxStore, type SiteInboxEntry } from '../../storage';
import { createSerializer } from '../infra/serialize';

/** One review after a write: as it is now, or null when it no longer exists. */
export interface WriteOutcome {
  reviewId: string;
  now: ReviewSummary | null;
}

// Writes of the same site follow each other (two cards approved at once): each step reads what the last left.
const oneAtATime = createSerializer();

/**
 * Applies `outcomes` to the site's kept inbox entry. Answers how many reviews left the site's waiting
 * ones when that is known (every review written was listed as waiting), else null.
 */
export function inboxLearns(siteId: string, outcomes: readonly WriteOutcome[]): Promise<number | null> {
  if (outcomes.length === 0) return Promise.resolve(null);
  return oneAtATime(async () => {
    const entry = await inboxStore.get(siteId);
    const byId = new Map(outcomes.map((o) => [o.reviewId, o.now]));
    const listed = new Set(entry?.reviews.filter((r) => byId.has(r.id)).map((r) => r.id));
    if (!entry || listed.size === 0) return null;
    let left = 0;
    const reviews = entry.reviews.flatMap((r) => {
      const now = byId.get(r.id);
      if (now === undefined) return [r];
      if (now && isPending(now.status)) return [{ ...now, authorType: r.authorType }];
      left++;
      return [];
    });
    const next: SiteInboxEntry = { ...entry, count: Math.max(0, entry.count - left), reviews };
    await inboxStore.set(siteId, next);
    return listed.size === byId.size ? left : null;
  });
}
