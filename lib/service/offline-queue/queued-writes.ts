import type { QueuedWrite } from '../../messaging/wire/queued';
import { getContact, labelContact } from '../../provider/contacts';
import { reviewNow } from '../../provider/reviews';
import { clientForSite, connectionForSite } from '../connection/site-clients';
import { ServiceError } from '../infra/service-error';
import { moderateForSite, replyForSite } from '../reviews/moderate';

/** How a waiting change is checked and sent: the provider by default, fakes in tests. */
export interface QueueAgent {
  /** Whether the change is in place already (its earlier try landed though its answer was lost). */
  landed: (write: QueuedWrite) => Promise<boolean>;
  send: (write: QueuedWrite) => Promise<void>;
  /** The connected account a site's calls are made as now; null when no connected account has it. */
  owner: (siteId: string) => Promise<string | null>;
}

const GONE = new Set(['NOT_CONNECTED', 'SITE_NOT_CONNECTED']);

/**
 * Each kind of change sets a state, so its read-back is "is it already in that state?": the review's
 * status, the review's reply text, the contact's labels. Reads use the API key, as the panel's reads do,
 * in the write lane of the request budget (they decide a write: never held behind reads);
 * the sends go where the panel's writes go (moderate.ts: the app identity, the broadcast, the badge).
 */
export const providerAgent: QueueAgent = {
  landed: async (w) => {
    const client = await clientForSite(w.siteId, { lane: 'write' });
    if (w.kind === 'label') {
      const { labelKeys } = (await getContact(client, w.contactId)).contact;
      return w.add.every((k) => labelKeys.includes(k)) && !w.remove.some((k) => labelKeys.includes(k));
    }
    const review = await reviewNow(client, w.reviewId);
    if (!review) return false; // the send then gets the provider's own refusal, shown to the admin
    return w.kind === 'moderate' ? review.status === w.status : review.reply === w.message;
  },
  send: async (w) => {
    if (w.kind === 'moderate') await moderateForSite(w.siteId, null, w.reviewId, w.status);
    else if (w.kind === 'reply')
      await replyForSite(
        w.siteId,
        null,
        w.reviewId,
        w.message,
        w.previous !== undefined ? { previous: w.previous } : {},
      );
    else await labelContact(await clientForSite(w.siteId), w.contactId, w.add, w.remove);
  },
  owner: async (siteId) => {
    try {
      return (await connectionForSite(siteId)).accountId;
    } catch (e) {
      if (e instanceof ServiceError && GONE.has(e.data.code)) return null;
      throw e;
    }
  },
};
