import { plural, t } from '../i18n';
import type { ModerationDecision, ReviewSummary } from '../messaging/reviews';
import { BASE_STYLE, button, el, replyForm } from './dom';
import { shadowHost } from './moderate-buttons';

const STYLE = (floating: boolean) => `
  :host { all: initial !important; display: block !important; margin: 8px 0 !important; font: 13px/1.4 system-ui, sans-serif !important; color: #222 !important; }
  ${floating ? ':host { position: fixed !important; left: 12px !important; bottom: 12px !important; z-index: 2147483647 !important; max-width: 420px !important; }' : ''}
  .box { border: 1px solid #c7c7d9; border-radius: 8px; background: #f7f7fc; padding: 6px 8px; }
  .toggle { font-weight: 600; }
  .head { display: flex; gap: 6px; flex-wrap: wrap; align-items: center; justify-content: space-between; }
  ul { list-style: none; margin: 6px 0 0; padding: 0; max-height: 60vh; overflow: auto; }
  li { border-top: 1px solid #ddd; padding: 6px 0; }
  .stars { color: #b7791f; } .author { font-weight: 600; } .title { font-weight: 600; display: block; }
  .body { display: block; white-space: pre-line; overflow-wrap: anywhere; max-height: 8em; overflow: hidden; }
  .row { display: flex; gap: 4px; flex-wrap: wrap; align-items: center; margin-top: 4px; }
  ${BASE_STYLE}
  @media (prefers-color-scheme: dark) { :host { color: #f3f4f6 !important; } .box { background: #111827; border-color: #374151; } }
`;

export interface StripCalls {
  moderate: (reviewId: string, status: ModerationDecision) => Promise<unknown>;
  reply: (reviewId: string, message: string) => Promise<unknown>;
  openDesk: () => Promise<unknown>;
  /** Opens the panel's "write a review" form for the item. */
  writeReview: () => Promise<unknown>;
}

export interface ReviewStrip {
  host: HTMLElement;
  update: (pending: readonly ReviewSummary[], morePending: boolean) => void;
}

const stars = (rating: number | null) => {
  const n = Math.max(0, Math.min(5, Math.round(rating ?? 0)));
  return '★'.repeat(n) + '☆'.repeat(5 - n);
};
const readable = (e: unknown) => (e instanceof Error ? e.message : String(e));

/**
 * "N reviews of this item wait for moderation", next to the item's reviews widget (or floating when no
 * widget is recognised), in its own closed shadow root. It opens in place to approve, reject or reply
 * to each, and links to the desk filtered to the item. "Write a review" (shown with or without pending
 * reviews) opens the panel's form for the item. Review text is set as text only.
 */
export function createReviewStrip(calls: StripCalls, floating: boolean): ReviewStrip {
  const { host, root, error, onClick } = shadowHost('div', 'strip', STYLE(floating), true);
  const toggle = button('', 'toggle');
  toggle.setAttribute('aria-expanded', 'false');
  const write = button(t('live.writeReview'), 'write');
  const list = el('ul');
  const more = el('p', { textContent: t('live.morePending') });
  const desk = button(t('live.openDesk'));
  const panel = el('div', {}, list, more, desk);
  panel.hidden = true;
  const box = el('div', { className: 'box' }, el('div', { className: 'head' }, toggle, write), panel, error);
  box.setAttribute('role', 'region');
  box.setAttribute('aria-label', t('live.stripLabel'));
  root.append(box);

  let waiting = 0;
  const label = () => (toggle.textContent = plural('live.waiting', waiting));
  onClick(toggle, () => {
    panel.hidden = !panel.hidden;
    toggle.setAttribute('aria-expanded', String(!panel.hidden));
  });
  onClick(desk, () => void calls.openDesk().catch((e: unknown) => (error.textContent = readable(e))));
  onClick(write, () => {
    error.textContent = '';
    void calls.writeReview().catch((e: unknown) => (error.textContent = readable(e)));
  });

  // Each text looked up once for all the entries (every lookup is a call into the browser).
  const words = {
    approve: t('reviews.approve'),
    reject: t('reviews.reject'),
    reply: t('live.reply'),
    form: { label: t('live.replyLabel'), save: t('live.sendReply'), cancel: t('live.cancel') },
    anonymous: t('common.anonymous'),
  };
  const entry = (r: ReviewSummary) => {
    const state = el('span', { className: 'state' });
    state.setAttribute('role', 'status');
    const approve = button(words.approve);
    const reject = button(words.reject);
    const replyButton = button(words.reply);
    const reply = replyForm(words.form);
    const buttons = [approve, reject, replyButton, reply.save];
    const starText = el('span', { className: 'stars', textContent: stars(r.rating) });
    starText.setAttribute('aria-label', t('reviews.starsLabel', { rating: String(r.rating ?? 0) }));
    const li = el(
      'li',
      {},
      starText,
      document.createTextNode(' '),
      el('span', { className: 'author', textContent: r.authorName || words.anonymous }),
      el('span', { className: 'title', textContent: r.title }),
      el('span', { className: 'body', textContent: r.body }),
      el('div', { className: 'row' }, approve, reject, replyButton, state),
      reply.form,
    );
    li.dataset.reviewId = r.id;
    const act = async (work: () => Promise<string>, done?: () => void) => {
      for (const b of buttons) b.disabled = true;
      error.textContent = '';
      try {
        state.textContent = await work();
        done?.();
      } catch (e) {
        error.textContent = readable(e);
      } finally {
        for (const b of buttons) b.disabled = false;
      }
    };
    const decide = (status: ModerationDecision) =>
      void act(
        async () => {
          await calls.moderate(r.id, status);
          return status === 'APPROVED' ? t('live.approved') : t('live.rejected');
        },
        () => {
          approve.remove();
          reject.remove();
          waiting = Math.max(0, waiting - 1);
          label();
        },
      );
    onClick(approve, () => decide('APPROVED'));
    onClick(reject, () => decide('REJECTED'));
    onClick(replyButton, () => reply.open());
    onClick(reply.save, () => {
      const text = reply.area.value.trim();
      if (text) void act(async () => (await calls.reply(r.id, text), t('live.replied')), reply.close);
    });
    return li;
  };

  return {
    host,
    update(pending, morePending) {
      waiting = pending.length;
      label();
      more.hidden = !morePending;
      list.replaceChildren(...pending.map(entry));
      // With nothing waiting, only "Write a review" shows.
      toggle.hidden = pending.length === 0;
      if (pending.length === 0) {
        panel.hidden = true;
        toggle.setAttribute('aria-expanded', 'false');
      }
    },
  };
}
