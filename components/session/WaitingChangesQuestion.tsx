import { plural, t } from '@/lib/i18n';
import { ConfirmDialog } from '../common/ConfirmDialog';

/**
 * Asked before disconnecting an account whose changes still wait to be sent: a change is sent only as
 * the account that made it, so once it is disconnected they could never be sent. Send them now, or
 * discard them (Cancel keeps the account connected and the changes waiting).
 */
export function WaitingChangesQuestion({
  count,
  onChoose,
  onCancel,
}: {
  count: number;
  onChoose: (choice: 'send' | 'discard') => void;
  onCancel: () => void;
}) {
  return (
    <ConfirmDialog
      title={plural('session.notSent', count)}
      confirmLabel={t('session.discard')}
      onConfirm={() => onChoose('discard')}
      other={{ label: t('session.sendNow'), onClick: () => onChoose('send') }}
      onCancel={onCancel}
    >
      <p>{t('session.notSentExplain')}</p>
    </ConfirmDialog>
  );
}
