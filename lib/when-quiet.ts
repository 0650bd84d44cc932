// A run after a burst (the panel's refresh of what is on screen, the badge's recount) rather than one per
// event: each call for the same name restarts the wait, and `run` happens once calls have stopped for `ms`.

const waiting = new Map<string, ReturnType<typeof setTimeout>>();

/** Runs `run` once no call for `name` has come for `ms` (a later call for the same name replaces it). */
export function whenQuiet(name: string, ms: number, run: () => void): void {
  clearTimeout(waiting.get(name));
  waiting.set(
    name,
    setTimeout(() => {
      waiting.delete(name);
      run();
    }, ms),
  );
}
