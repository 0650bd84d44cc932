import type { contacts } from '@wix/crm';
import type { reviewRequests } from '@wix/reviews';
import {
  EmailSubscription,
  type CancelScope,
  type ContactMatch,
  type FailureReason,
  type ReviewRequestPage,
  type ReviewRequestStatus,
  type ReviewRequestStatusFilter,
  type ReviewRequestSummary,
} from '../messaging/review-requests';
import type { SiteClient } from './client';
import { iso } from './convert';

type ReviewRequest = reviewRequests.ReviewRequest;
type Contact = contacts.Contact;
const PAGE_SIZE = 20;
/** Wix Stores: the only catalog Wix Reviews fully supports for requests. */
const NAMESPACE = 'stores';

const contactName = (c: Contact | undefined): string | null => {
  if (!c) return null;
  return [c.info?.name?.first, c.info?.name?.last].filter(Boolean).join(' ') || null;
};

export function toReviewRequestSummary(r: ReviewRequest, contact?: Contact): ReviewRequestSummary {
  return {
    id: r._id ?? '',
    status: (r.status ?? 'UNKNOWN_REVIEW_REQUEST_STATUS') as ReviewRequestStatus,
    sendDate: iso(r.sendDate),
    createdDate: iso(r._createdDate),
    itemIds: (r.items ?? []).flatMap((i) => (i.catalogItemId ? [i.catalogItemId] : [])),
    contactId: r.recipient?.contactId ?? '',
    recipientName: contactName(contact),
    recipientEmail: contact?.primaryInfo?.email ?? null,
    failureReason:
      r.status === 'FAILED' ? ((r.failedOptions?.reason ?? 'UNKNOWN_FAILURE_REASON') as FailureReason) : null,
    failureMessage: r.status === 'FAILED' ? (r.failedOptions?.message ?? null) : null,
    opened: r.status === 'SENT' ? (r.sentOptions?.opened ?? null) : null,
  };
}

/** The recipients of a page of requests, by contact id (one contacts query; unknown ones are left out). */
async function contactsById(client: SiteClient, ids: string[]): Promise<Map<string, Contact>> {
  const unique = [...new Set(ids.filter(Boolean))];
  if (unique.length === 0) return new Map();
  const result = await client.contacts.queryContacts().in('_id', unique).limit(unique.length).find();
  return new Map(result.items.flatMap((c) => (c._id ? [[c._id, c] as const] : [])));
}

/** Requests newest first, optionally of one status. A cursor (from a previous page) carries filter and sort. */
export async function listReviewRequests(
  client: SiteClient,
  status: ReviewRequestStatusFilter | null | undefined,
  cursor?: string | null,
): Promise<ReviewRequestPage> {
  const base = client.reviewRequests.queryReviewRequests().limit(PAGE_SIZE);
  const query = cursor ? base.skipTo(cursor) : (status ? base.eq('status', status) : base).descending('_createdDate');
  const result = await query.find();
  const recipients = await contactsById(
    client,
    result.items.map((r) => r.recipient?.contactId ?? ''),
  );
  return {
    requests: result.items.map((r) => toReviewRequestSummary(r, recipients.get(r.recipient?.contactId ?? ''))),
    nextCursor: result.cursors.next ?? null,
  };
}

export async function scheduleReviewRequest(
  client: SiteClient,
  input: { contactId: string; itemId: string; sendDate: string },
): Promise<ReviewRequestSummary> {
  const created = await client.reviewRequests.createReviewRequest({
    communicationChannel: 'EMAIL',
    namespace: NAMESPACE,
    recipient: { contactId: input.contactId },
    items: [{ catalogItemId: input.itemId }],
    sendDate: new Date(input.sendDate),
  });
  // The recipient's name only decorates the answer: once the request is created, a failed lookup
  // must not turn the write into a failure (a 429 there would have the panel send it again).
  const recipients = await contactsById(client, [input.contactId]).catch(() => new Map<string, Contact>());
  return toReviewRequestSummary(created, recipients.get(input.contactId));
}

/**
 * The request for this contact and item with this send date created since `since`, if any: where a
 * schedule whose answer was lost is looked for.
 */
export async function findScheduledRequest(
  client: SiteClient,
  input: { contactId: string; itemId: string; sendDate: string },
  since: Date,
): Promise<ReviewRequestSummary | null> {
  const result = await client.reviewRequests
    .queryReviewRequests()
    .eq('recipient.contactId', input.contactId)
    .hasSome('items.catalogItemId', [input.itemId])
    .ge('_createdDate', since)
    .descending('_createdDate')
    .limit(PAGE_SIZE)
    .find();
  const wanted = Date.parse(input.sendDate);
  const landed = result.items.find((r) => r.sendDate && new Date(r.sendDate).getTime() === wanted);
  if (!landed) return null;
  const recipients = await contactsById(client, [input.contactId]).catch(() => new Map<string, Contact>());
  return toReviewRequestSummary(landed, recipients.get(input.contactId));
}

/**
 * Requests for this contact and item with this send date, still scheduled, made since `since`, other
 * than `keptId`: copies of one schedule that the browser made by sending it again.
 */
export async function scheduledCopies(
  client: SiteClient,
  input: { contactId: string; itemId: string; sendDate: string },
  keptId: string,
  since: Date,
): Promise<string[]> {
  const result = await client.reviewRequests
    .queryReviewRequests()
    .eq('recipient.contactId', input.contactId)
    .eq('status', 'SCHEDULED')
    .hasSome('items.catalogItemId', [input.itemId])
    .ge('_createdDate', since)
    .limit(PAGE_SIZE)
    .find();
  const wanted = Date.parse(input.sendDate);
  return result.items.flatMap((r) =>
    r._id && r._id !== keptId && r.sendDate && new Date(r.sendDate).getTime() === wanted ? [r._id] : [],
  );
}

/**
 * Takes back one request nobody asked for: canceled (only a canceled request can be deleted), then
 * deleted so it leaves no trace in the admin's list. Both steps can be sent again safely.
 */
export async function withdrawRequest(client: SiteClient, id: string): Promise<void> {
  await client.reviewRequests.bulkCancelReviewRequestsByFilter({
    filter: cancelFilter({ kind: 'one', reviewRequestId: id }),
  });
  await client.reviewRequests.deleteReviewRequest(id);
}

/** The provider filter of a cancel scope: only SCHEDULED requests can be canceled. */
export function cancelFilter(scope: CancelScope): Record<string, unknown> {
  switch (scope.kind) {
    case 'one':
      return { id: scope.reviewRequestId, status: 'SCHEDULED' };
    case 'allScheduled':
      return { status: 'SCHEDULED' };
    case 'item':
      return { status: 'SCHEDULED', 'items.catalogItemId': { $hasSome: [scope.itemId] } };
  }
}

export async function countCancelable(client: SiteClient, scope: CancelScope): Promise<number> {
  const { count } = await client.reviewRequests.countReviewRequests({ filter: cancelFilter(scope) });
  return count ?? 0;
}

export async function cancelReviewRequests(client: SiteClient, scope: CancelScope): Promise<{ jobId: string }> {
  const { jobId } = await client.reviewRequests.bulkCancelReviewRequestsByFilter({ filter: cancelFilter(scope) });
  return { jobId: jobId ?? '' };
}

/** The primary email's subscription status, when it is one the panel knows (else left out). */
function subscriptionOf(c: Contact): { subscription?: EmailSubscription } {
  const parsed = EmailSubscription.safeParse(c.primaryEmail?.subscriptionStatus);
  return parsed.success ? { subscription: parsed.data } : {};
}

/** Contacts whose primary email starts with `email` (case as typed; emails are stored lowercase by most sites). */
export async function findContactsByEmail(client: SiteClient, email: string): Promise<ContactMatch[]> {
  const result = await client.contacts
    .queryContacts()
    .startsWith('primaryInfo.email', email.toLowerCase())
    .ascending('primaryInfo.email')
    .limit(10)
    .find();
  return result.items.flatMap((c) =>
    c._id && c.primaryInfo?.email
      ? [{ id: c._id, name: contactName(c) ?? '', email: c.primaryInfo.email, ...subscriptionOf(c) }]
      : [],
  );
}
