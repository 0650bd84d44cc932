// Who wants to know that the provider answered (the offline queue: the connection is back). An
// answer below 500 counts, a refusal included: the provider was reached. Memory only; listeners are
// added again when the worker starts.

const listeners = new Set<() => void>();

export function onProviderAnswer(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** A client's `fetch` that tells the listeners after each answer from the provider. */
export function watchAnswers(base: typeof fetch): typeof fetch {
  return async (input, init) => {
    const response = await base(input, init);
    if (response.status < 500) for (const listener of listeners) listener();
    return response;
  };
}
