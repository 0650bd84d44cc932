// A site client's `fetch` under the site's request budget (request-budget.ts): each call waits its
// turn in its lane (a write always in the write lane, request-kind.ts), and a 429 answer holds the
// site for its Retry-After. The SDK's own token calls (the app identity's client credentials, OAuth)
// use the global fetch and don't pass here: they go to the token endpoint, not to the site's API the
// provider counts per site (docs/provider-contract.md §1.4, §4.5), and an app token is fetched about
// once every ten minutes.
import { isWriteRequest } from './request-kind';
import { noteAnswered, noteRateLimited, takeTurn, type Lane } from './request-budget';

export function budgetFetch(base: typeof fetch, siteId: string, lane: Lane): typeof fetch {
  return async (input, init) => {
    const asked: Lane = isWriteRequest(input, init) ? 'write' : lane;
    await takeTurn(siteId, asked);
    const sentAt = Date.now();
    const response = await base(input, init);
    if (response.status === 429) noteRateLimited(siteId, asked, await retryAfterOf(response), sentAt);
    else noteAnswered(siteId);
    return response;
  };
}

/**
 * The wait a 429 names, in seconds: its `Retry-After` header (seconds, or a date), else the
 * `retryAfterSeconds` of its error data (docs/provider-contract.md §4.5); undefined when neither.
 */
export async function retryAfterOf(response: Response): Promise<number | undefined> {
  const header = response.headers.get('retry-after')?.trim();
  if (header) {
    const seconds = Number(header);
    if (Number.isFinite(seconds)) return Math.max(0, seconds);
    const at = Date.parse(header);
    if (!Number.isNaN(at)) return Math.max(0, (at - Date.now()) / 1000);
  }
  try {
    const body: unknown = await response.clone().json();
    const seconds = dig(body, ['details', 'applicationError', 'data', 'retryAfterSeconds']);
    return typeof seconds === 'number' && Number.isFinite(seconds) ? Math.max(0, seconds) : undefined;
  } catch {
    return undefined; // no JSON body
  }
}

function dig(value: unknown, path: readonly string[]): unknown {
  let at = value;
  for (const key of path) {
    if (typeof at !== 'object' || at === null) return undefined;
    at = (at as Record<string, unknown>)[key];
  }
  return at;
}
