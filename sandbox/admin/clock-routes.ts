// /_sandbox/sites/{siteId}/clock: read the site's clock, or move it forward. Moving it runs what
// became due at the new time (review requests are sent or fail), so the effect and its events are
// there when the answer arrives; tasks past their due date get their overdue events.
import { Hono } from 'hono';
import { z } from 'zod';
import type { SandboxDeps, SandboxEnv } from '../http/env.ts';
import { parseInput, readJsonBody } from '../http/validate.ts';
import { advanceClockAndRunDue } from '../clock/advance.ts';
import { clockOffsetMs, siteNow } from '../clock/site-clock.ts';
import { siteFromParam } from './site-param.ts';

// Up to a year per step.
const advanceBody = z.strictObject({
  advanceMs: z
    .number()
    .int()
    .min(0)
    .max(366 * 24 * 3600 * 1000),
});

export function clockRoutes({ db }: SandboxDeps): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();

  app.get('/sites/:siteId/clock', (c) => {
    const site = siteFromParam(db, c);
    return c.json({ now: siteNow(db, site.id).toISOString(), offsetMs: clockOffsetMs(db, site.id) });
  });

  app.post('/sites/:siteId/clock', async (c) => {
    const site = siteFromParam(db, c);
    const { advanceMs } = parseInput(advanceBody, await readJsonBody(c));
    const moved = advanceClockAndRunDue(db, site.id, advanceMs);
    return c.json({ now: siteNow(db, site.id).toISOString(), ...moved });
  });

  return app;
}
