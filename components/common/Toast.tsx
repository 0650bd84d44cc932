import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react';

/** An action offered with a toast, such as Undo. */
export interface ToastAction {
  label: string;
  run: () => void;
}
type Show = (text: string, action?: ToastAction) => void;
const ToastContext = createContext<Show>(() => undefined);

/** How long a toast (and so its Undo) stays. */
export const TOAST_MS = 6000;

/** Says what just happened, briefly, in a polite live region; may offer one action (Undo). */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<{ text: string; action?: ToastAction } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const show = useCallback<Show>((text, action) => {
    setToast({ text, action });
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setToast(null), TOAST_MS);
  }, []);
  return (
    <ToastContext.Provider value={show}>
      {children}
      <div role="status" aria-live="polite" className="fixed right-2 bottom-2 left-2 z-20">
        {toast && (
          <p
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
                  setToast(null);
                }}
              >
                {toast.action.label}
              </button>
            )}
          </p>
        )}
      </div>
    </ToastContext.Provider>
  );
}

export const useToast = (): Show => useContext(ToastContext);
