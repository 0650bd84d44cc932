// With `--expose-on-network` the sandbox listens beyond loopback, and `/_sandbox` (every site's API
// keys, resets, imports) wants the token printed at start (else anyone on the network reads every key): header
// `x-sandbox-token`, query `?token=`, or the cookie a valid `?token=` sets so the inspection page's
// links keep working. Provider calls keep their own credentials.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { SandboxEnv } from './env.ts';
import { sendError, unauthenticated } from './errors.ts';

export const SANDBOX_TOKEN_HEADER = 'x-sandbox-token';
const COOKIE = 'sandbox_token';

export const newSandboxToken = (): string => randomBytes(24).toString('base64url');

const same = (a: string, b: string): boolean => {
  const [x, y] = [Buffer.from(a), Buffer.from(b)];
  return x.length === y.length && timingSafeEqual(x, y);
};

export function requireSandboxToken(token: string): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    const fromQuery = c.req.query('token');
    const given = c.req.header(SANDBOX_TOKEN_HEADER) ?? fromQuery ?? getCookie(c, COOKIE);
    if (!given || !same(given, token))
      return sendError(
        c,
        unauthenticated(`/_sandbox wants the token printed at start (header ${SANDBOX_TOKEN_HEADER} or ?token=).`),
      );
    await next();
    if (fromQuery) setCookie(c, COOKIE, token, { path: '/_sandbox', httpOnly: true, sameSite: 'Strict' });
  };
}
