import { t } from '@/lib/i18n';

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
        <button
          type="button"
          className="rounded border border-slate-400 bg-white px-2 py-1"
          onClick={() => onOpen(existingId)}
        >
          {t('contacts.duplicate.open')}
        </button>
        <button
          type="button"
          disabled={busy}
          className="rounded bg-amber-700 px-2 py-1 text-white disabled:opacity-50"
          onClick={onSaveAnyway}
        >
          {t('contacts.duplicate.anyway')}
        </button>
      </div>
    </div>
  );
}
