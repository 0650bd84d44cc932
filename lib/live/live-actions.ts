import { t, tPlain } from '../i18n';
import { readableError } from '../ui/error-words';
import { isQueued, type QueuedAnswer } from '../messaging/wire/queued';
import { changedReply } from '../messaging/wire/reply-conflict';
import { inverseOf, type LabelKey, type ReviewAction } from '../ui/review-actions';
import { UNDO_WINDOW_MS } from '../ui/undo-window';
import type { ReviewSummary } from '../messaging/reviews';
import { button } from './dom';

// The declared review actions (lib/ui/review-actions.ts) as a live page runs them. The
// page has no toast: Undo is a button of the review's own controls, offered for UNDO_WINDOW_MS after
// an action with a declared inverse, as the panel's toast offers it.

// A page can show hundreds of reviews: each text is looked up once per page, not once per control.
const words = new Map<LabelKey, string>();
export const word = (key: LabelKey): string => words.get(key) ?? words.set(key, tPlain(key)).get(key)!;

/** Sends one action of a review from the page; the answer is the review as it now is, or that it waits in the offline queue. */
export type RunAction = (action: ReviewAction, text?: string) => Promise<ReviewSummary | QueuedAnswer>;
/** The same, told the reply the page shows (null: none), which a reply is an edit of. */
export type RunEdit = (
  action: ReviewAction,
  text: string | undefined,
  previous: string | null,
) => Promise<ReviewSummary | QueuedAnswer>;

/**
 * Runs a review's actions with its reply as the page knows it (`known`): a reply then edits that one.
 * When the review's reply changed meanwhile, the background refuses (lib/messaging/wire/reply-conflict.ts):
 * the page learns the reply as it is now (`learned`) and says so, the admin's text stays in the editor,
 * and saving again replaces the reply they have now seen.
 */
export function editingReply(
  send: RunEdit,
  known: () => string | null,
  learned: (reply: string | null) => void,
): RunAction {
  return async (action, text) => {
    try {
      return await send(action, text, known());
    } catch (e) {
      const now = changedReply(e);
      if (now === undefined) throw e;
      learned(now);
      throw new Error(now === null ? word('live.replyRemoved') : t('live.replyChanged', { reply: now }), { cause: e });
    }
  };
}

interface Options {
  run: RunAction;
  /** The review's buttons: disabled while an action runs (Undo joins them once made). */
  buttons: HTMLButtonElement[];
  error: HTMLElement;
  /** Puts the Undo button in place, the first time it is offered. */
  placeUndo: (undo: HTMLButtonElement) => void;
  /** Runs `act` on a person's click only (the controls' clickjacking guard). */
  onClick: (b: HTMLElement, act: () => void) => void;
  /** Shows the review as it now is, after `action`. */
  done: (review: ReviewSummary, action: ReviewAction) => void;
  /** The provider could not be reached: `action` waits in the offline queue (no Undo: the panel's queue cancels it). */
  waiting?: (action: ReviewAction) => void;
}

/**
 * Runs the actions of one review's controls: one at a time, the error shown where it failed, and
 * the inverse offered as Undo (an Undo offers none). Resolves true when the action was done.
 */
export function liveActions({ run, buttons, error, placeUndo, onClick, done, waiting }: Options) {
  let undo: HTMLButtonElement | null = null;
  let undoing: (() => void) | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const offerUndo = (next: (() => void) | null) => {
    clearTimeout(timer);
    undoing = next;
    if (next && !undo) {
      undo = button(word('live.undo'), 'undo');
      placeUndo(undo);
      buttons.push(undo);
      onClick(undo, () => undoing?.());
    }
    if (undo) undo.hidden = !next;
    if (next) timer = setTimeout(() => offerUndo(null), UNDO_WINDOW_MS);
  };
  const act = async (action: ReviewAction, text?: string, isUndo = false): Promise<boolean> => {
    for (const b of buttons) b.disabled = true;
    error.textContent = '';
    try {
      const answer = await run(action, text);
      if (isQueued(answer)) {
        offerUndo(null);
        if (waiting) waiting(action);
        else error.textContent = word('queue.mark');
        return true;
      }
      done(answer, action);
      const inverse = isUndo ? null : inverseOf(action);
      offerUndo(inverse ? () => void act(inverse, undefined, true) : null);
      return true;
    } catch (e) {
      error.textContent = readableError(e);
      return false;
    } finally {
      for (const b of buttons) b.disabled = false;
    }
  };
  return (action: ReviewAction, text?: string) => act(action, text);
}
