import { MessageError } from './message-error';

// A live page's reply is an edit of the reply the page showed: the background refuses it when the
// review's reply changed since (written or edited in the panel, or in another tab), and tells the
// page the reply as it is now, so the page opens it for editing instead of replacing it blindly.
// No schema library here: the content script imports it.

/** The error code of that refusal (lib/service/reviews/moderate.ts). */
export const REPLY_CHANGED = 'REPLY_CHANGED';

/** The reply the review has now (null: none) when `e` is that refusal, else undefined. */
export function changedReply(e: unknown): string | null | undefined {
  const error = e instanceof MessageError ? e : e instanceof Error && e.cause instanceof MessageError ? e.cause : null;
  if (error?.data.code !== REPLY_CHANGED) return undefined;
  const reply = (error.data.details as { reply?: unknown } | null)?.reply;
  return typeof reply === 'string' ? reply : null;
}
