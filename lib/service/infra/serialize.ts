/** Runs read-modify-write steps on storage one at a time, so concurrent events don't lose writes. */
export function createSerializer() {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(step: () => Promise<T>): Promise<T> => {
    const run = tail.then(step, step);
    tail = run.catch(() => undefined);
    return run;
  };
}
