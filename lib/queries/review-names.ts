import { queryOptions } from '@tanstack/react-query';
import { itemKey, type AuthorType, type ReviewedItem, type ReviewNames } from '../messaging/reviews';
import { isTransient } from './query-client';
import { sendAdmin } from './send';

// The names a review's card shows besides the review (its author's kind, the reviewed store product),
// for lists that do not carry them (the all-sites inbox). A card asks once it is drawn in view; the asks
// of the same moment go as one message per site, which the background answers from the names it keeps
// (read from the provider only for ids it does not know: lib/service/reviews/review-names.ts).

/** What one card names: null where nothing is named (no contact, not a store product, a product gone). */
export interface CardNames {
  authorType: AuthorType | null;
  item: ReviewedItem | null;
}

/** Asks gathered this long, so the cards that come into view together cost one message per site. */
const GATHER_MS = 20;
/** Ids of a kind per message (what the provider reads at once). */
const PER_MESSAGE = 100;

interface Ask {
  contactId: string | null;
  productId: string | null;
  done: (names: ReviewNames) => void;
  failed: (error: unknown) => void;
}

const gathered = new Map<string, Ask[]>();

function sendGathered(siteId: string): void {
  const asks = gathered.get(siteId) ?? [];
  gathered.delete(siteId);
  // Each ask names at most one contact and one product: a message per PER_MESSAGE asks stays in bounds.
  for (let i = 0; i < asks.length; i += PER_MESSAGE) {
    const part = asks.slice(i, i + PER_MESSAGE);
    const ids = (pick: (a: Ask) => string | null) => [...new Set(part.map(pick).filter((id) => id !== null))];
    sendAdmin('reviews.names', {
      siteId,
      contactIds: ids((a) => a.contactId),
      productIds: ids((a) => a.productId),
    }).then(
      (names) => part.forEach((a) => a.done(names)),
      (error: unknown) => part.forEach((a) => a.failed(error)),
    );
  }
}

function askNames(siteId: string, contactId: string | null, productId: string | null): Promise<ReviewNames> {
  return new Promise((done, failed) => {
    const asks = gathered.get(siteId);
    if (asks) asks.push({ contactId, productId, done, failed });
    else {
      gathered.set(siteId, [{ contactId, productId, done, failed }]);
      setTimeout(() => sendGathered(siteId), GATHER_MS);
    }
  });
}

export const reviewNameKeys = {
  all: ['reviewNames'] as const,
  card: (siteId: string, contactId: string | null, productId: string | null) =>
    ['reviewNames', 'card', { siteId, contactId, productId }] as const,
};

/** The ids a review's card needs names for (none: nothing to ask). */
export function namedIds(review: { authorContactId: string | null; namespace: string; entityId: string }) {
  return {
    contactId: review.authorContactId,
    productId: review.namespace === 'stores' ? review.entityId : null,
  };
}

/**
 * Names are asked again for as long as the failure is one a later try can get past (no answer, a 429,
 * a 5xx), each after the panel's read back-off (the 429's Retry-After, else doubling up to 30 s): a
 * card leaves a name unsaid while it is pending, so giving up would leave it unsaid for good. A
 * refusal (4xx) stops at once. The background reads only the ids it does not know yet, so a retry
 * costs the read that failed and nothing more.
 */
export function shouldRetryNames(_failureCount: number, error: unknown): boolean {
  return isTransient(error);
}

/**
 * One card's names. They change rarely and the background keeps them: never stale here. Give
 * `enabled: false` until the card is in view (and when `namedIds` has none).
 */
export const cardNamesOptions = (siteId: string, contactId: string | null, productId: string | null) =>
  queryOptions({
    queryKey: reviewNameKeys.card(siteId, contactId, productId),
    queryFn: async (): Promise<CardNames> => {
      const names = await askNames(siteId, contactId, productId);
      return {
        authorType: (contactId && names.authorTypes[contactId]) || null,
        item: (productId && names.items[itemKey('stores', productId)]) || null,
      };
    },
    staleTime: Infinity,
    retry: shouldRetryNames,
  });
