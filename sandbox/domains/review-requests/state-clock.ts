// The review request state clock (pure): what happens to a SCHEDULED request when its send date
// has come on the site's clock. The provider does not show its rules (docs/product.md §4.4); these are the
// sandbox's, chosen so every state and every failure reason of docs/product.md §3.4 can be reached:
// - no such contact, or no email address → FAILED, ACTIVATION_FAILED
// - email marked BOUNCED (or a spam complaint) → FAILED, BOUNCED
// - email unsubscribed, or its deliverability INACTIVE → FAILED, SUBSCRIPTION_INACTIVE
// - otherwise → SENT (not opened yet)
import type { RecipientEmail } from './store.ts';
import type { FailureReason, ReviewRequestDoc } from './review-request-doc.ts';

export type SendOutcome = { status: 'SENT' } | { status: 'FAILED'; reason: FailureReason; message: string };

export function sendOutcome(recipient: RecipientEmail | undefined): SendOutcome {
  if (!recipient)
    return { status: 'FAILED', reason: 'ACTIVATION_FAILED', message: 'The recipient contact does not exist.' };
  if (!recipient.email)
    return { status: 'FAILED', reason: 'ACTIVATION_FAILED', message: 'The recipient contact has no email address.' };
  if (recipient.deliverabilityStatus === 'BOUNCED' || recipient.deliverabilityStatus === 'SPAM_COMPLAINT') {
    return { status: 'FAILED', reason: 'BOUNCED', message: `Emails to ${recipient.email} bounce.` };
  }
  if (recipient.subscriptionStatus === 'UNSUBSCRIBED' || recipient.deliverabilityStatus === 'INACTIVE') {
    return {
      status: 'FAILED',
      reason: 'SUBSCRIPTION_INACTIVE',
      message: `${recipient.email} is unsubscribed from emails.`,
    };
  }
  return { status: 'SENT' };
}

/** Whether the request is due at `now` (only SCHEDULED requests move on their own). */
export const isDue = (doc: ReviewRequestDoc, now: Date): boolean =>
  doc.status === 'SCHEDULED' && Date.parse(doc.sendDate) <= now.getTime();

/** The request after sending was tried at `now`. */
export function applyOutcome(doc: ReviewRequestDoc, outcome: SendOutcome, now: Date): ReviewRequestDoc {
  const { sentOptions: _s, failedOptions: _f, ...rest } = doc;
  const base = { ...rest, revision: String(Number(doc.revision) + 1), updatedDate: now.toISOString() };
  return outcome.status === 'SENT'
    ? { ...base, status: 'SENT', sentOptions: { opened: false } }
    : { ...base, status: 'FAILED', failedOptions: { reason: outcome.reason, message: outcome.message } };
}

/** The request after an admin canceled it (only SCHEDULED ones can be). */
export function cancel(doc: ReviewRequestDoc, now: Date): ReviewRequestDoc {
  return { ...doc, status: 'CANCELED', revision: String(Number(doc.revision) + 1), updatedDate: now.toISOString() };
}
