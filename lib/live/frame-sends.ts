import type { ReviewActionId } from '../ui/review-actions';
import type { QueuedAnswer } from '../messaging/wire/queued';
import type { ReviewSummary } from '../messaging/reviews';
import { sendFrame } from './send-page';

type FrameSend = (reviewId: string, text: string, previous: string | null) => Promise<ReviewSummary | QueuedAnswer>;

/**
 * What each action a live page's frame offers (lib/ui/review-actions.ts) sends, by the
 * frame's ticket: the frame API's messages. A reply names the reply the frame showed (`previous`).
 */
export const frameSends = (ticket: string): Partial<Record<ReviewActionId, FrameSend>> => ({
  approve: (reviewId) => sendFrame('frame.moderate', { ticket, reviewId, status: 'APPROVED' }),
  reject: (reviewId) => sendFrame('frame.moderate', { ticket, reviewId, status: 'REJECTED' }),
  reply: (reviewId, message, previous) => sendFrame('frame.reply', { ticket, reviewId, message, previous }),
});
