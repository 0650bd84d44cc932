import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from './ConfirmDialog';

interface Props {
  label: string;
  /** What will happen, with the exact count: the dialog's question. */
  question: string;
  confirmLabel?: string;
  /** False for an action that can be taken back (the confirm button is then not red). */
  danger?: boolean;
  disabled?: boolean;
  confirmDisabled?: boolean;
  onConfirm: () => void;
  className?: string;
  /** More to settle before confirming (e.g. who gets a deleted member's content). */
  children?: ReactNode;
}

/** A destructive action's button: it asks first, in the panel's one confirmation dialog. */
export function ConfirmButton({
  label,
  question,
  confirmLabel,
  danger,
  disabled,
  confirmDisabled,
  onConfirm,
  className,
  children,
}: Props) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button
        type="button"
        disabled={disabled}
        className={className ?? 'rounded border border-red-300 px-2 py-1 text-xs text-red-800 disabled:opacity-50'}
        onClick={() => setAsking(true)}
      >
        {label}
      </button>
      {asking && (
        <ConfirmDialog
          title={question}
          confirmLabel={confirmLabel}
          danger={danger}
          confirmDisabled={confirmDisabled}
          onCancel={() => setAsking(false)}
          onConfirm={() => {
            setAsking(false);
            onConfirm();
          }}
        >
          {children}
        </ConfirmDialog>
      )}
    </>
  );
}
