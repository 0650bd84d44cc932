import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import { currentToast, dismissToast } from '@/lib/queries/feedback';

/**
 * Says what just happened, briefly, in a polite live region; may offer one action (Undo). The
 * message itself is raised by a write's hook (`lib/queries/write.ts`) or `showToast`.
 */
export function ToastRegion() {
  useSignals();
  const toast = currentToast.value;
  return (
    <div role="status" aria-live="polite" className="fixed right-2 bottom-2 left-2 z-20">
      {toast && (
        <p
          key={toast.id}
          className="flex items-center justify-between gap-2 rounded bg-slate-900 px-3 py-2 text-sm text-white shadow"
          data-testid="toast"
        >
          <span>{toast.text}</span>
          {toast.action && (
            <button
              type="button"
              className="rounded border border-white/60 px-2 py-0.5 text-xs"
              onClick={() => {
                toast.action?.run();
                dismissToast();
              }}
            >
              {toast.action.label}
            </button>
          )}
        </p>
      )}
    </div>
  );
}

/** The panel's content with its toast region (tests render a tool inside it too). */
export function ToastProvider({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <ToastRegion />
    </>
  );
}
