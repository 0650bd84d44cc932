import { t } from '@/lib/i18n';
import { ConfirmButton } from '../common/ConfirmButton';
import { Button } from '../common/Button';

/**
 * The trash bin's two actions on what is ticked (files or folders): restore, or delete permanently
 * after a confirmation that names the count (`question`, `confirmLabel`).
 */
export function RestoreOrDeleteButtons({
  pending,
  question,
  confirmLabel,
  onRun,
  restoreTestId,
}: {
  pending: boolean;
  question: string;
  confirmLabel: string;
  onRun: (kind: 'restore' | 'delete') => void;
  restoreTestId?: string;
}) {
  return (
    <>
      <Button
        tone="primary"
        className="text-xs"
        disabled={pending}
        data-testid={restoreTestId}
        onClick={() => onRun('restore')}
      >
        {t('media.trash.restore')}
      </Button>
      <ConfirmButton
        className="rounded bg-red-700 px-2 py-1 text-xs text-white disabled:opacity-40"
        disabled={pending}
        label={t('media.trash.deleteForever')}
        question={question}
        confirmLabel={confirmLabel}
        onConfirm={() => onRun('delete')}
      />
    </>
  );
}
