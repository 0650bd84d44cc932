import { plural, t } from '@/lib/i18n';
import { ConfirmDialog } from '../common/ConfirmDialog';
import type { CancelFlow } from './useCancelFlow';

/** The question of a cancel, with the exact count the provider counted (none: only Close). */
export function CancelConfirm({ flow }: { flow: CancelFlow }) {
  if (!flow.pending) return null;
  const { count } = flow.pending;
  return (
    <ConfirmDialog
      title={t('reviewRequests.cancelConfirmLabel')}
      onCancel={flow.dismiss}
      {...(count > 0
        ? {
            onConfirm: flow.confirm,
            confirmDisabled: flow.busy,
            confirmLabel: t('reviewRequests.cancelConfirmButton', { count: plural('reviewRequests.count', count) }),
            cancelLabel: t('reviewRequests.keep'),
          }
        : { cancelLabel: t('reviewRequests.close') })}
    >
      <p>
        {count === 0
          ? t('reviewRequests.nothingToCancel')
          : t('reviewRequests.cancelConfirm', { count: plural('reviewRequests.scheduledCount', count) })}
      </p>
    </ConfirmDialog>
  );
}
