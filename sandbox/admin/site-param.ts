// The `{siteId}` of /_sandbox/sites/{siteId}/…: must be a site of this sandbox.
import type { Context } from 'hono';
import type { Db } from '../db/open.ts';
import { getSite, type SiteRow } from '../domains/sites/store.ts';
import { notFound } from '../http/errors.ts';

export function siteFromParam(db: Db, c: Context): SiteRow {
  const siteId = c.req.param('siteId') ?? '';
  const site = getSite(db, siteId);
  if (!site) throw notFound('Site', siteId);
  return site;
}
