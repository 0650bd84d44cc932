// How many calls a client has made to the provider, counted at its `fetch` (every call, whatever its
// answer): what a piece of work cost is the difference before and after it (the all-sites inbox
// reports the calls a refresh made, lib/service/inbox/inbox.ts).

const counts = new WeakMap<object, { calls: number }>();

/** A client's `fetch` that counts its calls into `counter`. */
export function countingFetch(base: typeof fetch, counter: { calls: number }): typeof fetch {
  return (input, init) => {
    counter.calls += 1;
    return base(input, init);
  };
}

/** Ties a counter to the client it counts for. */
export const countCallsOf = <C extends object>(client: C, counter: { calls: number }): C => {
  counts.set(client, counter);
  return client;
};

/** The calls `client` has made so far (0 for a client nobody counts). */
export const callsMadeBy = (client: object): number => counts.get(client)?.calls ?? 0;
