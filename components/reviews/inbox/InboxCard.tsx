import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { actionsFor, reviewAction, type ReviewAction } from '@/lib/ui/review-actions';
import type { ReviewSummary } from '@/lib/messaging/reviews';
import { cardNamesOptions, namedIds } from '@/lib/queries/review-names';
import { useReviewActions } from '@/lib/queries/review-writes';
import { ErrorNotice } from '../../common/ErrorNotice';
import type { Selection } from '../../common/selection';
import { useInView } from '../../common/useInView';
import { ActionConfirm } from '../ActionConfirm';
import { ReviewCard } from '../ReviewCard';

/**
 * A review of the all-sites inbox: its site named above the card (opening that site's desk), and the
 * desk's actions, sent for that site (with the desk's Undo); `onChanged` after each, the Undo too.
 * The inbox's check lists reviews without their names: the card asks for them once it is in view,
 * and leaves them unsaid until they arrive.
 */
export function InboxCard({
  siteId,
  siteName,
  review: listed,
  selection,
  onOpenSite,
  onChanged,
}: {
  siteId: string;
  siteName: string;
  review: ReviewSummary;
  selection: Selection;
  onOpenSite: () => void;
  onChanged: () => void;
}) {
  const place = useRef<HTMLLIElement>(null);
  const seen = useInView(place);
  const { contactId, productId } = namedIds(listed);
  const names = useQuery({
    ...cardNamesOptions(siteId, contactId, productId),
    enabled: seen && (contactId !== null || productId !== null),
  });
  const authorType = names.data?.authorType;
  const review = authorType ? { ...listed, authorType } : listed;
  const actions = useReviewActions(siteId, onChanged, siteName);
  const [replying, setReplying] = useState(false);
  const [asking, setAsking] = useState<ReviewAction | null>(null);
  const choose = (action: ReviewAction) => {
    if (!actionsFor({ status: review.status, replied: review.reply !== null }, 'desk').includes(action)) return;
    if (action.confirm) setAsking(action);
    else actions.run(review, action);
  };
  return (
    <li ref={place} className="space-y-1" data-testid="inbox-item" data-site-id={siteId}>
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
        siteId={siteId}
        review={review}
        item={names.data?.item ?? undefined}
        unread={{ author: contactId !== null && !names.isSuccess, item: productId !== null && !names.isSuccess }}
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
      {asking && (
        <ActionConfirm
          action={asking}
          review={review}
          onCancel={() => setAsking(null)}
          onConfirm={() => {
            setAsking(null);
            actions.run(review, asking);
          }}
        />
      )}
    </li>
  );
}
