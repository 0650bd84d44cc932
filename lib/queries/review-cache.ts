import type { Query, QueryClient } from '@tanstack/react-query';
import { matchesFilter, matchesProviderPart } from '../messaging/review-match';
import {
  PENDING_STATUSES,
  type DeskCount,
  type DeskPage,
  type RatingSummary,
  type ReviewFilter,
  type ReviewSummary,
} from '../messaging/reviews';
import type { ReviewChange } from '../messaging/events';
import { siteQueries } from './learn-lists';
import { reviewKeys, reviewsOfSite } from './reviews';
import { refreshWhenQuiet } from './quiet-refresh';

// What the panel learns from a review write's answer, without reading anything again: the review
// as the provider now has it replaces the cached one in every list of its site; a review that no
// longer matches a list's filter leaves it (and comes back to the same place when an Undo makes it
// match again); every cached count the change moves is moved by one. The quiet refresh
// (quiet-refresh.ts) later checks it all against the provider, once per burst of actions.

const PENDING_FILTER: ReviewFilter = { statuses: [...PENDING_STATUSES] };

/** Where the reviews that left a cached page stood in it, by the page's data (a refetched page has none). */
const leftPages = new WeakMap<DeskPage, ReadonlyMap<string, number>>();

/**
 * How many reviews left this page since it was read: its next cursor was made before they left, so
 * a provider cursor counted by position would now skip that many. The desk reads the page again
 * before going on from it.
 */
export const leftSinceRead = (page: DeskPage | undefined): number => (page ? (leftPages.get(page)?.size ?? 0) : 0);

type Params = { siteId?: string; filter?: ReviewFilter };
const paramsOf = (q: Query): Params => (q.queryKey[2] ?? {}) as Params;

/** The site's cached queries (with data) of one verb of the reviews' keys. */
const queriesOf = (queryClient: QueryClient, siteId: string, verb: string): Query[] =>
  queryClient
    .getQueryCache()
    .findAll(siteQueries([...reviewKeys.all, verb], siteId))
    .filter((q) => q.state.data !== undefined);

/** The review as a cached desk page of the site shows it (undefined: none shows it). */
export function cachedReview(queryClient: QueryClient, siteId: string, reviewId: string): ReviewSummary | undefined {
  for (const q of queriesOf(queryClient, siteId, 'desk')) {
    const found = (q.state.data as DeskPage).reviews.find((r) => r.id === reviewId);
    if (found) return found;
  }
  return undefined;
}

/** One cached page after the change (the review replaced, taken out or put back where it was), with where the ones that left stood. */
function pageAfter(
  page: DeskPage,
  filter: ReviewFilter,
  id: string,
  after: ReviewSummary | null,
): { page: DeskPage; left: ReadonlyMap<string, number> } | null {
  const left = new Map(leftPages.get(page));
  const at = page.reviews.findIndex((r) => r.id === id);
  const belongs = after !== null && matchesFilter(after, filter);
  let reviews = page.reviews;
  if (at >= 0 && belongs) reviews = reviews.map((r, i) => (i === at ? after : r));
  else if (at >= 0) {
    reviews = reviews.filter((_, i) => i !== at);
    left.set(id, at);
  } else if (belongs && left.has(id)) {
    reviews = [...reviews];
    reviews.splice(Math.min(left.get(id)!, reviews.length), 0, after);
    left.delete(id);
  } else return null;
  return { page: { ...page, reviews }, left };
}

/**
 * A learnt change keeps the data's age: a list drawn from the kept screen still says "as of …" until
 * the provider's own answer replaces it.
 */
const keepAge = (q: Query) => ({ updatedAt: q.state.dataUpdatedAt });

/** +1, 0 or −1: how the change moves a count of the provider's filter `filter`. */
const countDelta = (before: ReviewSummary, after: ReviewSummary | null, filter: ReviewFilter): number =>
  (after && matchesProviderPart(after, filter) ? 1 : 0) - (matchesProviderPart(before, filter) ? 1 : 0);

/**
 * Applies a review's change to the site's cached lists and counts. `after`: the review as the
 * provider answered (null: deleted); `before`: the review as the panel showed it, when known (the
 * counts can only be moved from a known before: without it they wait for the quiet refresh).
 */
export function learnReviewChange(
  queryClient: QueryClient,
  siteId: string,
  change: { id: string; before: ReviewSummary | undefined; after: ReviewSummary | null },
): void {
  const { id, before } = change;
  // The write's answer doesn't say who the author is (member or visitor): the card already knew.
  const after = change.after && before ? { ...change.after, authorType: before.authorType } : change.after;
  for (const q of queriesOf(queryClient, siteId, 'desk')) {
    const changed = pageAfter(q.state.data as DeskPage, paramsOf(q).filter ?? {}, id, after);
    if (!changed) continue;
    const stored = queryClient.setQueryData<DeskPage>(q.queryKey, changed.page, keepAge(q));
    // Kept by the data the cache holds (its structural sharing may store a copy of what it was given).
    if (stored) leftPages.set(stored, changed.left);
  }
  if (!before) return;
  const moved = (filter: ReviewFilter) => countDelta(before, after, filter);
  for (const q of queriesOf(queryClient, siteId, 'count')) {
    const delta = moved(paramsOf(q).filter ?? {});
    if (delta !== 0)
      queryClient.setQueryData<DeskCount>(
        q.queryKey,
        (c) => c && { ...c, count: Math.max(0, c.count + delta) },
        keepAge(q),
      );
  }
  const pendingDelta = moved(PENDING_FILTER);
  if (pendingDelta !== 0)
    for (const q of queriesOf(queryClient, siteId, 'pendingCount'))
      queryClient.setQueryData<{ count: number }>(
        q.queryKey,
        (c) => c && { count: Math.max(0, c.count + pendingDelta) },
        keepAge(q),
      );
  const stars = before.rating;
  if (stars === null || stars < 1 || stars > 5) return;
  for (const q of queriesOf(queryClient, siteId, 'ratings')) {
    const delta = moved(paramsOf(q).filter ?? {});
    if (delta === 0) continue;
    queryClient.setQueryData<RatingSummary>(
      q.queryKey,
      (s) => {
        if (!s) return s;
        const counts = s.counts.map((n, i) => (i === stars - 1 ? Math.max(0, n + delta) : n));
        return { ...s, counts: counts as RatingSummary['counts'] };
      },
      keepAge(q),
    );
  }
}

/** After a review write of this panel (its answer learnt): what is on screen is read again once writes go quiet. */
export const refreshReviewsWhenQuiet = (queryClient: QueryClient, siteId: string): void =>
  refreshWhenQuiet(queryClient, `reviews ${siteId}`, reviewsOfSite(siteId));

/**
 * A change made elsewhere (a live page, a queued change sent, another panel): learnt from what the
 * background tells of it when this panel shows the review, and read again once writes go quiet.
 */
export function learnOtherChange(queryClient: QueryClient, siteId: string, change: ReviewChange | undefined): void {
  const before = change && cachedReview(queryClient, siteId, change.id);
  if (change && before) {
    const after = 'deleted' in change ? null : { ...before, ...change };
    learnReviewChange(queryClient, siteId, { id: change.id, before, after });
  }
  refreshReviewsWhenQuiet(queryClient, siteId);
}
