// What a kind of id names (a contact's author type, a product's name), read in batches and kept: an id
// is read once, and an ask for ids already being read waits for that read instead of sending its own.
// Bounded: past `max` ids, the least recently asked is dropped (read again if asked again).

type Read<V> = (ids: string[]) => Promise<Record<string, V>>;

export interface NameBook<V> {
  /**
   * What each id names: those known at once, the others read `batch` at a time. Ids the read did not
   * name are left out (and known as such). Rejects when a read it needed failed; nothing of a failed
   * read is kept, so the next ask reads those ids again.
   */
  lookUp(ids: readonly string[], batch: number, read: Read<V>): Promise<Record<string, V>>;
  /** What the ids already known name, with no read (those not known yet are left out). */
  known(ids: readonly string[]): Record<string, V>;
  /** How many ids are known (for tests and bounds). */
  size(): number;
}

export function createNameBook<V>(max: number): NameBook<V> {
  // In the order last asked (a Map keeps insertion order); null: read, and nothing by that id.
  const known = new Map<string, V | null>();
  const reading = new Map<string, Promise<Record<string, V>>>();

  const remember = (id: string, value: V | null) => {
    known.delete(id);
    known.set(id, value);
    if (known.size > max) known.delete(known.keys().next().value!);
  };

  const startRead = (ids: string[], read: Read<V>) => {
    const run = read(ids).then((found) => {
      for (const id of ids) remember(id, Object.hasOwn(found, id) ? found[id]! : null);
      return found;
    });
    const done = () => {
      for (const id of ids) if (reading.get(id) === run) reading.delete(id);
    };
    void run.then(done, done);
    for (const id of ids) reading.set(id, run);
  };

  return {
    async lookUp(ids, batch, read) {
      const wanted = [...new Set(ids)];
      const missing = wanted.filter((id) => !known.has(id) && !reading.has(id));
      for (let i = 0; i < missing.length; i += batch) startRead(missing.slice(i, i + batch), read);

      const out: Record<string, V> = {};
      const waits = new Map<string, Promise<Record<string, V>>>();
      for (const id of wanted) {
        const run = reading.get(id);
        if (run) {
          waits.set(id, run);
          continue;
        }
        const value = known.get(id) ?? null;
        remember(id, value); // asked again: the last to be dropped
        if (value !== null) out[id] = value;
      }
      await Promise.all(
        [...waits].map(async ([id, run]) => {
          const found = await run;
          if (Object.hasOwn(found, id)) out[id] = found[id]!;
        }),
      );
      return out;
    },
    known: (ids) => {
      const out: Record<string, V> = {};
      for (const id of ids) {
        const value = known.get(id);
        if (value !== undefined && value !== null) out[id] = value;
      }
      return out;
    },
    size: () => known.size,
  };
}
