import { t } from '@/lib/i18n';
import { Button } from '../common/Button';

/** The provider refused a duplicate: open the one that exists, or save anyway. */
export function DuplicateOffer({
  existingId,
  busy,
  onOpen,
  onSaveAnyway,
}: {
  existingId: string;
  busy: boolean;
  onOpen: (id: string) => void;
  onSaveAnyway: () => void;
}) {
  return (
    <div
      role="alert"
      className="space-y-1 rounded border border-amber-400 bg-amber-50 p-2"
      data-testid="duplicate-offer"
    >
      <p>{t('contacts.duplicate.found')}</p>
      <div className="flex gap-2">
        <Button className="bg-white" onClick={() => onOpen(existingId)}>
          {t('contacts.duplicate.open')}
        </Button>
        <Button tone="warning" disabled={busy} onClick={onSaveAnyway}>
          {t('contacts.duplicate.anyway')}
        </Button>
      </div>
    </div>
  );
}
