import { t } from '../i18n';
import type { ModerationDecision, ModerationStatus } from '../messaging/reviews';
import { BASE_STYLE, button, el, replyForm } from './dom';
import { guardElements } from './visibility-guard';

const statusText = (status: ModerationStatus): string =>
  status === 'APPROVED'
    ? t('moderation.APPROVED')
    : status === 'REJECTED'
      ? t('moderation.REJECTED')
      : status === 'UNKNOWN'
        ? t('moderation.UNKNOWN')
        : t('moderation.PENDING');

// A product page can show hundreds of reviews: each text is looked up once per page, not once per control.
let texts: Record<
  'approve' | 'reject' | 'reply' | 'undo' | 'replyLabel' | 'sendReply' | 'cancel' | 'replied',
  string
> | null = null;
const text = () =>
  (texts ??= {
    approve: t('reviews.approve'),
    reject: t('reviews.reject'),
    reply: t('live.reply'),
    undo: t('live.undo'),
    replyLabel: t('live.replyLabel'),
    sendReply: t('live.sendReply'),
    cancel: t('live.cancel'),
    replied: t('live.replied'),
  });
const statusTexts = new Map<ModerationStatus, string>();
const label = (status: ModerationStatus): string =>
  statusTexts.get(status) ?? statusTexts.set(status, statusText(status)).get(status)!;

const STYLE = `
  :host { all: initial !important; display: inline-block !important; margin: 4px 0 !important; font: 12px/1.4 system-ui, sans-serif !important; }
  /* A page may show hundreds of reviews: controls out of view are laid out and painted only when they come near it (sized like one row of them until then). */
  :host { content-visibility: auto !important; contain-intrinsic-size: auto 184px auto 21px !important; }
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

let hostGuard: ReturnType<typeof guardElements> | null = null;

/**
 * A closed shadow host for in-page controls, with its clickjacking guard: only a person's click on
 * visible controls counts. `inside`: the root's style text, or a template holding the style and a
 * `span.error` (cloned in one call: a page may need hundreds of the same controls).
 */
export function shadowHost(tag: string, kind: string, inside: string | DocumentFragment, perControl = false) {
  const host = document.createElement(tag);
  host.dataset.sitekeeper = kind;
  const root = host.attachShadow({ mode: 'closed' });
  roots.set(host, root);
  // One observer for every control host on the page (each host still counts on its own).
  const visibility = perControl ? null : (hostGuard ??= guardElements());
  visibility?.watch(host);
  const controls = perControl ? guardElements() : null;
  let error: HTMLElement;
  if (typeof inside === 'string') {
    root.append(el('style', { textContent: inside }));
    error = errorText();
  } else {
    root.append(inside.cloneNode(true));
    error = root.querySelector<HTMLElement>('span.error') ?? errorText();
  }
  const personClicked = (event: MouseEvent, control: Element) => {
    if (!event.isTrusted) return false; // never the page's script
    if (visibility ? visibility.seenLongEnough(host) : controls!.seenLongEnough(control)) return true;
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

function errorText(): HTMLSpanElement {
  const error = el('span', { className: 'error' });
  error.setAttribute('role', 'alert');
  return error;
}

// What every review's controls start as (style, the row, the error line), built once per page.
let template: DocumentFragment | null = null;
function controlsTemplate(): DocumentFragment {
  if (template) return template;
  const words = text();
  const state = el('span', { className: 'state' });
  state.setAttribute('role', 'status');
  template = document.createDocumentFragment();
  template.append(
    el('style', { textContent: STYLE }),
    el(
      'div',
      { className: 'row' },
      state,
      button(words.approve, 'approve'),
      button(words.reject, 'reject'),
      button(words.reply),
    ),
    errorText(),
  );
  return template;
}

/**
 * Controls for one published review on the live page: Reject (take it down) and Reply; Approve shows
 * for a review that is not published (to put it back). A take-down can be undone from the control
 * itself for a few seconds. No state in the page's DOM.
 */
export function createModerateButtons(reviewId: string, calls: ReviewCalls): ModerateButtons {
  const { host, root, error, onClick } = shadowHost('span', 'moderate', controlsTemplate());
  host.dataset.reviewId = reviewId;
  const words = text();
  const row = root.querySelector('div.row')!;
  const [state, approve, reject, replyButton] = [...row.children] as [
    HTMLSpanElement,
    HTMLButtonElement,
    HTMLButtonElement,
    HTMLButtonElement,
  ];

  let current: ModerationStatus = 'UNKNOWN';
  let undoTimer: ReturnType<typeof setTimeout> | undefined;
  const all = [approve, reject, replyButton];
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
  const run = (status: ModerationDecision) =>
    busy(async () => {
      const before = current;
      setStatus(await calls.moderate(status));
      // Rejecting a published review takes it down: approving it again is the exact inverse.
      offerUndo(before === 'APPROVED' && current === 'REJECTED');
    });

  // Undo and the reply form are built when first needed: most of a page's controls never use them.
  let undo: HTMLButtonElement | null = null;
  const offerUndo = (on: boolean) => {
    clearTimeout(undoTimer);
    if (on && !undo) {
      undo = button(words.undo);
      row.append(undo);
      all.push(undo);
      onClick(undo, () => void run('APPROVED'));
    }
    if (undo) undo.hidden = !on;
    if (on) undoTimer = setTimeout(() => undo && (undo.hidden = true), UNDO_MS);
  };
  let reply: ReturnType<typeof replyForm> | null = null;
  const replyUi = () => {
    if (reply) return reply;
    const made = replyForm({ label: words.replyLabel, save: words.sendReply, cancel: words.cancel });
    error.before(made.form);
    all.push(made.save);
    onClick(made.save, () => {
      const message = made.area.value.trim();
      if (message)
        void busy(async () => {
          await calls.reply(message);
          made.close();
          state.textContent = `${label(current)} · ${words.replied}`;
        });
    });
    return (reply = made);
  };
  onClick(approve, () => void run('APPROVED'));
  onClick(reject, () => void run('REJECTED'));
  onClick(replyButton, () => replyUi().open());
  return { host, setStatus };
}
