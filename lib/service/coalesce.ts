/**
 * Coalesces lookups by key (a tab): the ids asked within `windowMs` of each other, or while a
 * lookup for the key is running, go to the provider as one call. Each caller gets its own ids' answers.
 */
export function createCoalescer<V>(run: (key: number, ids: string[]) => Promise<Record<string, V>>, windowMs = 30) {
  const pending = new Map<number, { ids: Set<string>; result: Promise<Record<string, V>> }>();
  return (key: number, ids: readonly string[]): Promise<Record<string, V>> => {
    let batch = pending.get(key);
    if (!batch) {
      const collected = new Set<string>();
      const result = new Promise<Record<string, V>>((resolve, reject) => {
        setTimeout(() => {
          pending.delete(key);
          run(key, [...collected]).then(resolve, reject);
        }, windowMs);
      });
      batch = { ids: collected, result };
      pending.set(key, batch);
    }
    for (const id of ids) batch.ids.add(id);
    return batch.result.then((all) => Object.fromEntries(ids.filter((id) => id in all).map((id) => [id, all[id]!])));
  };
}
