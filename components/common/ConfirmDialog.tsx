import { useEffect, useId, useRef, type ReactNode } from 'react';
import { t } from '@/lib/i18n';
import { Button } from './Button';

interface Props {
  /** The question, naming what will be touched (with its count); the dialog's accessible name. */
  title: string;
  children?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  danger?: boolean;
  /** Absent when there is nothing to do (the dialog then only says so, with Close). */
  onConfirm?: () => void;
  confirmDisabled?: boolean;
  onCancel: () => void;
  /** A second way forward beside the confirm button, when the question has two (e.g. send, or discard). */
  other?: { label: string; onClick: () => void };
}

/**
 * The panel's one confirmation: a modal question. Focus starts on Cancel (the safe choice), Escape
 * cancels, Tab stays inside, and focus goes back where it was when the dialog closes.
 */
export function ConfirmDialog(props: Props) {
  const { title, children, danger, onConfirm, confirmDisabled, onCancel } = props;
  const titleId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    cancelRef.current?.focus();
    return () => before?.focus?.();
  }, []);
  return (
    <div className="fixed inset-0 z-30 flex items-center justify-center bg-slate-900/40 p-4">
      <div
        ref={boxRef}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-testid="confirm-dialog"
        className="w-full max-w-sm rounded bg-white p-4 text-sm shadow-lg dark:bg-slate-800"
        onKeyDown={(e) => {
          e.stopPropagation();
          if (e.key === 'Escape') onCancel();
          if (e.key === 'Tab') {
            const focusable = [...(boxRef.current?.querySelectorAll<HTMLElement>('button, input') ?? [])];
            const i = focusable.indexOf(document.activeElement as HTMLElement);
            const next = focusable[(i + (e.shiftKey ? -1 : 1) + focusable.length) % focusable.length];
            e.preventDefault();
            next?.focus();
          }
        }}
      >
        <h2 id={titleId} className="font-semibold">
          {title}
        </h2>
        {children && <div className="mt-2 space-y-1">{children}</div>}
        <div className="mt-4 flex flex-wrap justify-end gap-2">
          <Button size="lg" ref={cancelRef} onClick={onCancel}>
            {props.cancelLabel ?? (onConfirm ? t('common.cancel') : t('common.close'))}
          </Button>
          {props.other && (
            <Button tone="primary" size="lg" onClick={props.other.onClick}>
              {props.other.label}
            </Button>
          )}
          {onConfirm && (
            <Button
              tone={danger === false ? 'primary' : 'danger'}
              size="lg"
              disabled={confirmDisabled}
              onClick={onConfirm}
            >
              {props.confirmLabel ?? t('common.confirm')}
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
