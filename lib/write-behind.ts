// A panel's write behind its changes (the session cache of its lists, its last screen): a burst of
// changes costs one write, and a write still waiting is made at once when the panel is hidden or closed.

export interface WriteBehind {
  /** A change: the write follows `throttleMs` later. False when one was waiting already. */
  schedule(): boolean;
  /** Stops listening; a waiting write is dropped. */
  stop(): void;
}

/** Runs `write` `throttleMs` after the first change of a burst (then when the browser is idle, with `whenIdle`). */
export function writeBehind(write: () => void, throttleMs: number, { whenIdle = false } = {}): WriteBehind {
  // Cancels the wait under way; undefined while none is.
  let cancel: (() => void) | undefined;
  const run = () => {
    cancel = undefined;
    write();
  };
  const schedule = () => {
    if (cancel) return false;
    const timer = setTimeout(() => {
      if (!whenIdle) return run();
      const idle = requestIdleCallback(run, { timeout: throttleMs });
      cancel = () => cancelIdleCallback(idle);
    }, throttleMs);
    cancel = () => clearTimeout(timer);
    return true;
  };
  const flush = () => {
    if (!cancel) return;
    cancel();
    run();
  };
  const onHide = () => document.visibilityState === 'hidden' && flush();
  document.addEventListener('visibilitychange', onHide);
  window.addEventListener('pagehide', flush);
  return {
    schedule,
    stop() {
      cancel?.();
      cancel = undefined;
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', flush);
    },
  };
}
