import { t, tPlain } from '../i18n';
import { MODERATION_LABEL } from '../messaging/plain/moderation-labels';
import { actionsFor, actionsOn, labelOf, type ReviewState } from '../messaging/plain/review-actions';
import type { ModerationStatus } from '../messaging/reviews';
import { BASE_STYLE, button, el, replyForm } from './dom';
import { editingReply, liveActions, word, type RunEdit } from './live-actions';
import { guardElements } from './visibility-guard';

const statusTexts = new Map<ModerationStatus, string>();
const label = (status: ModerationStatus): string =>
  statusTexts.get(status) ?? statusTexts.set(status, tPlain(MODERATION_LABEL[status])).get(status)!;

/** The actions a shown review's controls can offer, in the order of their buttons. */
const OFFERED = actionsOn('page');

const STYLE = `
  :host { all: initial !important; display: inline-block !important; margin: 4px 0 !important; font: 12px/1.4 system-ui, sans-serif !important; }
  /* A page may show hundreds of reviews: controls out of view are laid out and painted only when they come near it (sized like one row of them until then). */
  :host { content-visibility: auto !important; contain-intrinsic-size: auto 200px auto 26px !important; }
  .row { display: inline-flex; gap: 4px; align-items: center; flex-wrap: wrap; }
  button[aria-pressed="true"].approve { background: #0a7a3d; border-color: #0a7a3d; color: #fff; }
  button[aria-pressed="true"].reject { background: #b3261e; border-color: #b3261e; color: #fff; }
  ${BASE_STYLE}
`;

export interface ModerateButtons {
  host: HTMLElement;
  /** Shows the review's status, and its reply once known (null: none; undefined: not known). */
  setStatus(status: ModerationStatus, reply?: string | null): void;
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

function errorText(): HTMLSpanElement {
  const error = el('span', { className: 'error' });
  error.setAttribute('role', 'alert');
  return error;
}

// What every review's controls start as (style, the row, the error line), built once per page.
let template: DocumentFragment | null = null;
function controlsTemplate(): DocumentFragment {
  if (template) return template;
  const state = el('span', { className: 'state' });
  state.setAttribute('role', 'status');
  template = document.createDocumentFragment();
  template.append(
    el('style', { textContent: STYLE }),
    el('div', { className: 'row' }, state, ...OFFERED.map((a) => button(word(a.label), a.id))),
    errorText(),
  );
  return template;
}

/**
 * Controls for one shown review on the live page: the declared actions that fit its state (Reject
 * and Reply on a published one, Approve on one that is not published, to put it back), and Undo
 * for a while after a moderation. On a review with a reply, Reply reads "Edit reply" and opens with
 * that reply, and saving edits it (lib/live/live-actions.ts, editingReply). No state in the page's DOM.
 */
export function createModerateButtons(reviewId: string, run: RunEdit): ModerateButtons {
  const { host, root, error, onClick } = shadowHost('span', 'moderate', controlsTemplate());
  host.dataset.reviewId = reviewId;
  const row = root.querySelector('div.row')!;
  const [state, ...buttons] = [...row.children] as [HTMLSpanElement, ...HTMLButtonElement[]];

  // The page knows a shown review's status and reply from its one answer, else from an action's
  // answer (the whole review); `replied: null` while not known.
  let current: ReviewState = { status: 'UNKNOWN', replied: null };
  let reply: string | null = null;
  const show = (next: ReviewState, note = '') => {
    current = next;
    state.textContent = note ? `${label(next.status)} · ${note}` : label(next.status);
    const fit = actionsFor(next, 'page');
    OFFERED.forEach((a, i) => {
      const b = buttons[i]!;
      b.hidden = !fit.includes(a);
      if (a.decision) b.setAttribute('aria-pressed', String(next.status === a.decision));
      const text = word(labelOf(a, next));
      if (b.textContent !== text) b.textContent = text;
    });
  };
  const busy = [...buttons];
  const act = liveActions({
    run: editingReply(
      run,
      () => reply,
      (now) => {
        reply = now;
        show({ ...current, replied: now !== null });
      },
    ),
    buttons: busy,
    error,
    placeUndo: (undo) => row.append(undo),
    onClick,
    // Every answer is the whole review: from then on the page knows its reply too.
    done: (review, action) => {
      reply = review.reply;
      show(
        { status: review.status, replied: review.reply !== null },
        action.runs === 'text' && action.pageDone ? word(action.pageDone) : '',
      );
    },
  });

  // The reply form is built when first needed: most of a page's controls never use it.
  let form: ReturnType<typeof replyForm> | null = null;
  const replyUi = (action: (typeof OFFERED)[number]) => {
    if (form) return form;
    const made = replyForm({
      label: word('live.replyLabel'),
      save: word('live.sendReply'),
      cancel: word('live.cancel'),
    });
    error.before(made.form);
    busy.push(made.save);
    onClick(made.save, () => {
      const message = made.area.value.trim();
      if (message) void act(action, message).then((ok) => ok && made.close());
    });
    return (form = made);
  };
  OFFERED.forEach((a, i) =>
    onClick(buttons[i]!, () => (a.runs === 'text' ? replyUi(a).open(reply ?? '') : void act(a))),
  );
  return {
    host,
    setStatus: (status, known) => {
      if (known !== undefined) reply = known;
      show({ status, replied: known !== undefined ? known !== null : current.replied });
    },
  };
}
