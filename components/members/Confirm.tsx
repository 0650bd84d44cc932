import { useState, type ReactNode } from 'react';
import { t } from '@/lib/i18n';

interface Props {
  label: string;
  /** What will happen, with the exact count. */
  question: string;
  disabled?: boolean;
  onConfirm: () => void;
  className?: string;
  children?: ReactNode;
}

/** A destructive action: the first click asks, in place; only "Yes" does it. */
export function ConfirmButton({ label, question, disabled, onConfirm, className, children }: Props) {
  const [asking, setAsking] = useState(false);
  if (!asking)
    return (
      <button
        type="button"
        disabled={disabled}
        className={className ?? 'rounded border border-red-300 px-2 py-1 text-xs text-red-800 disabled:opacity-50'}
        onClick={() => setAsking(true)}
      >
        {label}
      </button>
    );
  return (
    <div
      role="group"
      aria-label={label}
      className="w-full space-y-1 rounded border border-red-300 bg-red-50 p-2 text-xs"
    >
      <p>{question}</p>
      {children}
      <div className="flex gap-2">
        <button
          type="button"
          className="rounded bg-red-700 px-2 py-1 text-white disabled:opacity-50"
          disabled={disabled}
          onClick={() => {
            setAsking(false);
            onConfirm();
          }}
        >
          {t('members.confirm.yes')}
        </button>
        <button type="button" className="rounded border px-2 py-1" onClick={() => setAsking(false)}>
          {t('members.confirm.cancel')}
        </button>
      </div>
    </div>
  );
}
