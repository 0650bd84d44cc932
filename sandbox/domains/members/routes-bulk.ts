// Bulk calls: POST /bulk/delete (per-item results) and the by-filter jobs (→ `{jobId}`).
import type { Hono } from 'hono';
import type { Db } from '../../db/open.ts';
import { requireAdmin } from '../../http/auth.ts';
import type { SandboxEnv } from '../../http/env.ts';
import { parseInput, readJsonBody } from '../../http/validate.ts';
import { bulkChangeMemberStatus, bulkDeleteMembers, bulkDeleteMembersByFilter } from './bulk.ts';
import { bulkByFilterBody, bulkDeleteBody, bulkDeleteByFilterBody } from './schemas.ts';

export function registerBulkRoutes(app: Hono<SandboxEnv>, db: Db): void {
  app.post('/bulk/delete', async (c) => {
    requireAdmin(c);
    const { memberIds } = parseInput(bulkDeleteBody, await readJsonBody(c));
    return c.json(bulkDeleteMembers(db, c.get('siteId')!, memberIds));
  });

  app.post('/bulk/delete-by-filter', async (c) => {
    requireAdmin(c);
    const body = parseInput(bulkDeleteByFilterBody, await readJsonBody(c));
    return c.json({
      jobId: bulkDeleteMembersByFilter(db, c.get('siteId')!, body.filter, body.search, body.contentAssigneeId),
    });
  });

  for (const action of ['approve', 'block'] as const) {
    app.post(`/bulk/${action}-by-filter`, async (c) => {
      requireAdmin(c);
      const { filter } = parseInput(bulkByFilterBody, await readJsonBody(c));
      return c.json({ jobId: bulkChangeMemberStatus(db, c.get('siteId')!, filter, action) });
    });
  }
}
