// The knob forms' posts (knob-forms.ts): each checks its fields with zod, acts through the same
// functions as the JSON routes under /_sandbox/sites/{id}/…, and goes back to the site's page
// saying what it did (303), or answers a page saying in words what was wrong (400/404).
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { SandboxDeps, SandboxEnv } from '../../http/env.ts';
import { ProviderError, validationError } from '../../http/errors.ts';
import { parseInput, readForm } from '../../http/validate.ts';
import { html } from '../../live/html.ts';
import { faultConfigSchema } from '../../faults/config.ts';
import { faultsFor } from '../../faults/store.ts';
import { rateLimitFor } from '../../rate-limit/store.ts';
import { advanceClockAndRunDue } from '../../clock/advance.ts';
import { IDENTITY_RULES, setIdentityRules } from '../../domains/sites/profiles.ts';
import { notifyEventListeners } from '../../events/record.ts';
import { rewindLastDelivery } from '../../events/webhooks-store.ts';
import { importSite } from '../../transfer/import.ts';
import { parseSnapshot } from '../../transfer/parse.ts';
import { callsPerMinuteSchema } from '../rate-limit-routes.ts';
import { resetSiteForTests } from '../reset.ts';
import { siteFromParam } from '../site-param.ts';
import { alertBox, consolePage, siteBase } from './shell.ts';

/** An empty form field is "not given". */
const optionalNumber = z.preprocess((v) => (v === '' || v === undefined ? undefined : v), z.coerce.number().optional());

const faultsForm = z.object({
  latencyMs: optionalNumber,
  errorRate: optionalNumber,
  errorStatus: z.coerce.number().optional(),
  rateLimitEveryNth: optionalNumber,
  retryAfterSeconds: optionalNumber,
  dropConnectionRate: optionalNumber,
  paths: z.string().max(5000).optional(),
});
const clockForm = z.object({ amount: z.coerce.number().int().min(1).max(366), unit: z.enum(['hours', 'days']) });
const identityForm = z.object({ identityRules: z.enum(IDENTITY_RULES) });
const confirmForm = z.object({ confirm: z.literal('yes', { message: 'must be ticked to reset the site' }) });
const rateLimitForm = z.object({ callsPerMinute: optionalNumber, back: z.string().max(100).optional() });

/** The knob form's fields → the fault knobs' JSON (validated by the knobs' own schema). */
function faultConfig(form: z.output<typeof faultsForm>) {
  const paths = (form.paths ?? '')
    .split(/\r?\n|,/)
    .map((p) => p.trim())
    .filter(Boolean);
  const errorRate = form.errorRate;
  return parseInput(faultConfigSchema, {
    ...(form.latencyMs !== undefined && { latencyMs: form.latencyMs }),
    ...(errorRate !== undefined && { errorRate, errorStatus: form.errorStatus ?? 503 }),
    ...(form.rateLimitEveryNth !== undefined || form.retryAfterSeconds !== undefined
      ? {
          rateLimit: {
            retryAfterSeconds: form.retryAfterSeconds ?? 1,
            ...(form.rateLimitEveryNth !== undefined && { everyNth: form.rateLimitEveryNth }),
          },
        }
      : {}),
    ...(form.dropConnectionRate !== undefined && { dropConnectionRate: form.dropConnectionRate }),
    ...(paths.length > 0 && { paths }),
  });
}

const back = (c: Context<SandboxEnv>, siteId: string, done: string) =>
  c.redirect(`${siteBase(siteId)}?done=${encodeURIComponent(done)}#knobs-h`, 303);

/** A form's refusal as a page: the problem in words and the way back. */
function refused(c: Context<SandboxEnv>, siteId: string | undefined, e: ProviderError) {
  const body = (e.body.details as { validationError?: { fieldViolations: { field: string; description: string }[] } })
    .validationError;
  const words = body ? body.fieldViolations.map((v) => `${v.field} ${v.description}.`).join(' ') : e.message;
  const to = siteId ? siteBase(siteId) : '/_sandbox/console';
  return c.html(
    consolePage('Not changed', html`${alertBox(words, c.get('requestId'))}<p><a href="${to}">Back</a></p>`),
    e.status === 404 ? 404 : 400,
  );
}

/** Runs a form's action; a ProviderError (bad field, unknown site) becomes the refusal page. */
const form =
  (act: (c: Context<SandboxEnv>, fields: Record<string, unknown>) => Promise<Response> | Response) =>
  async (c: Context<SandboxEnv>) => {
    try {
      return await act(c, await readForm(c));
    } catch (e) {
      if (e instanceof ProviderError) return refused(c, c.req.param('siteId'), e);
      throw e;
    }
  };

export function knobRoutes({ db }: SandboxDeps): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();
  const faults = faultsFor(db);

  app.post(
    '/sites/:siteId/knobs/faults',
    form((c, fields) => {
      const site = siteFromParam(db, c);
      faults.set(site.id, faultConfig(parseInput(faultsForm, fields)));
      return back(c, site.id, 'Fault knobs set.');
    }),
  );
  app.post(
    '/sites/:siteId/knobs/faults/clear',
    form((c) => {
      const site = siteFromParam(db, c);
      faults.clear(site.id);
      return back(c, site.id, 'Fault knobs cleared.');
    }),
  );
  app.post(
    '/sites/:siteId/knobs/clock',
    form((c, fields) => {
      const site = siteFromParam(db, c);
      const { amount, unit } = parseInput(clockForm, fields);
      const { reviewRequestsMoved, tasksOverdue } = advanceClockAndRunDue(
        db,
        site.id,
        amount * (unit === 'days' ? 24 : 1) * 3_600_000,
      );
      return back(
        c,
        site.id,
        `Clock moved ${amount} ${unit} ahead (${String(reviewRequestsMoved)} review requests moved, ${String(tasksOverdue)} tasks overdue).`,
      );
    }),
  );
  app.post(
    '/sites/:siteId/knobs/identity-rules',
    form((c, fields) => {
      const site = siteFromParam(db, c);
      const { identityRules } = parseInput(identityForm, fields);
      setIdentityRules(db, site.id, identityRules);
      return back(c, site.id, `Identity rules set to ${identityRules}.`);
    }),
  );
  app.post(
    '/sites/:siteId/knobs/reset',
    form((c, fields) => {
      const site = siteFromParam(db, c);
      parseInput(confirmForm, fields);
      resetSiteForTests(db, site.id);
      return back(c, site.id, 'Site reset to its seeded data.');
    }),
  );
  app.post(
    '/sites/:siteId/knobs/import',
    form(async (c, fields) => {
      const site = siteFromParam(db, c);
      const file = fields.snapshot;
      if (!(file instanceof File) || file.size === 0)
        throw validationError([
          { field: 'snapshot', description: 'must be a snapshot file', violatedRule: 'REQUIRED_FIELD' },
        ]);
      let rows: number;
      try {
        const snap = parseSnapshot(JSON.parse(await file.text()));
        if (snap.site.id !== site.id) throw new Error(`it is a snapshot of site ${snap.site.id}, not of this one`);
        rows = Object.values(importSite(db, snap)).reduce((a, b) => a + b, 0);
      } catch (e) {
        throw validationError([
          {
            field: 'snapshot',
            description: `is not a snapshot this sandbox can import (${(e as Error).message})`,
            violatedRule: 'FORMAT',
          },
        ]);
      }
      return back(c, site.id, `Snapshot imported (${String(rows)} rows).`);
    }),
  );
  app.post(
    '/sites/:siteId/knobs/webhooks/:webhookId/resend',
    form((c) => {
      const site = siteFromParam(db, c);
      if (!rewindLastDelivery(db, site.id, c.req.param('webhookId') ?? ''))
        throw validationError([
          {
            field: 'webhookId',
            description: 'names no webhook of this site that delivered an event',
            violatedRule: 'FORMAT',
          },
        ]);
      notifyEventListeners(site.id);
      return back(c, site.id, 'The last event delivered is being sent again.');
    }),
  );
  app.post(
    '/rate-limit',
    form((c, fields) => {
      const f = parseInput(rateLimitForm, fields);
      rateLimitFor(db).callsPerMinute = parseInput(z.object({ callsPerMinute: callsPerMinuteSchema }), {
        callsPerMinute: f.callsPerMinute ?? null,
      }).callsPerMinute;
      const words = 'Rate limit set.';
      return f.back && /^[\w-]+$/.test(f.back)
        ? back(c, f.back, words)
        : c.redirect(`/_sandbox/console?done=${encodeURIComponent(words)}`, 303);
    }),
  );
  return app;
}
