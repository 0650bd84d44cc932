import { useSignals } from '@preact/signals-react/runtime';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { t } from '@/lib/i18n';
import { currentToast, dismissToast } from '@/lib/queries/feedback';

/**
 * Says what just happened, briefly, in a polite live region at the panel's foot; may offer one
 * action (Undo). The message itself is raised by a write's hook (`lib/queries/write.ts`) or
 * `showToast`; it hides on its own (later when it offers Undo), on Dismiss, and when the admin
 * switches tools (components/common/ToolTabs.tsx). It never hides what the admin is working on: the
 * page keeps room for it at its end, and a focused control it would cover is scrolled clear.
 */
export function ToastRegion() {
  useSignals();
  const toast = currentToast.value;
  const bar = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const height = toast ? (bar.current?.offsetHeight ?? 0) + 8 : 0;
    document.documentElement.style.setProperty('--toast-room', `${height}px`);
    const focused = document.activeElement;
    if (toast && focused instanceof HTMLElement && focused !== document.body) {
      const top = window.innerHeight - height;
      if (focused.getBoundingClientRect().bottom > top) focused.scrollIntoView({ block: 'center' });
    }
  }, [toast]);
  return (
    <div ref={bar} role="status" aria-live="polite" data-paint-skip className="fixed right-2 bottom-2 left-2 z-20">
      {toast && (
        <p
          key={toast.id}
          className="flex items-center gap-2 rounded bg-slate-900 px-3 py-2 text-sm text-white shadow"
          data-testid="toast"
        >
          <span className="min-w-0 flex-1 break-words">{toast.text}</span>
          {toast.action && (
            <button
              type="button"
              className="shrink-0 rounded border border-white/60 px-2 py-0.5 text-xs"
              onClick={() => {
                toast.action?.run();
                dismissToast();
              }}
            >
              {toast.action.label}
            </button>
          )}
          <button
            type="button"
            className="flex h-6 w-6 shrink-0 items-center justify-center rounded"
            aria-label={t('common.dismiss')}
            title={t('common.dismiss')}
            onClick={dismissToast}
          >
            <svg aria-hidden="true" viewBox="0 0 16 16" width="12" height="12" stroke="currentColor" strokeWidth="2">
              <path d="M3 3l10 10M13 3L3 13" />
            </svg>
          </button>
        </p>
      )}
    </div>
  );
}

/** The panel's content with its toast region (tests render a tool inside it too). */
export function ToastProvider({ children }: { children: ReactNode }) {
  return (
    <>
      <div className="pb-[var(--toast-room,0px)]">{children}</div>
      <ToastRegion />
    </>
  );
}
