// Request bodies are bounded before anything reads them whole: JSON bodies of provider and
// /_sandbox calls, upload PUTs, TUS PATCHes. Over the limit: 413 with the provider's error body.
import type { Context } from 'hono';
import { applicationError, validationError, type ProviderError } from './errors.ts';

export const JSON_BODY_MAX = 1024 * 1024;
/** Site snapshots (`/_sandbox/.../import`) are larger than any provider call. */
export const SNAPSHOT_BODY_MAX = 256 * 1024 * 1024;
export const PUT_UPLOAD_MAX = 200 * 1024 * 1024;
/** Nesting of a JSON body (a filter nested 200 000 deep overflowed the stack and answered 500). */
export const JSON_DEPTH_MAX = 64;

export const payloadTooLarge = (max: number): ProviderError =>
  applicationError(413, 'PAYLOAD_TOO_LARGE', `The request body is larger than ${max} bytes.`, { maxBytes: max });

/** TUS PATCH chunks: the route itself caps each chunk at what is left of its upload's length. */
export const TUS_PATCH_MAX = 1024 * 1024 * 1024;

/** The most bytes a request body may have on this route (counted as it streams: streamed-body-limit.ts). */
export function bodyLimitFor(method: string, path: string): number {
  if (path === '/_sandbox' || path.startsWith('/_sandbox/')) return SNAPSHOT_BODY_MAX;
  if (method === 'PUT' && path.startsWith('/_media/upload/')) return PUT_UPLOAD_MAX;
  if (method === 'PATCH' && path.startsWith('/_media/tus/')) return TUS_PATCH_MAX;
  return JSON_BODY_MAX;
}

/** Reads the whole body, refusing it as soon as it passes `max` bytes. */
export async function readBodyCapped(c: Context, max: number): Promise<Buffer> {
  const body = c.req.raw.body;
  if (!body) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.length;
    if (size > max) throw payloadTooLarge(max);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** Nesting depth of parsed JSON, without recursion (so a deep body can't overflow the stack here). */
export function jsonDepth(value: unknown, limit = JSON_DEPTH_MAX): number {
  let deepest = 0;
  const stack: Array<[unknown, number]> = [[value, 1]];
  while (stack.length > 0) {
    const [v, d] = stack.pop()!;
    if (typeof v !== 'object' || v === null) continue;
    deepest = Math.max(deepest, d);
    if (deepest > limit) return deepest;
    for (const child of Object.values(v)) stack.push([child, d + 1]);
  }
  return deepest;
}

export function assertDepth(value: unknown): void {
  if (jsonDepth(value) > JSON_DEPTH_MAX) {
    throw validationError([
      {
        field: 'body',
        description: `is nested more than ${JSON_DEPTH_MAX} levels deep`,
        violatedRule: 'MAX',
        data: { threshold: JSON_DEPTH_MAX },
      },
    ]);
  }
}
