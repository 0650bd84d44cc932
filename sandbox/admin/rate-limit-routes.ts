// /_sandbox/rate-limit: read or set the per-site provider rate limit at run time
// ({"callsPerMinute": 200} or null for none; rate-limit/limiter.ts).
import { Hono } from 'hono';
import { z } from 'zod';
import type { SandboxDeps, SandboxEnv } from '../http/env.ts';
import { parseInput, readJsonBody } from '../http/validate.ts';
import { WINDOW_MS } from '../rate-limit/limiter.ts';
import { rateLimitFor } from '../rate-limit/store.ts';

export const callsPerMinuteSchema = z.int().min(1).max(1_000_000).nullable();
const body = z.strictObject({ callsPerMinute: callsPerMinuteSchema });

export function rateLimitRoutes({ db }: SandboxDeps): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();
  const limiter = rateLimitFor(db);
  const answer = () => ({ callsPerMinute: limiter.callsPerMinute, windowSeconds: WINDOW_MS / 1000, per: 'site' });

  app.get('/rate-limit', (c) => c.json(answer()));

  app.put('/rate-limit', async (c) => {
    limiter.callsPerMinute = parseInput(body, await readJsonBody(c)).callsPerMinute;
    return c.json(answer());
  });

  return app;
}
