import { t, tAuthor, tPlain } from '@/lib/i18n';
import type { ReviewAction } from '@/lib/ui/review-actions';
import type { ReviewSummary } from '@/lib/messaging/reviews';
import { ConfirmDialog } from '../common/ConfirmDialog';

/** The question before a review action that asks first (the desk's cards, the inbox's): naming the author. */
export function ActionConfirm({
  action,
  review,
  onCancel,
  onConfirm,
}: {
  /** An action that declares no question is not asked about (nothing is drawn). */
  action: ReviewAction;
  review: ReviewSummary;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { confirm } = action;
  if (!confirm) return null;
  return (
    <ConfirmDialog
      title={tAuthor(confirm.question, review.authorName || t('common.anonymous'))}
      confirmLabel={tPlain(action.label)}
      cancelLabel={t('app.cancel')}
      danger={action.tone === 'danger'}
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      {tPlain(confirm.warning)}
    </ConfirmDialog>
  );
}
