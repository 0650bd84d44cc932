import { useState } from 'react';
import { t, tAuthor, tPlain } from '@/lib/i18n';
import { actionsFor, reviewAction, type ReviewAction } from '@/lib/messaging/plain/review-actions';
import type { ReviewedItem, ReviewSummary } from '@/lib/messaging/reviews';
import { useReviewActions } from '@/lib/queries/review-writes';
import { ConfirmDialog } from '../../common/ConfirmDialog';
import { ErrorNotice } from '../../common/ErrorNotice';
import type { Selection } from '../../common/selection';
import { ReviewCard } from '../ReviewCard';

/**
 * A review of the all-sites inbox: its site named above the card (opening that site's desk), and the
 * desk's actions, sent for that site (with the desk's Undo); `onChanged` after each, the Undo too.
 */
export function InboxCard({
  siteId,
  siteName,
  review,
  item,
  selection,
  onOpenSite,
  onChanged,
}: {
  siteId: string;
  siteName: string;
  review: ReviewSummary;
  item: ReviewedItem | undefined;
  selection: Selection;
  onOpenSite: () => void;
  onChanged: () => void;
}) {
  const actions = useReviewActions(siteId, onChanged);
  const [replying, setReplying] = useState(false);
  const [asking, setAsking] = useState<ReviewAction | null>(null);
  const choose = (action: ReviewAction) => {
    if (!actionsFor({ status: review.status, replied: review.reply !== null }, 'desk').includes(action)) return;
    if (action.confirm) setAsking(action);
    else actions.run(review, action);
  };
  return (
    <li className="space-y-1" data-testid="inbox-item" data-site-id={siteId}>
      <button
        type="button"
        className="max-w-full truncate text-left text-xs font-medium text-indigo-700 hover:underline"
        dir="auto"
        data-testid="inbox-site"
        onClick={onOpenSite}
      >
        {siteName}
      </button>
      <ReviewCard
        review={review}
        item={item}
        busy={actions.busyId === review.id}
        selection={selection}
        active={false}
        onFocus={() => undefined}
        replying={replying}
        setReplying={setReplying}
        actions={{
          onAction: choose,
          onReply: (message) =>
            actions.run(review, reviewAction('reply'), { text: message, onSuccess: () => setReplying(false) }),
        }}
      />
      {actions.error && <ErrorNotice error={actions.error} onRetry={actions.retry} />}
      {asking?.confirm && (
        <ConfirmDialog
          title={tAuthor(asking.confirm.question, review.authorName || t('common.anonymous'))}
          confirmLabel={tPlain(asking.label)}
          danger={asking.tone === 'danger'}
          onCancel={() => setAsking(null)}
          onConfirm={() => {
            setAsking(null);
            actions.run(review, asking);
          }}
        >
          {tPlain(asking.confirm.warning)}
        </ConfirmDialog>
      )}
    </li>
  );
}
