import { matchQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { DeskPage, ReviewSummary } from '../messaging/reviews';
import { reviewKeys } from './reviews';
import { siteQueries } from './learn-lists';

/** Every review of the site the desk's cached pages hold now, once each (the newest copy wins). */
const deskPages = (siteId: string) => siteQueries([...reviewKeys.all, 'desk'], siteId);

function readReviews(queryClient: ReturnType<typeof useQueryClient>, siteId: string): ReviewSummary[] {
  const byId = new Map<string, ReviewSummary>();
  const filters = deskPages(siteId);
  for (const [, page] of queryClient.getQueriesData<DeskPage>(filters))
    for (const review of page?.reviews ?? []) byId.set(review.id, review);
  return [...byId.values()];
}

const signature = (reviews: readonly ReviewSummary[]) =>
  reviews.map((r) => `${r.id}:${r.createdDate}:${r.replyDate}:${r.reply === null}`).join('|');

/**
 * The reviews of a site the desk has read (its cached pages, whatever their filter), kept current as
 * pages are read and writes' answers change them: what a figure about them needs, without a call.
 */
export function useReadReviews(siteId: string): ReviewSummary[] {
  const queryClient = useQueryClient();
  const [reviews, setReviews] = useState(() => readReviews(queryClient, siteId));
  useEffect(() => {
    // Read again for what changed since the first render (or another site): kept when the same, so
    // what is figured from it is not figured again.
    const first = readReviews(queryClient, siteId);
    let last = signature(first);
    setReviews((shown) => (signature(shown) === last ? shown : first));
    const filters = deskPages(siteId);
    // Only the site's desk pages: the cache's other events (a card's names, its rules) change none of them.
    return queryClient.getQueryCache().subscribe((event) => {
      if (!matchQuery(filters, event.query)) return;
      const now = readReviews(queryClient, siteId);
      const next = signature(now);
      if (next === last) return;
      last = next;
      setReviews(now);
    });
  }, [queryClient, siteId]);
  return reviews;
}
