// Fetches an import's source. The sandbox never reaches beyond this machine: only loopback URLs
// (127.0.0.0/8, localhost, [::1]) are allowed, redirects included.
import { validationError } from '../../http/errors.ts';
import { isLoopbackHost, isLoopbackUrl } from '../../http/loopback.ts';

const MAX_REDIRECTS = 5;
const MAX_BYTES = 100 * 1024 * 1024;

/** The parsed URL if it is an http(s) loopback URL; otherwise the 400 that explains why not. */
export function loopbackUrl(raw: string, field: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw validationError([{ field, description: 'must be a valid URL', violatedRule: 'FORMAT', data: { format: 'WEB_URL' } }]);
  }
  if (!isLoopbackUrl(raw)) {
    throw validationError([
      {
        field,
        description: 'must be a loopback URL: the sandbox only imports from loopback (127.0.0.0/8, localhost, [::1]) over http(s)',
        violatedRule: 'FORMAT',
        data: { format: 'LOOPBACK_URL' },
      },
    ]);
  }
  return url;
}

export type FetchOutcome = { ok: true; bytes: Buffer; contentType?: string; finalUrl: URL } | { ok: false; reason: string };

export async function fetchSource(url: URL, headers: Record<string, string>): Promise<FetchOutcome> {
  let current = url;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    let res: Response;
    try {
      res = await fetch(current, { headers, redirect: 'manual', signal: AbortSignal.timeout(10_000) });
    } catch (e) {
      return { ok: false, reason: `fetch failed: ${(e as Error).message}` };
    }
    if (res.status >= 300 && res.status < 400 && res.headers.get('location')) {
      const next = new URL(res.headers.get('location')!, current);
      if (!isLoopbackHost(next.hostname)) return { ok: false, reason: `redirect to a non-loopback host (${next.hostname}) refused` };
      current = next;
      continue;
    }
    if (!res.ok) return { ok: false, reason: `source answered HTTP ${res.status}` };
    const bytes = Buffer.from(await res.arrayBuffer());
    if (bytes.length > MAX_BYTES) return { ok: false, reason: 'source is larger than the sandbox limit (100 MB)' };
    return { ok: true, bytes, contentType: res.headers.get('content-type') ?? undefined, finalUrl: current };
  }
  return { ok: false, reason: 'too many redirects' };
}
