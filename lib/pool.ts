// Work over many items (the panel's inbox refresh, the background's notification poll) with at most `concurrency` under way at once, in order of the list.

/** Runs `work` on every item, `concurrency` at a time; resolves when all are done (a failure is `work`'s to handle). */
export async function runPool<T>(
  items: readonly T[],
  concurrency: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const item = items[next++]!;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, lane));
}
