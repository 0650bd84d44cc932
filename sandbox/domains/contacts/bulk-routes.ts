// Bulk contact calls and bulk jobs (base /contacts/v4/bulk): delete, update, label and unlabel the
// contacts a filter and a search match; get and list the jobs they start. The reference's examples
// spell the jobs' path /bulk/contact/jobs, its URLs /bulk/jobs: both answer.
import { Hono } from 'hono';
import { z } from 'zod';
import { requireAdmin } from '../../http/auth.ts';
import type { SandboxDeps, SandboxEnv } from '../../http/env.ts';
import { notFound } from '../../http/errors.ts';
import { filterObject, guid } from '../../http/schemas.ts';
import { parseInput, readJsonBody } from '../../http/validate.ts';
import { bulkDelete, bulkLabel, bulkUpdate } from './bulk.ts';
import { getContactJob, listContactJobs } from './bulk-jobs.ts';
import { contactInfo, fieldMask } from './schemas.ts';

const criteria = { filter: filterObject.nullish(), search: z.string().max(100).nullish() };
const labelKeys = z.array(z.string().min(1).max(80)).max(100).nullish();
export const bulkDeleteBody = z.looseObject(criteria);
export const bulkUpdateBody = z.looseObject({ ...criteria, info: contactInfo, fieldMask: fieldMask.nullish() });
export const bulkLabelBody = z.looseObject({ ...criteria, labelKeysToAdd: labelKeys, labelKeysToRemove: labelKeys });

export function contactsBulkRoutes({ db }: SandboxDeps): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();
  const site = (c: { get(k: 'siteId'): string | null }): string => c.get('siteId')!;

  app.post('/contacts/delete', async (c) => {
    requireAdmin(c);
    const b = parseInput(bulkDeleteBody, await readJsonBody(c));
    return c.json({ jobId: bulkDelete(db, site(c), b).id });
  });

  app.post('/contacts/update', async (c) => {
    requireAdmin(c);
    const b = parseInput(bulkUpdateBody, await readJsonBody(c));
    return c.json({ jobId: bulkUpdate(db, site(c), { ...b, maskPaths: b.fieldMask?.paths }).id });
  });

  app.post('/contacts/add-remove-labels', async (c) => {
    requireAdmin(c);
    const b = parseInput(bulkLabelBody, await readJsonBody(c));
    const job = bulkLabel(db, site(c), { ...b, add: b.labelKeysToAdd ?? [], remove: b.labelKeysToRemove ?? [] });
    return c.json({ jobId: job.id });
  });

  for (const base of ['/jobs', '/contact/jobs']) {
    app.get(base, (c) => {
      requireAdmin(c);
      return c.json({ jobs: listContactJobs(db, site(c)) });
    });
    app.get(`${base}/:id`, (c) => {
      requireAdmin(c);
      const { id } = parseInput(z.object({ id: guid() }), { id: c.req.param('id') });
      const job = getContactJob(db, site(c), id);
      if (!job) throw notFound('Bulk job', id);
      return c.json({ job });
    });
  }

  return app;
}
