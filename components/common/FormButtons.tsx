import { t } from '@/lib/i18n';

/** A small form's Submit and Cancel, side by side (submit disabled while it can't be sent). */
export function FormButtons({
  submitLabel,
  disabled,
  onCancel,
}: {
  submitLabel: string;
  disabled: boolean;
  onCancel: () => void;
}) {
  return (
    <div className="flex gap-2">
      <button
        type="submit"
        className="rounded bg-indigo-700 px-2 py-1 text-white disabled:opacity-40"
        disabled={disabled}
      >
        {submitLabel}
      </button>
      <button type="button" className="rounded border border-slate-300 px-2 py-1" onClick={onCancel}>
        {t('common.cancel')}
      </button>
    </div>
  );
}
