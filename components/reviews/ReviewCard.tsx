import { useIsSelected, type Selection } from '../common/selection';
import { formatDate, t, tPlain } from '@/lib/i18n';
import { actionsFor, labelOf, type ReviewAction } from '@/lib/ui/review-actions';
import type { ModerationStatus, ReviewedItem, ReviewSummary } from '@/lib/messaging/reviews';
import { TechnicalDetails, type TechnicalRow } from '../common/TechnicalDetails';
import { moderationLabel } from './labels';
import { QueuedMark } from './QueuedMark';
import { WhyWaiting } from './rules/WhyWaiting';
import { isPending } from '@/lib/messaging/wire/review-status';
import { ReviewByline } from './ReviewByline';
import { ReviewMedia } from './ReviewMedia';
import { ReplyEditor } from './ReplyEditor';
import { StarRating } from './StarRating';
import { Button, type ButtonTone } from '../common/Button';

export { safeHref } from './safe-href';

export interface CardActions {
  /** A review action chosen on the card (one that takes a text opens the card's reply editor first). */
  onAction: (action: ReviewAction) => void;
  /** The reply editor's text, saved. */
  onReply: (message: string) => void;
  /** "Only this item" (absent where the list is not one site's desk). */
  onFilterItem?: () => void;
}

interface Props {
  review: ReviewSummary;
  item?: ReviewedItem;
  /**
   * Names not read (yet, or the read failed): the author's kind and the item are then left unsaid,
   * never said to be unknown or not in the store.
   */
  unread?: { author?: boolean; item?: boolean };
  busy: boolean;
  /** The desk's selection: the card re-renders only when its own tick changes. */
  selection: Selection;
  active: boolean;
  onFocus: () => void;
  replying: boolean;
  setReplying: (on: boolean) => void;
  actions: CardActions;
  /** The review's site: a waiting review then says which of the site's rules holds it. */
  siteId?: string;
}

const STATE_STYLE: Record<ModerationStatus, string> = {
  APPROVED: 'bg-emerald-100 text-emerald-900',
  REJECTED: 'bg-red-100 text-red-900',
  IN_MODERATION: 'bg-amber-100 text-amber-900',
  SUBMITTED: 'bg-amber-100 text-amber-900',
  UNKNOWN: 'bg-slate-100 text-slate-700',
};
/** A review action's tone as a button's (a destructive one set apart at the row's end). */
const TONE: Record<ReviewAction['tone'], { tone: ButtonTone; className: string }> = {
  approve: { tone: 'positive', className: 'text-xs' },
  reject: { tone: 'danger', className: 'text-xs' },
  plain: { tone: 'secondary', className: 'text-xs' },
  danger: { tone: 'caution', className: 'ml-auto text-xs' },
};

/** The review's ids, for support only: kept in the card's closed technical details. */
function technicalRows(review: ReviewSummary): TechnicalRow[] {
  return [
    { label: t('desk.techReview'), value: review.id },
    { label: t('desk.techItem'), value: `${review.namespace}/${review.entityId}` },
    ...(review.authorContactId ? [{ label: t('desk.techContact'), value: review.authorContactId }] : []),
    ...(review.source?.reviewRequestId ? [{ label: t('desk.techRequest'), value: review.source.reviewRequestId }] : []),
  ];
}

/** One review, in full. All text is provider text: rendered as text only. */
export function ReviewCard({
  review,
  item,
  unread,
  busy,
  selection,
  active,
  onFocus,
  replying,
  setReplying,
  actions,
  siteId,
}: Props) {
  const author = review.authorName || t('common.anonymous');
  const state = { status: review.status, replied: review.reply !== null };
  const selected = useIsSelected(selection, review.id);
  return (
    <article
      className={`rounded border bg-white p-3 outline-none ${active ? 'border-indigo-600 ring-2 ring-indigo-300' : 'border-slate-200'}`}
      data-testid="review-card"
      data-review-id={review.id}
      data-status={review.status}
      tabIndex={active ? 0 : -1}
      aria-label={t('desk.cardLabel', { author, state: moderationLabel(review.status) })}
      onFocus={onFocus}
    >
      <div className="flex items-center justify-between gap-2">
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            checked={selected}
            onChange={(e) => selection.toggleSelected(review.id, e.target.checked)}
            aria-label={t('desk.selectReview', { author })}
          />
          <StarRating rating={review.rating} />
        </label>
        <span className={`rounded px-1.5 text-xs ${STATE_STYLE[review.status]}`} data-testid="review-state">
          {moderationLabel(review.status)}
        </span>
      </div>
      <QueuedMark reviewId={review.id} />
      <ReviewByline review={review} item={item} unread={unread} onFilterItem={actions.onFilterItem} />
      {review.title && (
        <p className="mt-1 text-sm font-semibold break-words" dir="auto">
          {review.title}
        </p>
      )}
      <p className="mt-1 line-clamp-6 text-sm break-words whitespace-pre-line" dir="auto">
        {review.body}
      </p>
      <ReviewMedia media={review.media} />
      {/* Only a waiting review says why it waits: the others need no rules' query. */}
      {siteId && isPending(review.status) && <WhyWaiting siteId={siteId} review={review} />}
      {review.reply !== null && !replying && (
        <div className="mt-2 rounded bg-slate-50 p-2 text-sm" data-testid="review-reply">
          <p className="text-xs font-medium">{t('desk.yourReply', { date: formatDate(review.replyDate) })}</p>
          <p className="break-words whitespace-pre-line" dir="auto">
            {review.reply}
          </p>
        </div>
      )}
      {replying && (
        <ReplyEditor
          initial={review.reply ?? ''}
          busy={busy}
          onSave={actions.onReply}
          onCancel={() => setReplying(false)}
          review={review}
          itemName={item?.name}
          siteId={siteId}
        />
      )}
      <div className="mt-2 flex flex-wrap gap-2">
        {actionsFor(state, 'desk')
          // While the reply is being written, the reply's own actions step aside.
          .filter((a) => !replying || (a.runs !== 'text' && !a.needsReply))
          .map((a) => (
            <Button
              key={a.id}
              {...TONE[a.tone]}
              disabled={busy}
              onClick={() => (a.runs === 'text' ? setReplying(true) : actions.onAction(a))}
            >
              {tPlain(labelOf(a, state))}
            </Button>
          ))}
      </div>
      <div className="mt-1">
        <TechnicalDetails rows={technicalRows(review)} />
      </div>
    </article>
  );
}
