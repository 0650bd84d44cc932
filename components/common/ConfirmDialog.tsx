import { useEffect, useRef, type ReactNode } from 'react';

interface Props {
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A modal question: focus starts on Cancel (the safe choice), Escape cancels, Tab stays inside. */
export function ConfirmDialog({ title, children, confirmLabel, cancelLabel, danger, onConfirm, onCancel }: Props) {
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
        aria-labelledby="confirm-title"
        data-testid="confirm-dialog"
        className="w-full max-w-sm rounded bg-white p-4 text-sm shadow-lg dark:bg-slate-800"
        onKeyDown={(e) => {
          e.stopPropagation();
          if (e.key === 'Escape') onCancel();
          if (e.key === 'Tab') {
            const buttons = [...(boxRef.current?.querySelectorAll('button') ?? [])];
            const i = buttons.indexOf(document.activeElement as HTMLButtonElement);
            const next = buttons[(i + (e.shiftKey ? -1 : 1) + buttons.length) % buttons.length];
            e.preventDefault();
            next?.focus();
          }
        }}
      >
        <h2 id="confirm-title" className="font-semibold">
          {title}
        </h2>
        {children && <div className="mt-2">{children}</div>}
        <div className="mt-4 flex justify-end gap-2">
          <button
            ref={cancelRef}
            type="button"
            className="rounded border border-slate-300 px-3 py-1"
            onClick={onCancel}
          >
            {cancelLabel}
          </button>
          <button
            type="button"
            className={`rounded px-3 py-1 text-white ${danger ? 'bg-red-700' : 'bg-indigo-700'}`}
            onClick={onConfirm}
          >
            {confirmLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
