import { readableError as readable } from '../ui/error-words';
import { plural, t } from '../i18n';
import { actionsFor, actionsOn, labelOf, type ReviewState } from '../ui/review-actions';
import { isPending } from '../messaging/wire/review-status';
import type { ModerationRule } from '../messaging/moderation-rules';
import type { ReviewSummary } from '../messaging/reviews';
import { whyWaitingWords } from '../ui/rule-words';
import { BASE_STYLE, button, el, replyForm } from './dom';
import type { Surface } from './frame-surface';
import { editingReply, liveActions, word, type RunEdit } from './live-actions';

/** The strip's frame document (entrypoints/live-frame/): transparent around its box. */
export const STRIP_STYLE = `
  html, body { margin: 0; padding: 0; background: transparent; }
  body { font: 13px/1.4 system-ui, sans-serif; color: #222; }
  .box { border: 1px solid #c7c7d9; border-radius: 8px; background: #f7f7fc; padding: 6px 8px; }
  .toggle { font-weight: 600; }
  .head { display: flex; gap: 6px; flex-wrap: wrap; align-items: center; justify-content: space-between; }
  ul { list-style: none; margin: 6px 0 0; padding: 0; max-height: 60vh; overflow: auto; }
  li { border-top: 1px solid #ddd; padding: 6px 0; }
  .stars { color: #b7791f; } .author { font-weight: 600; } .title { font-weight: 600; display: block; }
  .body { display: block; white-space: pre-line; overflow-wrap: anywhere; max-height: 8em; overflow: hidden; }
  .why { display: block; margin-top: 2px; font-size: 12px; color: #444; }
  .row { display: flex; gap: 4px; flex-wrap: wrap; align-items: center; margin-top: 4px; }
  ${BASE_STYLE}
  @media (prefers-color-scheme: dark) { body { color: #f3f4f6; } .box { background: #111827; border-color: #374151; } .why { color: #d1d5db; } }
`;

export interface StripCalls {
  /** Sends one declared action of a review (lib/ui/review-actions.ts), a reply as an edit of `previous`. */
  run: (reviewId: string, ...action: Parameters<RunEdit>) => ReturnType<RunEdit>;
  openDesk: () => Promise<unknown>;
  /** Opens the panel's "write a review" form for the item. */
  writeReview: () => Promise<unknown>;
  /** Reads the site's moderation rules (one call), when the strip opens on waiting reviews whose rules aren't known. */
  rules: () => Promise<readonly ModerationRule[]>;
}

export interface ReviewStrip {
  /** `rules`: the site's rules when known, else null (read once the strip is open). */
  update: (pending: readonly ReviewSummary[], morePending: boolean, rules: readonly ModerationRule[] | null) => void;
}

const stars = (rating: number | null) => {
  const n = Math.max(0, Math.min(5, Math.round(rating ?? 0)));
  return '★'.repeat(n) + '☆'.repeat(5 - n);
};

/** The actions the strip can offer, in the order of their buttons. */
const OFFERED = actionsOn('strip');

/**
 * "N reviews of this item wait for moderation", in the live page's frame next to the item's reviews
 * widget (lib/live/frame-host.ts): the page's script can't read the unpublished reviews nor hear what
 * is typed. It opens in place to act on each with the declared actions that fit it (approve, reject,
 * reply; Undo for a while after a moderation), says why each waits (the site's rules tried on it, as
 * the desk does: known, or read once as the strip opens on waiting reviews), and links to the desk filtered to
 * the item. "Write a review" (shown with or without pending reviews) opens the panel's form for the
 * item. Text only.
 */
export function createReviewStrip(calls: StripCalls, { root, error, onClick }: Surface): ReviewStrip {
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
  /** The site's rules once known, and each waiting review's line saying why it waits. */
  let rules: readonly ModerationRule[] | null = null;
  const whyLines = new Set<() => void>();
  let readingRules = false;
  const drawWhyLines = () => {
    for (const draw of whyLines) draw();
  };
  /**
   * Reads the site's rules once the strip is open on waiting reviews and they are not known (one call
   * for all). A failure is said only when the admin asked ("Why is it waiting?"): opening the strip
   * did not ask for an error (the site may let only a Wix app read its rules).
   */
  const readRules = (asked = false) => {
    if (rules || readingRules || panel.hidden || waiting === 0) return;
    readingRules = true;
    drawWhyLines();
    void calls
      .rules()
      .then((now) => (rules = now))
      .catch((e: unknown) => {
        if (asked) error.textContent = readable(e);
      })
      .finally(() => {
        readingRules = false;
        drawWhyLines();
      });
  };
  onClick(toggle, () => {
    panel.hidden = !panel.hidden;
    toggle.setAttribute('aria-expanded', String(!panel.hidden));
    readRules();
  });
  onClick(desk, () => void calls.openDesk().catch((e: unknown) => (error.textContent = readable(e))));
  onClick(write, () => {
    error.textContent = '';
    void calls.writeReview().catch((e: unknown) => (error.textContent = readable(e)));
  });

  const entry = (r: ReviewSummary) => {
    const state = el('span', { className: 'state' });
    state.setAttribute('role', 'status');
    const buttons = OFFERED.map((a) => button(word(a.label)));
    const reply = replyForm({
      label: word('live.replyLabel'),
      save: word('live.sendReply'),
      cancel: word('live.cancel'),
    });
    const starText = el('span', { className: 'stars', textContent: stars(r.rating) });
    starText.setAttribute('aria-label', t('reviews.starsLabel', { rating: String(r.rating ?? 0) }));
    const row = el('div', { className: 'row' }, ...buttons, state);
    const why = el('span', { className: 'why' });
    const ask = button(word('rules.why.ask'));
    const li = el(
      'li',
      {},
      starText,
      document.createTextNode(' '),
      el('span', { className: 'author', textContent: r.authorName || word('common.anonymous') }),
      el('span', { className: 'title', textContent: r.title }),
      el('span', { className: 'body', textContent: r.body }),
      why,
      row,
      reply.form,
    );
    li.dataset.reviewId = r.id;
    let current: ReviewState = { status: r.status, replied: r.reply !== null };
    let replyText = r.reply;
    const drawWhy = () => {
      why.hidden = !isPending(current.status);
      if (rules) why.textContent = whyWaitingWords(rules, r);
      else if (readingRules) why.textContent = word('rules.why.reading');
      else why.replaceChildren(ask); // after a failed read: asked again by a click
    };
    whyLines.add(drawWhy);
    onClick(ask, () => readRules(true));
    const show = (next: ReviewState) => {
      current = next;
      drawWhy();
      const fit = actionsFor(next, 'strip');
      OFFERED.forEach((a, i) => {
        const b = buttons[i]!;
        b.hidden = !fit.includes(a);
        b.textContent = word(labelOf(a, next));
      });
    };
    show(current);
    const act = liveActions({
      run: editingReply(
        (action, text, previous) => calls.run(r.id, action, text, previous),
        () => replyText,
        (now) => {
          replyText = now;
          show({ ...current, replied: now !== null });
        },
      ),
      buttons: [...buttons, reply.save],
      error,
      placeUndo: (undo) => state.before(undo),
      onClick,
      done: (review, action) => {
        // A decision takes the review out of the waiting ones (an Undo or a second decision doesn't count again).
        if (isPending(current.status) && !isPending(review.status)) {
          waiting = Math.max(0, waiting - 1);
          label();
        }
        replyText = review.reply;
        show({ status: review.status, replied: review.reply !== null });
        state.textContent = action.pageDone ? word(action.pageDone) : '';
      },
      // Waiting in the offline queue: the state it will have, said to be waiting to be sent.
      waiting: (action) => {
        if (action.decision) show({ ...current, status: action.decision });
        state.textContent = word('queue.mark');
      },
    });
    OFFERED.forEach((a, i) =>
      onClick(buttons[i]!, () => (a.runs === 'text' ? reply.open(replyText ?? '') : void act(a))),
    );
    onClick(reply.save, () => {
      const text = reply.area.value.trim();
      const replying = OFFERED.find((a) => a.runs === 'text');
      if (text && replying) void act(replying, text).then((ok) => ok && reply.close());
    });
    return li;
  };

  return {
    update(pending, morePending, known) {
      waiting = pending.length;
      label();
      more.hidden = !morePending;
      rules = known ?? rules;
      whyLines.clear();
      list.replaceChildren(...pending.map(entry));
      readRules();
      // With nothing waiting, only "Write a review" shows.
      toggle.hidden = pending.length === 0;
      if (pending.length === 0) {
        panel.hidden = true;
        toggle.setAttribute('aria-expanded', 'false');
      }
    },
  };
}
