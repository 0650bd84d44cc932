// A new review request doc from a caller's input (create and bulk create).
import { randomUUID } from 'node:crypto';
import { applicationError } from '../../http/errors.ts';
import type { RequestedBy, ReviewRequestDoc } from './review-request-doc.ts';
import type { ReviewRequestInput } from './schemas.ts';

/** The sandbox has no e-commerce orders, so any order id is unknown. */
export function newReviewRequest(input: ReviewRequestInput, requestedBy: RequestedBy, now: Date): ReviewRequestDoc {
  if (input.order?.id)
    throw applicationError(404, 'ORDER_NOT_FOUND', `Order ${input.order.id} not found`, { orderId: input.order.id });
  if (!input.items || input.items.length === 0) {
    throw applicationError(
      400,
      'EITHER_ORDER_OR_ITEMS_REQUIRED',
      'A review request needs an order or at least one item',
    );
  }
  const iso = now.toISOString();
  return {
    id: randomUUID(),
    revision: '1',
    createdDate: iso,
    updatedDate: iso,
    // Without a send date the request goes out as soon as the site's clock allows (now).
    sendDate: input.sendDate ? new Date(input.sendDate).toISOString() : iso,
    namespace: input.namespace ?? 'stores',
    items: input.items.map((i) => ({ catalogItemId: i.catalogItemId })),
    recipient: { contactId: input.recipient.contactId },
    communicationChannel: 'EMAIL',
    status: 'SCHEDULED',
    ...(input.automationActivationId && { automationActivationId: input.automationActivationId }),
    requestedBy,
  };
}
