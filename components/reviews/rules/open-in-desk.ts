import type { ReviewSummary } from '@/lib/messaging/reviews';
import { replaceHash } from '../../common/useHashParam';
import { hashWithDeskState } from '../useDeskFilter';

/**
 * Opens this site's desk on one review: the desk has no filter by id, so it is found by its author
 * (else its first words) on the day it was written, whatever its status.
 */
export function openReviewInDesk(review: Pick<ReviewSummary, 'authorContactId' | 'createdDate' | 'title' | 'body'>) {
  const day = review.createdDate?.slice(0, 10);
  const words = (review.title || review.body).trim().split(/\s+/).slice(0, 3).join(' ');
  const filter = {
    statuses: [],
    ...(day && { from: day, to: day }),
    ...(review.authorContactId ? { contactId: review.authorContactId } : { text: words }),
  };
  const p = new URLSearchParams(window.location.hash.slice(1));
  p.delete('reviews.scope');
  p.delete('reviews.rule');
  replaceHash(hashWithDeskState(`#${p.toString()}`, filter, 'newest'));
}
