import { t, tPlain } from '../i18n';
import { MODERATION_LABEL } from '../ui/moderation-labels';
import { actionsFor, actionsOn, labelOf, type ReviewState } from '../ui/review-actions';
import type { ModerationStatus } from '../messaging/reviews';
import { readableError } from '../ui/error-words';
import type { ReviewAction } from '../ui/review-actions';
import type { ReviewSummary, ShownReview } from '../messaging/reviews';
import { BASE_STYLE, button, el } from './dom';
import type { FrameHost } from './frame-host';
import { liveActions, word, type RunAction } from './live-actions';
import { pageGuard } from './visibility-guard';

const statusTexts = new Map<ModerationStatus, string>();
const label = (status: ModerationStatus): string =>
  statusTexts.get(status) ?? statusTexts.set(status, tPlain(MODERATION_LABEL[status])).get(status)!;

/** The actions a shown review's controls can offer, in the order of their buttons. */
const OFFERED = actionsOn('page');

const STYLE = `
  :host { all: initial !important; display: inline-block !important; margin: 4px 0 !important; font: 12px/1.4 system-ui, sans-serif !important; }
  /* A page may show hundreds of reviews: controls out of view are laid out and painted only when they come near it (sized like one row of them until then). */
  :host { content-visibility: auto !important; contain-intrinsic-size: auto 200px auto 26px !important; }
  /* Its own background, like the state's: the page behind may be light or dark whatever the system's scheme. */
  .about { display: block; width: fit-content; max-width: min(40em, 100%); box-sizing: border-box; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; color: #444; background: #fff; border-radius: 6px; padding: 0 4px; }
  @media (prefers-color-scheme: dark) { .about { color: #d1d5db; background: #1f2937; } }
  .row { display: inline-flex; gap: 4px; align-items: center; flex-wrap: wrap; }
  button[aria-pressed="true"].approve { background: #0a7a3d; border-color: #0a7a3d; color: #fff; }
  button[aria-pressed="true"].reject { background: #b3261e; border-color: #b3261e; color: #fff; }
  ${BASE_STYLE}
`;

export interface ModerateButtons {
  host: HTMLElement;
  /** Puts the controls on their review's element: the only place they act from. */
  place(element: Element): void;
  /** Still on that element, and the element still names the review. */
  inPlace(): boolean;
  /** Shows the review's status, and whether it has a reply once known (null: none; undefined: not known). */
  setStatus(status: ModerationStatus, reply?: string | null): void;
}

// The shadow roots are closed: page script can't reach, relabel, focus or read the controls. The
// content script keeps them here (its own world, out of the page's reach); tests read them too.
const roots = new WeakMap<Element, ShadowRoot>();
/** The controls' closed shadow root, for the content script's own code (and its tests). */
export const controlsRoot = (host: Element): ShadowRoot | undefined => roots.get(host);

/**
 * A closed shadow host for a review's controls, with its clickjacking guard: only a person's click on
 * controls that were really visible, and still on their review (`inPlace`), counts. `template` holds the
 * style and a `span.error` (cloned in one call: a page may need hundreds of the same controls).
 */
function shadowHost(tag: string, kind: string, template: DocumentFragment, inPlace: () => boolean) {
  const host = document.createElement(tag);
  host.dataset.sitekeeper = kind;
  const root = host.attachShadow({ mode: 'closed' });
  roots.set(host, root);
  const visibility = pageGuard();
  visibility.watch(host);
  root.append(template.cloneNode(true));
  const error = root.querySelector<HTMLElement>('span.error')!;
  const personClicked = (event: MouseEvent) => {
    if (!event.isTrusted) return false; // never the page's script
    if (!inPlace()) {
      host.remove(); // moved into a decoy, or its review element relabelled: the control goes rather than act
      return false;
    }
    if (visibility.seenLongEnough(host)) return true;
    error.textContent = t('live.hiddenClick');
    return false;
  };
  /** Runs `act` on a person's click only, on a control that was really visible. */
  const onClick = (b: HTMLElement, act: () => void) => b.addEventListener('click', (e) => personClicked(e) && act());
  return { host, root, error, onClick };
}

function errorText(): HTMLSpanElement {
  const error = el('span', { className: 'error' });
  error.setAttribute('role', 'alert');
  return error;
}

// What every review's controls start as (style, who wrote it, the row, the error line), built once per page.
let template: DocumentFragment | null = null;
function controlsTemplate(): DocumentFragment {
  if (template) return template;
  const state = el('span', { className: 'state' });
  state.setAttribute('role', 'status');
  template = document.createDocumentFragment();
  template.append(
    el('style', { textContent: STYLE }),
    el('span', { className: 'about' }),
    el('div', { className: 'row' }, state, ...OFFERED.map((a) => button(word(a.label), a.id))),
    errorText(),
  );
  return template;
}

export interface ControlCalls {
  /** Sends a moderation of the review (the page API). */
  run: RunAction;
  /** Builds the reply editor's frame for the review (lib/live/frame-host.ts), told when it saved or closed. */
  openReply: (hooks: {
    onDone: (review: ReviewSummary) => void;
    onClose: () => void;
    inPlace: () => boolean;
  }) => Promise<FrameHost>;
}

/**
 * Controls for one shown review on the live page: who wrote it and its first words as the background
 * answered (what the admin acts on is what they see named), the declared actions that fit its state
 * (Reject and Reply on a published one, Approve on one that is not published, to put it back), and Undo
 * for a while after a moderation. Reply opens the reply editor in the extension's frame, out of the
 * page's hearing; on a review with a reply it reads "Edit reply". No state in the page's DOM. Placed
 * on its review element only (`place`): moved elsewhere, or the element relabelled, it is dropped.
 */
export function createModerateButtons(reviewId: string, shown: ShownReview, calls: ControlCalls): ModerateButtons {
  let placedOn: Element | null = null;
  const inPlace = () =>
    placedOn !== null &&
    host.parentElement === placedOn &&
    placedOn.getAttribute('data-review-id')?.trim() === reviewId;
  const { host, root, error, onClick } = shadowHost('span', 'moderate', controlsTemplate(), inPlace);
  host.dataset.reviewId = reviewId;
  root.querySelector('span.about')!.textContent = t('live.about', {
    author: shown.author || word('common.anonymous'),
    excerpt: shown.excerpt,
  });
  const row = root.querySelector('div.row')!;
  const [state, ...buttons] = [...row.children] as [HTMLSpanElement, ...HTMLButtonElement[]];

  // The page knows a shown review's status and reply from its one answer, else from an action's
  // answer (the whole review); `replied: null` while not known.
  let current: ReviewState = { status: 'UNKNOWN', replied: null };
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
  const act = liveActions({
    run: calls.run,
    buttons: [...buttons],
    error,
    placeUndo: (undo) => row.append(undo),
    onClick,
    done: (review) => show({ status: review.status, replied: review.reply !== null }),
  });

  // One reply editor at a time, in the extension's frame under the row.
  let editor: FrameHost | null = null;
  const openReply = async (action: ReviewAction) => {
    if (editor?.host.isConnected) return;
    error.textContent = '';
    try {
      const made = await calls.openReply({
        onDone: (review) => {
          made.remove();
          show({ status: review.status, replied: review.reply !== null }, action.pageDone ? word(action.pageDone) : '');
        },
        onClose: () => (editor = null),
        inPlace,
      });
      editor = made;
      made.put((host) => error.before(host));
    } catch (e) {
      error.textContent = readableError(e);
    }
  };
  OFFERED.forEach((a, i) => onClick(buttons[i]!, () => void (a.runs === 'text' ? openReply(a) : act(a))));
  return {
    host,
    place: (element) => {
      placedOn = element;
      element.append(host);
    },
    inPlace,
    setStatus: (status, known) => show({ status, replied: known !== undefined ? known !== null : current.replied }),
  };
}
