// Checks a review form before anything is sent, with the provider's limits; each problem in words.
import { REVIEW_LIMITS, type ReviewContent } from '@/lib/messaging/review-collect';
import { formatNumber, t } from '@/lib/i18n';

export interface ReviewDraft {
  itemId: string;
  rating: number | null;
  title: string;
  body: string;
}

export type CheckedContent = { ok: true; content: ReviewContent } | { ok: false; problems: string[] };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function checkReviewDraft(d: ReviewDraft): CheckedContent {
  const problems: string[] = [];
  const itemId = d.itemId.trim();
  if (itemId === '') problems.push(t('reviewCollect.needItem'));
  else if (itemId.length > 36) problems.push(t('reviewRequests.itemTooLong'));
  if (d.rating === null) problems.push(t('reviewCollect.needRating'));
  if (d.title.length > REVIEW_LIMITS.title)
    problems.push(t('reviewCollect.titleTooLong', { max: formatNumber(REVIEW_LIMITS.title) }));
  if (d.body.length > REVIEW_LIMITS.body)
    problems.push(t('reviewCollect.bodyTooLong', { max: formatNumber(REVIEW_LIMITS.body) }));
  if (problems.length > 0 || d.rating === null) return { ok: false, problems };
  return { ok: true, content: { itemId, rating: d.rating, title: d.title, body: d.body } };
}

/** The customer's name and email (for a review added on their behalf). */
export function checkReviewer(name: string, email: string): string[] {
  const problems: string[] = [];
  if (name.trim() === '') problems.push(t('reviewCollect.needName'));
  else if (name.trim().length > REVIEW_LIMITS.authorName)
    problems.push(t('reviewCollect.nameTooLong', { max: formatNumber(REVIEW_LIMITS.authorName) }));
  if (!EMAIL.test(email.trim())) problems.push(t('reviewCollect.needEmail'));
  return problems;
}
