import type { AuthorKey, PlainKey } from '../i18n';
import type { ModerationDecision, ModerationStatus } from '../messaging/reviews';
import { UNDO_WINDOW_MS } from './undo-window';
import { MODERATION_STATUSES } from '../messaging/wire/review-status';

// The actions an admin takes on one review, declared once for the three places that offer them:
// the panel's desk card (with its keyboard), a live page's controls on each shown review, and the
// live page's strip of the item's pending reviews. Each place renders the actions `actionsFor`
// gives it and offers the declared inverse as Undo for UNDO_WINDOW_MS (the panel in its toast, the
// live page in its own control). No schema library here: the content script imports this.

export { UNDO_WINDOW_MS };

/** Where an admin acts on a review. */
export type ReviewSurface = 'desk' | 'page' | 'strip';

/** What a place knows of a review; `replied` null: not known (a live page knows a shown review's status only). */
export interface ReviewState {
  status: ModerationStatus;
  replied: boolean | null;
}

const everyStatus: readonly ModerationStatus[] = MODERATION_STATUSES;
const except = (status: ModerationStatus) => everyStatus.filter((s) => s !== status);

/** A button's label (no placeholder); a text about one review's author (`{author}`). */
export type LabelKey = PlainKey;
export type AuthorTextKey = AuthorKey;

export type ReviewActionId = 'approve' | 'reject' | 'reply' | 'removeReply' | 'delete';

export interface ReviewAction {
  id: ReviewActionId;
  /** The statuses it fits. */
  statuses: readonly ModerationStatus[];
  /** It fits only a review with a reply. */
  needsReply?: true;
  /** `now`: on the click; `text`: once the admin has written a text (the reply editor opens first). */
  runs: 'now' | 'text';
  /** Asked before it runs (it can't be undone): the question ({author}) and the warning. */
  confirm?: { question: AuthorTextKey; warning: LabelKey };
  /** The moderation status it sets. */
  decision?: ModerationDecision;
  /** The action that reverses it, offered as Undo; null: it cannot be undone. */
  inverse: ReviewActionId | null;
  /** The button's text, and its text on a review that has a reply. */
  label: LabelKey;
  labelReplied?: LabelKey;
  /** What the panel says when it is done ({author}); what a live page's strip says (where it is offered). */
  done: AuthorTextKey;
  pageDone?: LabelKey;
  /** What the panel says when it went into the offline queue instead ({author}): what will happen. */
  queued?: AuthorTextKey;
  /** The desk's keyboard key (a letter is either case), with its line in the key help. */
  key?: { key: string; help: LabelKey };
  /** How its button looks: confirms, takes down, plain, destroys. */
  tone: 'approve' | 'reject' | 'plain' | 'danger';
  /** Where it is offered. A live page offers only what the page API carries (moderate, reply). */
  on: readonly ReviewSurface[];
}

const EVERYWHERE = ['desk', 'page', 'strip'] as const;

/** The review actions, in the order their buttons show. */
export const REVIEW_ACTIONS: readonly ReviewAction[] = [
  {
    id: 'approve',
    statuses: except('APPROVED'),
    runs: 'now',
    decision: 'APPROVED',
    inverse: 'reject',
    label: 'reviews.approve',
    done: 'reviews.approvedToast',
    pageDone: 'live.approved',
    queued: 'queue.approveLater',
    key: { key: 'a', help: 'desk.keyApprove' },
    tone: 'approve',
    on: EVERYWHERE,
  },
  {
    id: 'reject',
    statuses: except('REJECTED'),
    runs: 'now',
    decision: 'REJECTED',
    inverse: 'approve',
    label: 'reviews.reject',
    done: 'reviews.rejectedToast',
    pageDone: 'live.rejected',
    queued: 'queue.rejectLater',
    key: { key: 'r', help: 'desk.keyReject' },
    tone: 'reject',
    on: EVERYWHERE,
  },
  {
    id: 'reply',
    statuses: everyStatus,
    runs: 'text',
    inverse: null,
    label: 'desk.reply',
    labelReplied: 'desk.editReply',
    done: 'desk.repliedToast',
    pageDone: 'live.replied',
    queued: 'queue.replyLater',
    key: { key: 'e', help: 'desk.keyReply' },
    tone: 'plain',
    on: EVERYWHERE,
  },
  {
    id: 'removeReply',
    statuses: everyStatus,
    needsReply: true,
    runs: 'now',
    inverse: null,
    label: 'desk.removeReply',
    done: 'desk.replyRemovedToast',
    tone: 'plain',
    on: ['desk'],
  },
  {
    id: 'delete',
    statuses: everyStatus,
    runs: 'now',
    confirm: { question: 'desk.confirmDelete', warning: 'desk.cannotUndo' },
    inverse: null,
    label: 'desk.delete',
    done: 'desk.deletedToast',
    key: { key: 'Delete', help: 'desk.keyDelete' },
    tone: 'danger',
    on: ['desk'],
  },
];

export const reviewAction = (id: ReviewActionId): ReviewAction => REVIEW_ACTIONS.find((a) => a.id === id)!;

/** The actions a place can offer at all (a live page builds their buttons once, then shows those that fit). */
export const actionsOn = (surface: ReviewSurface): ReviewAction[] =>
  REVIEW_ACTIONS.filter((a) => a.on.includes(surface));

/** The actions that show for a review in this state, in this place: the one answer every place asks. */
export function actionsFor(state: ReviewState, surface: ReviewSurface): ReviewAction[] {
  return actionsOn(surface).filter(
    (a) => a.statuses.includes(state.status) && (!a.needsReply || state.replied === true),
  );
}

/** The button's text key for a review in this state. */
export const labelOf = (action: ReviewAction, state: ReviewState): LabelKey =>
  (state.replied === true && action.labelReplied) || action.label;

/** The action Undo runs after this one, or null. */
export const inverseOf = (action: ReviewAction): ReviewAction | null =>
  action.inverse ? reviewAction(action.inverse) : null;

/** The action a key of the desk's keyboard runs, if any. */
export function actionOfKey(key: string): ReviewAction | null {
  const pressed = key.length === 1 ? key.toLowerCase() : key;
  return REVIEW_ACTIONS.find((a) => a.key?.key === pressed) ?? null;
}
