/** Shaped like the SDK's own errors, so `normalizeError` reads it the same way. */
export class ProviderResponseError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly requestId: string | null,
    readonly details: unknown,
  ) {
    super(message);
    this.name = 'ProviderResponseError';
  }
}

/**
 * For calls made with the SDK's `fetchWithAuth` (no generated method for them): a non-2xx answer
 * becomes the error the SDK's own methods would raise (message, details, request id).
 */
export async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  let body: unknown = null;
  try {
    body = await res.json();
  } catch {
    /* not JSON: the status and the request id still say what happened */
  }
  const b = (typeof body === 'object' && body !== null ? body : {}) as { message?: unknown; details?: unknown };
  const message = typeof b.message === 'string' && b.message ? b.message : `The provider answered HTTP ${res.status}`;
  throw new ProviderResponseError(message, res.status, res.headers.get('x-wix-request-id'), b.details ?? null);
}
