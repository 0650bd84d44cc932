// The moderation of a new review, for every way one is created ("Flow: Reviews and Moderation"): it
// is SUBMITTED, the site's enabled rules of its namespace (`reviews/<the review's namespace>`, so
// `reviews/stores` for store products) are checked on it, and no rule triggered → APPROVED, a REJECT
// rule → REJECTED, a NEEDS_MANUAL_APPROVAL rule → IN_MODERATION. When both kinds trigger, REJECT wins
// (the reference does not say; rejecting is the safer of the two). What the rules see: the title and
// body as text, the review's photos and videos, links in the text (never attachments: a review has
// none), the attribute `rating` (its number as text), and the author: the member whose contact
// wrote it, or a visitor.
import type { Db } from '../../db/open.ts';
import { authorByContactId } from '../moderation-rules/author.ts';
import { violationsOf } from '../moderation-rules/match.ts';
import type { Violation } from '../moderation-rules/rule-doc.ts';
import { enabledRules } from '../moderation-rules/store.ts';
import { hasLink, type ModerationSubject } from '../moderation-rules/subject.ts';
import type { ModerationStatus, ReviewDoc } from './review-doc.ts';

export const rulesNamespaceOf = (review: Pick<ReviewDoc, 'namespace'>): string => `reviews/${review.namespace}`;

function subjectOf(db: Db, siteId: string, review: ReviewDoc): ModerationSubject {
  const texts = [review.content.title, review.content.body].filter((t): t is string => t !== undefined);
  const media = review.content.media;
  return {
    texts,
    features: {
      images: media.some((m) => m.image !== undefined),
      videos: media.some((m) => m.video !== undefined),
      links: texts.some(hasLink),
      attachments: false,
    },
    attributes: [{ name: 'rating', value: String(review.content.rating) }],
    author: authorByContactId(db, siteId, review.author.contactId),
  };
}

export function statusFor(
  violations: readonly Violation[],
): Extract<ModerationStatus, 'APPROVED' | 'REJECTED' | 'IN_MODERATION'> {
  if (violations.some((v) => v.action.type === 'REJECT')) return 'REJECTED';
  if (violations.length > 0) return 'IN_MODERATION';
  return 'APPROVED';
}

/** The SUBMITTED review after the rules: its status set (not by hand), published once if approved. */
export function autoModerate(db: Db, siteId: string, review: ReviewDoc, now: Date): ReviewDoc {
  const violations = violationsOf(
    enabledRules(db, siteId, rulesNamespaceOf(review)),
    subjectOf(db, siteId, review),
    now,
  );
  const status = statusFor(violations);
  return {
    ...review,
    moderation: { moderationStatus: status, manuallyChanged: false },
    publishCount: review.publishCount + (status === 'APPROVED' ? 1 : 0),
  };
}
