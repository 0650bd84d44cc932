import type { ReviewSummary } from '../../messaging/reviews';
import type { SiteClient } from '../../provider/client';
import { MAX_QUERY_LIMIT, queryReviewPage, toReviewSummary } from '../../provider/reviews';
import { knownAuthorTypes } from '../reviews/review-names';

/** How many of the newest reviews a rule's preview is tried on: two provider pages. */
const PREVIEW_REVIEWS = 200;

/**
 * The site's newest reviews, whatever their status, for a rule's preview: at most two calls. Their
 * authors' kinds are those the site's names already know (the desk's cards read them), none read
 * here (that would cost a members query per 100 authors): the preview says where a rule's audience
 * could not be told.
 */
export async function recentReviews(siteId: string, client: SiteClient): Promise<ReviewSummary[]> {
  const reviews: ReviewSummary[] = [];
  let cursor: string | null = null;
  do {
    const page = await queryReviewPage(client, {
      filter: {},
      sort: [{ fieldName: 'createdDate', order: 'DESC' }],
      cursor,
      limit: MAX_QUERY_LIMIT,
    });
    reviews.push(...page.items.map((r) => toReviewSummary(r)));
    cursor = page.next;
  } while (cursor && reviews.length < PREVIEW_REVIEWS);
  const kinds = knownAuthorTypes(
    siteId,
    reviews.flatMap((r) => (r.authorContactId ? [r.authorContactId] : [])),
  );
  return reviews
    .slice(0, PREVIEW_REVIEWS)
    .map((r) => ({ ...r, authorType: (r.authorContactId && kinds[r.authorContactId]) || r.authorType }));
}
