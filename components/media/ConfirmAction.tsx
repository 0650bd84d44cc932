import { useState } from 'react';
import { t } from '@/lib/i18n';

/** A destructive action that asks once more, naming exactly what it will touch. */
export function ConfirmAction({
  label,
  question,
  confirmLabel,
  disabled,
  onConfirm,
  danger,
}: {
  label: string;
  question: string;
  confirmLabel: string;
  disabled?: boolean;
  danger?: boolean;
  onConfirm: () => void;
}) {
  const [asking, setAsking] = useState(false);
  const tone = danger ? 'bg-red-700 text-white' : 'bg-slate-700 text-white';
  if (!asking) {
    return (
      <button
        type="button"
        className={`rounded px-2 py-1 text-xs ${tone} disabled:opacity-40`}
        disabled={disabled}
        onClick={() => setAsking(true)}
      >
        {label}
      </button>
    );
  }
  return (
    <span role="alertdialog" aria-label={question} className="flex items-center gap-1 text-xs">
      <span>{question}</span>
      <button
        type="button"
        className={`rounded px-2 py-1 ${tone}`}
        onClick={() => {
          setAsking(false);
          onConfirm();
        }}
      >
        {confirmLabel}
      </button>
      <button type="button" className="rounded border border-slate-300 px-2 py-1" onClick={() => setAsking(false)}>
        {t('media.cancel')}
      </button>
    </span>
  );
}
