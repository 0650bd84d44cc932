import { formatNumber, plural, t } from '@/lib/i18n';
import type { BulkAction } from '@/lib/messaging/reviews';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { bulkVerb } from './DeskBulkBar';

/**
 * The question before a bulk action on reviews (the desk's, the all-sites inbox's): the action and the
 * exact count, on the question and on the button; what can't be undone, said.
 */
export function BulkConfirm({
  action,
  count,
  truncated = false,
  onCancel,
  onConfirm,
}: {
  action: BulkAction;
  count: number;
  /** The matching reviews were more than could be collected: the count is of those collected. */
  truncated?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <ConfirmDialog
      title={t('desk.confirmBulk', { action: bulkVerb(action), count: plural('reviews.count', count) })}
      confirmLabel={`${bulkVerb(action)} ${formatNumber(count)}`}
      cancelLabel={t('app.cancel')}
      danger={action !== 'APPROVED'}
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      <p data-testid="bulk-confirm-count">{t('desk.exactly', { count: plural('reviews.count', count) })}</p>
      {truncated && <p>{t('desk.truncated')}</p>}
      {action === 'DELETE' && <p>{t('desk.cannotUndo')}</p>}
    </ConfirmDialog>
  );
}
