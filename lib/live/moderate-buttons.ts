import { t } from '../i18n';
import type { ModerationDecision, ModerationStatus } from '../messaging/reviews';
import { BASE_STYLE, button, el, replyForm } from './dom';
import { guardElements, guardVisibility } from './visibility-guard';

const label = (status: ModerationStatus): string =>
  status === 'APPROVED' ? t('moderation.APPROVED') : status === 'REJECTED' ? t('moderation.REJECTED') : status === 'UNKNOWN' ? t('moderation.UNKNOWN') : t('moderation.PENDING');

const STYLE = `
  :host { all: initial !important; display: inline-block !important; margin: 4px 0 !important; font: 12px/1.4 system-ui, sans-serif !important; }
  .row { display: inline-flex; gap: 4px; align-items: center; flex-wrap: wrap; }
  button[aria-pressed="true"].approve { background: #0a7a3d; border-color: #0a7a3d; color: #fff; }
  button[aria-pressed="true"].reject { background: #b3261e; border-color: #b3261e; color: #fff; }
  ${BASE_STYLE}
`;

/** How long a take-down stays undoable from the control itself. */
export const UNDO_MS = 8000;

export interface ModerateButtons {
  host: HTMLElement;
  setStatus(status: ModerationStatus): void;
}

export interface ReviewCalls {
  moderate: (status: ModerationDecision) => Promise<ModerationStatus>;
  reply: (message: string) => Promise<void>;
}

// The shadow roots are closed: page script can't reach, relabel, focus or read the controls. The
// content script keeps them here (its own world, out of the page's reach); tests read them too.
const roots = new WeakMap<Element, ShadowRoot>();
/** The controls' closed shadow root, for the content script's own code (and its tests). */
export const controlsRoot = (host: Element): ShadowRoot | undefined => roots.get(host);

/** A closed shadow host for in-page controls, with its clickjacking guard: only a person's click on visible controls counts. */
export function shadowHost(tag: string, kind: string, style: string, perControl = false) {
  const host = document.createElement(tag);
  host.dataset.sitekeeper = kind;
  const root = host.attachShadow({ mode: 'closed' });
  roots.set(host, root);
  const visibility = perControl ? null : guardVisibility(host);
  const controls = perControl ? guardElements() : null;
  const styleEl = document.createElement('style');
  styleEl.textContent = style;
  root.append(styleEl);
  const error = el('span', { className: 'error' });
  error.setAttribute('role', 'alert');
  const personClicked = (event: MouseEvent, control: Element) => {
    if (!event.isTrusted) return false; // never the page's script
    if (visibility ? visibility.seenLongEnough() : controls!.seenLongEnough(control)) return true;
    error.textContent = t('live.hiddenClick');
    return false;
  };
  /** Runs `act` on a person's click only, on a control that was really visible. */
  const onClick = (b: HTMLElement, act: () => void) => {
    controls?.watch(b);
    b.addEventListener('click', (e) => personClicked(e, b) && act());
  };
  return { host, root, error, onClick };
}

const readable = (e: unknown) => (e instanceof Error ? e.message : String(e));

/**
 * Controls for one published review on the live page: Reject (take it down) and Reply; Approve shows
 * for a review that is not published (to put it back). A take-down can be undone from the control
 * itself for a few seconds. No state in the page's DOM.
 */
export function createModerateButtons(reviewId: string, calls: ReviewCalls): ModerateButtons {
  const { host, root, error, onClick } = shadowHost('span', 'moderate', STYLE);
  host.dataset.reviewId = reviewId;
  const state = el('span', { className: 'state' });
  state.setAttribute('role', 'status');
  const approve = button(t('reviews.approve'), 'approve');
  const reject = button(t('reviews.reject'), 'reject');
  const replyButton = button(t('live.reply'));
  const undo = button(t('live.undo'));
  undo.hidden = true;
  const reply = replyForm({ label: t('live.replyLabel'), save: t('live.sendReply'), cancel: t('live.cancel') });
  root.append(el('div', { className: 'row' }, state, approve, reject, replyButton, undo), reply.form, error);

  let current: ModerationStatus = 'UNKNOWN';
  let undoTimer: ReturnType<typeof setTimeout> | undefined;
  const all = [approve, reject, replyButton, undo, reply.save];
  const busy = async (work: () => Promise<void>) => {
    for (const b of all) b.disabled = true;
    error.textContent = '';
    try {
      await work();
    } catch (e) {
      error.textContent = readable(e);
    } finally {
      for (const b of all) b.disabled = false;
    }
  };
  const setStatus = (status: ModerationStatus) => {
    current = status;
    state.textContent = label(status);
    approve.hidden = status === 'APPROVED';
    reject.hidden = status === 'REJECTED';
    approve.setAttribute('aria-pressed', String(status === 'APPROVED'));
    reject.setAttribute('aria-pressed', String(status === 'REJECTED'));
  };
  const offerUndo = (on: boolean) => {
    clearTimeout(undoTimer);
    undo.hidden = !on;
    if (on) undoTimer = setTimeout(() => (undo.hidden = true), UNDO_MS);
  };
  const run = (status: ModerationDecision) =>
    busy(async () => {
      const before = current;
      setStatus(await calls.moderate(status));
      // Rejecting a published review takes it down: approving it again is the exact inverse.
      offerUndo(before === 'APPROVED' && current === 'REJECTED');
    });
  onClick(approve, () => void run('APPROVED'));
  onClick(reject, () => void run('REJECTED'));
  onClick(undo, () => void run('APPROVED'));
  onClick(replyButton, () => reply.open());
  onClick(reply.save, () => {
    const text = reply.area.value.trim();
    if (text) void busy(async () => {
      await calls.reply(text);
      reply.close();
      state.textContent = `${label(current)} · ${t('live.replied')}`;
    });
  });
  return { host, setStatus };
}
