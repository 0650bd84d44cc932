import { useIsSelected, type Selection } from '../common/selection';
import { formatDate, t, tPlain } from '@/lib/i18n';
import { actionsFor, labelOf, type ReviewAction } from '@/lib/ui/review-actions';
import type { ModerationStatus, ReviewedItem, ReviewSummary } from '@/lib/messaging/reviews';
import { TechnicalDetails, type TechnicalRow } from '../common/TechnicalDetails';
import { authorTypeLabel, moderationLabel, SOURCE_LABEL } from './labels';
import { QueuedMark } from './QueuedMark';
import { ReplyEditor } from './ReplyEditor';
import { StarRating } from './StarRating';
import { Button } from '../common/Button';

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
}

const STATE_STYLE: Record<ModerationStatus, string> = {
  APPROVED: 'bg-emerald-100 text-emerald-900',
  REJECTED: 'bg-red-100 text-red-900',
  IN_MODERATION: 'bg-amber-100 text-amber-900',
  SUBMITTED: 'bg-amber-100 text-amber-900',
  UNKNOWN: 'bg-slate-100 text-slate-700',
};
const TONE_STYLE: Record<ReviewAction['tone'], string> = {
  approve: 'rounded bg-emerald-700 px-2 py-1 text-xs text-white disabled:opacity-50',
  reject: 'rounded bg-red-700 px-2 py-1 text-xs text-white disabled:opacity-50',
  plain: 'rounded border border-slate-300 px-2 py-1 text-xs',
  danger: 'ml-auto rounded border border-red-300 px-2 py-1 text-xs text-red-800',
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

/** Only http(s) links from the provider become links. */
export function safeHref(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const u = new URL(url);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.href : null;
  } catch {
    return null;
  }
}

/** "(Member · verified)": the author's kind (left out while it is not read) and whether the purchase is verified. */
function aboutAuthor(review: ReviewSummary, unread: boolean): string {
  const parts = [
    ...(unread ? [] : [authorTypeLabel(review.authorType)]),
    ...(review.verified ? [t('desk.verified')] : []),
  ];
  return parts.length > 0 ? `(${parts.join(' · ')})` : '';
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
}: Props) {
  const author = review.authorName || t('common.anonymous');
  const href = safeHref(item?.url);
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
      <p className="mt-1 text-sm wrap-anywhere">
        <span className="font-medium" data-testid="review-author">
          {author}
        </span>{' '}
        <span className="text-xs text-slate-500" data-testid="review-author-type">
          {aboutAuthor(review, unread?.author === true)}
        </span>
        <span className="text-slate-500">{t('reviews.on')}</span>
        {item ? (
          href ? (
            <a
              className="text-indigo-700 underline"
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              data-testid="review-item"
            >
              {item.name}
            </a>
          ) : (
            <span data-testid="review-item">{item.name}</span>
          )
        ) : unread?.item ? (
          <span className="text-slate-600" data-testid="review-item" aria-busy="true" />
        ) : (
          <span className="text-slate-600" data-testid="review-item">
            {t('desk.unnamedItem')}
          </span>
        )}{' '}
        {actions.onFilterItem && (
          <Button tone="text" className="min-h-6 text-xs" onClick={actions.onFilterItem}>
            {t('desk.onlyThisItem')}
          </Button>
        )}
      </p>
      <p className="text-xs text-slate-500">
        {t('desk.written', { date: formatDate(review.createdDate) })}
        {review.updatedDate && review.updatedDate !== review.createdDate
          ? ` · ${t('desk.updated', { date: formatDate(review.updatedDate) })}`
          : ''}
        {review.source?.type === 'REVIEW_REQUEST' && (
          <span
            className="ml-2 rounded bg-sky-100 px-1.5 text-sky-900"
            title={t('desk.fromRequestTitle')}
            data-testid="review-source"
          >
            {tPlain(SOURCE_LABEL[review.source.type])}
          </span>
        )}
      </p>
      {review.title && (
        <p className="mt-1 text-sm font-semibold break-words" dir="auto">
          {review.title}
        </p>
      )}
      <p className="mt-1 line-clamp-6 text-sm break-words whitespace-pre-line" dir="auto">
        {review.body}
      </p>
      {review.media.length > 0 && (
        <ul className="mt-2 flex gap-1" aria-label={t('desk.media')}>
          {review.media.map((m, i) =>
            m.kind === 'image' && safeHref(m.url) ? (
              <li key={i}>
                <img
                  src={safeHref(m.url)!}
                  alt={t('desk.photo', { n: i + 1 })}
                  loading="lazy"
                  referrerPolicy="no-referrer"
                  className="h-12 w-12 rounded object-cover"
                />
              </li>
            ) : (
              <li key={i} className="flex h-12 w-12 items-center justify-center rounded bg-slate-200 text-xs">
                {t('desk.video')}
              </li>
            ),
          )}
        </ul>
      )}
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
        />
      )}
      <div className="mt-2 flex flex-wrap gap-2">
        {actionsFor(state, 'desk')
          // While the reply is being written, the reply's own actions step aside.
          .filter((a) => !replying || (a.runs !== 'text' && !a.needsReply))
          .map((a) => (
            <button
              key={a.id}
              type="button"
              disabled={busy}
              className={TONE_STYLE[a.tone]}
              onClick={() => (a.runs === 'text' ? setReplying(true) : actions.onAction(a))}
            >
              {tPlain(labelOf(a, state))}
            </button>
          ))}
      </div>
      <div className="mt-1">
        <TechnicalDetails rows={technicalRows(review)} />
      </div>
    </article>
  );
}
