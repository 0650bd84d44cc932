// Fetches an import's source. The sandbox reaches only its own origin and the origins the user
// allowed (http/remote-origins.ts), redirects included; no request headers are forwarded; the body
// is read with a running size check, so a huge source is cut off, not buffered whole.
import { validationError } from '../../http/errors.ts';
import { parseUrl } from '../../http/parse-url.ts';

const MAX_REDIRECTS = 5;
export const MAX_IMPORT_BYTES = 100 * 1024 * 1024;

export type AllowsUrl = (url: URL) => boolean;

/** The parsed URL if the sandbox may fetch it; otherwise the 400 that explains why not. */
export function importUrl(raw: string, field: string, allows: AllowsUrl, allowedText: string): URL {
  const url = parseUrl(raw);
  if (!url) {
    throw validationError([
      { field, description: 'must be a valid URL', violatedRule: 'FORMAT', data: { format: 'WEB_URL' } },
    ]);
  }
  if (!allows(url)) {
    throw validationError([
      {
        field,
        description: `must be on an origin the sandbox may fetch from (${allowedText}); start it with --allow-remote-origin <origin> to add one`,
        violatedRule: 'FORMAT',
        data: { format: 'ALLOWED_ORIGIN' },
      },
    ]);
  }
  return url;
}

export type FetchOutcome =
  { ok: true; bytes: Buffer; contentType?: string; finalUrl: URL } | { ok: false; reason: string };

async function readCapped(res: Response, max: number): Promise<Buffer | null> {
  const declared = Number(res.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > max) return null;
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (!res.body) return Buffer.alloc(0);
  for await (const chunk of res.body as AsyncIterable<Uint8Array>) {
    size += chunk.length;
    if (size > max) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

export async function fetchSource(url: URL, allows: AllowsUrl, max = MAX_IMPORT_BYTES): Promise<FetchOutcome> {
  let current = url;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    let res: Response;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), 10_000);
    try {
      res = await fetch(current, { redirect: 'manual', signal: controller.signal });
      if (res.status >= 300 && res.status < 400 && res.headers.get('location')) {
        const next = new URL(res.headers.get('location')!, current);
        await res.body?.cancel();
        if (!allows(next)) return { ok: false, reason: `redirect to ${next.origin} refused (not an allowed origin)` };
        current = next;
        continue;
      }
      if (!res.ok) return { ok: false, reason: `source answered HTTP ${res.status}` };
      const bytes = await readCapped(res, max);
      if (!bytes) {
        controller.abort();
        return { ok: false, reason: `source is larger than the sandbox limit (${max / 1024 / 1024} MB)` };
      }
      return { ok: true, bytes, contentType: res.headers.get('content-type') ?? undefined, finalUrl: current };
    } catch (e) {
      return { ok: false, reason: `fetch failed: ${(e as Error).message}` };
    } finally {
      clearTimeout(timer);
    }
  }
  return { ok: false, reason: 'too many redirects' };
}
