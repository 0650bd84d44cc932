import { readableError } from '../ui/error-words';
import { isQueued, type QueuedAnswer } from '../messaging/wire/queued';
import { actionsOn } from '../ui/review-actions';
import type { ReviewSummary } from '../messaging/reviews';
import type { FrameSavedReplies } from '../messaging/saved-replies';
import { t } from '../i18n';
import { BASE_STYLE, el, replyForm } from './dom';
import type { Surface } from './frame-surface';
import { editingReply, word } from './live-actions';
import { SAVED_REPLY_STYLE, savedReplyList } from './saved-reply-list';

/** The reply frame's document: the editor under a shown review's controls. */
export const REPLY_STYLE = `
  html, body { margin: 0; padding: 0; background: transparent; }
  body { font: 12px/1.4 system-ui, sans-serif; color: #222; }
  .box { border: 1px solid #c7c7d9; border-radius: 8px; background: #f7f7fc; padding: 6px 8px; }
  .about { display: block; overflow-wrap: anywhere; color: #444; }
  ${BASE_STYLE}
  ${SAVED_REPLY_STYLE}
  @media (prefers-color-scheme: dark) { body { color: #f3f4f6; } .box { background: #111827; border-color: #374151; } .about { color: #d1d5db; } }
`;

/** The declared reply action (lib/ui/review-actions.ts), as a live page offers it. */
const REPLY = actionsOn('page').find((a) => a.runs === 'text')!;

export interface ReplyCalls {
  /** Saves the reply as an edit of `previous` (the reply shown; null: none). */
  save: (message: string, previous: string | null) => Promise<ReviewSummary | QueuedAnswer>;
  close: () => Promise<unknown>;
  /** The account's saved replies for this review, from the background by the editor's ticket. */
  savedReplies: () => Promise<FrameSavedReplies>;
}

/**
 * The reply editor of one shown review, in the live page's frame: what the page's script can't read
 * or listen to. It names the review (its author and first words, as the background answered), opens
 * with the reply it has, and on a reply changed meanwhile says so and keeps the admin's text.
 */
export function createReplyView(
  review: { author: string; excerpt: string; reply: string | null },
  calls: ReplyCalls,
  { root, error, onClick }: Surface,
): void {
  let known = review.reply;
  const about = el('span', {
    className: 'about',
    textContent: t('live.replyTo', { author: review.author || word('common.anonymous'), excerpt: review.excerpt }),
  });
  const form = replyForm({ label: word('live.replyLabel'), save: word('live.sendReply'), cancel: word('live.cancel') });
  const saved = savedReplyList(form.area, calls.savedReplies, error);
  // Beside the editor's own buttons, the list under the text it fills.
  form.area.after(saved.list);
  form.save.before(saved.open);
  root.append(el('div', { className: 'box' }, about, form.form, error));
  form.open(known ?? '');
  const send = editingReply(
    (_action, text, previous) => calls.save(text ?? '', previous),
    () => known,
    (now) => (known = now),
  );
  onClick(form.save, () => {
    const message = form.area.value.trim();
    if (!message) return;
    form.save.disabled = true;
    error.textContent = '';
    void send(REPLY, message)
      // Sent, the page is told and closes the editor; waiting in the offline queue, the editor says so.
      .then((answer) => isQueued(answer) && (error.textContent = word('queue.mark')))
      .catch((e: unknown) => (error.textContent = readableError(e)))
      .finally(() => (form.save.disabled = false));
  });
  form.cancel.addEventListener('click', () => void calls.close());
}
