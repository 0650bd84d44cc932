import { plural, t } from '@/lib/i18n';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { ErrorNotice } from '../common/ErrorNotice';

/**
 * Asked before disconnecting an account whose changes still wait to be sent: a change is sent only as
 * the account that made it, so once it is disconnected they could never be sent. Send them now, or
 * discard them (Cancel keeps the account connected and the changes waiting). When a choice failed
 * (sending after the provider refused the key), the question stays, saying why, and Discard and
 * Cancel still work.
 */
export function WaitingChangesQuestion({
  count,
  onChoose,
  onCancel,
  error = null,
  pending = false,
}: {
  count: number;
  onChoose: (choice: 'send' | 'discard') => void;
  onCancel: () => void;
  error?: unknown;
  pending?: boolean;
}) {
  return (
    <ConfirmDialog
      title={plural('session.notSent', count)}
      confirmLabel={t('session.discard')}
      confirmDisabled={pending}
      onConfirm={() => onChoose('discard')}
      other={{ label: t('session.sendNow'), onClick: () => !pending && onChoose('send') }}
      onCancel={onCancel}
    >
      <p>{t('session.notSentExplain')}</p>
      {error !== null && <ErrorNotice error={error} />}
    </ConfirmDialog>
  );
}
