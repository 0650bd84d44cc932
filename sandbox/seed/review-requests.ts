// Demo review requests, from their own PRNG stream (so the rest of the seed stays as it was):
// requests in every state and with every failure reason. Two contacts with no request-worthy
// email state get their email marked BOUNCED, so "a bounced contact" exists on every demo site.
// SCHEDULED ones are due a year or more after the seed's base date, so a test that moves the
// sandbox clock by days never sends them.
import type { ContactDoc } from '../domains/contacts/contact-doc.ts';
import type {
  FailureReason,
  RequestedBy,
  ReviewRequestDoc,
  ReviewRequestStatus,
} from '../domains/review-requests/review-request-doc.ts';
import { isoDaysAgo, type Prng } from './prng.ts';

const FAILURE_MESSAGES: Record<Exclude<FailureReason, 'UNKNOWN_FAILURE_REASON'>, (email: string) => string> = {
  ACTIVATION_FAILED: () => 'The review request automation could not be activated.',
  BOUNCED: (email) => `Emails to ${email} bounce.`,
  SUBSCRIPTION_INACTIVE: (email) => `${email} is unsubscribed from emails.`,
};

/** Marks `n` contacts' emails BOUNCED (in place) and returns them. */
function bounceSome(rng: Prng, contacts: ContactDoc[], n: number): ContactDoc[] {
  const candidates = contacts.filter((c) => c.primaryEmail && c.primaryEmail.subscriptionStatus !== 'UNSUBSCRIBED');
  const out: ContactDoc[] = [];
  for (let i = 0; i < n && candidates.length > 0; i++) {
    const c = candidates.splice(rng.int(0, candidates.length - 1), 1)[0]!;
    c.primaryEmail = { ...c.primaryEmail!, deliverabilityStatus: 'BOUNCED' };
    out.push(c);
  }
  return out;
}

export function seedReviewRequests(
  rng: Prng,
  opts: { count: number; contacts: ContactDoc[]; productIds: string[]; requestedBy: RequestedBy },
): ReviewRequestDoc[] {
  const bounced = bounceSome(rng, opts.contacts, 2);
  const unsubscribed = opts.contacts.filter((c) => c.primaryEmail?.subscriptionStatus === 'UNSUBSCRIBED');
  const reachable = opts.contacts.filter(
    (c) => c.primaryEmail && c.primaryEmail.subscriptionStatus !== 'UNSUBSCRIBED' && !bounced.includes(c),
  );
  // The first five cover every state and reason; the rest are drawn by weight.
  const plan: { status: ReviewRequestStatus; reason?: FailureReason }[] = [
    { status: 'SCHEDULED' },
    { status: 'SENT' },
    { status: 'CANCELED' },
    { status: 'FAILED', reason: 'BOUNCED' },
    { status: 'FAILED', reason: 'SUBSCRIPTION_INACTIVE' },
    { status: 'FAILED', reason: 'ACTIVATION_FAILED' },
  ];
  while (plan.length < opts.count) {
    plan.push(
      rng.weighted([
        [{ status: 'SENT' as const }, 50],
        [{ status: 'SCHEDULED' as const }, 25],
        [{ status: 'CANCELED' as const }, 10],
        [{ status: 'FAILED' as const, reason: 'SUBSCRIPTION_INACTIVE' as const }, 15],
      ] as const),
    );
  }
  return plan.slice(0, opts.count).map(({ status, reason }) => {
    const pool = reason === 'BOUNCED' ? bounced : reason === 'SUBSCRIPTION_INACTIVE' ? unsubscribed : reachable;
    const contact = rng.pick(pool.length > 0 ? pool : opts.contacts);
    const age = rng.int(2, 120) + rng.next();
    const createdDate = isoDaysAgo(age);
    // Scheduled: due 1–2 years after the base date; the others were due a few days after creation.
    const sendDate =
      status === 'SCHEDULED' ? isoDaysAgo(-(365 + rng.int(0, 365))) : isoDaysAgo(Math.max(age - rng.int(1, 7), 0.5));
    const updatedDate =
      status === 'SCHEDULED' ? createdDate : status === 'CANCELED' ? isoDaysAgo(age * rng.next()) : sendDate;
    const email = contact.primaryEmail?.email ?? '';
    return {
      id: rng.guid(),
      revision: status === 'SCHEDULED' ? '1' : '2',
      createdDate,
      updatedDate,
      sendDate,
      namespace: 'stores',
      items: [{ catalogItemId: rng.pick(opts.productIds) }],
      recipient: { contactId: contact.id },
      communicationChannel: 'EMAIL',
      status,
      ...(status === 'SENT' && { sentOptions: { opened: rng.chance(0.4) } }),
      ...(status === 'FAILED' &&
        reason &&
        reason !== 'UNKNOWN_FAILURE_REASON' && { failedOptions: { reason, message: FAILURE_MESSAGES[reason](email) } }),
      requestedBy: opts.requestedBy,
    };
  });
}
