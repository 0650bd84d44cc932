// Uploaded bytes are anyone's content, served on the sandbox's own origin: never as a page there.
// `nosniff` keeps the declared type, the CSP sandbox gives a document (HTML, SVG) no script and no
// origin, and anything but images, video and audio is a download, never shown inline.
import type { MiddlewareHandler } from 'hono';
import type { SandboxEnv } from '../../http/env.ts';

export const BYTE_SAFETY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy':
    "sandbox; default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'",
} as const;

export const isInlineMedia = (contentType: string): boolean => /^(image|video|audio)\//i.test(contentType.trim());

/** After any byte route: the safety headers, and `attachment` for what must not render inline. */
export function byteSafety(): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    await next();
    for (const [k, v] of Object.entries(BYTE_SAFETY_HEADERS)) c.res.headers.set(k, v);
    const type = c.res.headers.get('content-type') ?? '';
    const disposition = c.res.headers.get('content-disposition');
    if (c.req.method === 'GET' && c.res.status === 200 && !isInlineMedia(type) && !/mpegurl|dash\+xml/i.test(type)) {
      c.res.headers.set(
        'Content-Disposition',
        disposition ? disposition.replace(/^inline/i, 'attachment') : 'attachment',
      );
    }
  };
}
