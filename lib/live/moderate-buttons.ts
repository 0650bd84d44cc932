import { t } from '../i18n';
import type { ModerationDecision, ModerationStatus } from '../messaging/reviews';
import { guardVisibility } from './visibility-guard';

const label = (status: ModerationStatus): string =>
  status === 'APPROVED' ? t('moderation.APPROVED') : status === 'REJECTED' ? t('moderation.REJECTED') : status === 'UNKNOWN' ? t('moderation.UNKNOWN') : t('moderation.PENDING');

const STYLE = `
  :host { all: initial !important; display: inline-flex !important; gap: 4px; align-items: center; margin: 4px 0; font: 12px/1.4 system-ui, sans-serif; }
  button { font: inherit; padding: 1px 8px; border-radius: 10px; border: 1px solid #999; background: #fff; color: #222; cursor: pointer; }
  button[aria-pressed="true"].approve { background: #0a7a3d; border-color: #0a7a3d; color: #fff; }
  button[aria-pressed="true"].reject { background: #b3261e; border-color: #b3261e; color: #fff; }
  button:disabled { opacity: .6; cursor: default; }
  .state { color: #555; } .error { color: #b3261e; }
  @media (prefers-color-scheme: dark) {
    button { background: #1f2937; color: #f3f4f6; border-color: #6b7280; } .state { color: #d1d5db; } .error { color: #fca5a5; }
  }
`;

/** How long a take-down stays undoable from the control itself. */
export const UNDO_MS = 8000;

export interface ModerateButtons {
  host: HTMLElement;
  setStatus(status: ModerationStatus): void;
}

// The shadow roots are closed: page script can't reach, relabel, focus or read the controls. The
// content script keeps them here (its own world, out of the page's reach); tests read them too.
const roots = new WeakMap<Element, ShadowRoot>();
/** The controls' closed shadow root, for the content script's own code (and its tests). */
export const controlsRoot = (host: Element): ShadowRoot | undefined => roots.get(host);

/**
 * Small Approve / Reject buttons for one review. They act only on a person's click on controls that
 * were really visible (no script clicks, no transparent overlays), carry no state in the page's DOM,
 * and a take-down (rejecting a published review) can be undone from the control for a few seconds.
 */
export function createModerateButtons(reviewId: string, moderate: (status: ModerationDecision) => Promise<ModerationStatus>): ModerateButtons {
  const host = document.createElement('span');
  host.dataset.sitekeeper = 'moderate';
  host.dataset.reviewId = reviewId;
  const root = host.attachShadow({ mode: 'closed' });
  roots.set(host, root);
  const visibility = guardVisibility(host);
  const style = document.createElement('style');
  style.textContent = STYLE;
  const state = document.createElement('span');
  state.className = 'state';
  state.setAttribute('role', 'status');
  const error = document.createElement('span');
  error.className = 'error';
  error.setAttribute('role', 'alert');
  const undo = document.createElement('button');
  undo.type = 'button';
  undo.textContent = t('live.undo');
  undo.hidden = true;

  let current: ModerationStatus = 'UNKNOWN';
  let undoTimer: ReturnType<typeof setTimeout> | undefined;
  const personClicked = (event: MouseEvent) => {
    if (!event.isTrusted) return false; // never the page's script
    if (visibility.seenLongEnough()) return true;
    error.textContent = t('live.hiddenClick');
    return false;
  };

  const buttons = (['APPROVED', 'REJECTED'] as const).map((status) => {
    const b = document.createElement('button');
    b.type = 'button';
    b.className = status === 'APPROVED' ? 'approve' : 'reject';
    b.textContent = status === 'APPROVED' ? t('reviews.approve') : t('reviews.reject');
    b.addEventListener('click', (event) => {
      if (personClicked(event)) void run(status);
    });
    return { b, status };
  });
  undo.addEventListener('click', (event) => {
    if (personClicked(event)) void run('APPROVED');
  });
  root.append(style, state, ...buttons.map(({ b }) => b), undo, error);

  const setStatus = (status: ModerationStatus) => {
    current = status;
    state.textContent = label(status);
    for (const { b, status: s } of buttons) b.setAttribute('aria-pressed', String(s === status));
  };
  const offerUndo = (on: boolean) => {
    clearTimeout(undoTimer);
    undo.hidden = !on;
    if (on) undoTimer = setTimeout(() => (undo.hidden = true), UNDO_MS);
  };
  const run = async (status: ModerationDecision) => {
    const before = current;
    for (const { b } of buttons) b.disabled = true;
    undo.disabled = true;
    error.textContent = '';
    try {
      setStatus(await moderate(status));
      // Rejecting a published review takes it down: approving it again is the exact inverse.
      offerUndo(before === 'APPROVED' && current === 'REJECTED');
    } catch (e) {
      error.textContent = e instanceof Error ? e.message : String(e);
    } finally {
      for (const { b } of buttons) b.disabled = false;
      undo.disabled = false;
    }
  };
  return { host, setStatus };
}
