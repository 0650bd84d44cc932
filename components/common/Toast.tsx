import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react';

type Show = (text: string) => void;
const ToastContext = createContext<Show>(() => undefined);

/** Says what just happened, briefly, in a polite live region. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [text, setText] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const show = useCallback<Show>((t) => {
    setText(t);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setText(null), 5000);
  }, []);
  return (
    <ToastContext.Provider value={show}>
      {children}
      <div role="status" aria-live="polite" className="fixed right-2 bottom-2 left-2">
        {text && <p className="rounded bg-slate-900 px-3 py-2 text-sm text-white shadow" data-testid="toast">{text}</p>}
      </div>
    </ToastContext.Provider>
  );
}

export const useToast = (): Show => useContext(ToastContext);
