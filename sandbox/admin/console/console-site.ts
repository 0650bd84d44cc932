// What every console route about one site needs: the site (404 when unknown), its admin API key,
// and the collection named in the path (404 when unknown).
import type { Context } from 'hono';
import type { Db } from '../../db/open.ts';
import type { SandboxEnv } from '../../http/env.ts';
import { applicationError, notFound } from '../../http/errors.ts';
import { siteFromParam } from '../site-param.ts';
import { collectionOf, type Collection } from './collections.ts';
import { apiKeyOfSite, type SiteRow } from '../../domains/sites/store.ts';

/** The site's row, with the admin API key the console acts with. */
export type ConsoleSite = SiteRow & { apiKey: string };

export function consoleSite(db: Db, c: Context<SandboxEnv>): ConsoleSite {
  const site = siteFromParam(db, c);
  const apiKey = apiKeyOfSite(db, site.id);
  if (!apiKey) throw applicationError(404, 'NOT_FOUND', `Site ${site.id} has no API key to act with`);
  return { ...site, apiKey };
}

export function collectionParam(c: Context<SandboxEnv>): Collection {
  const key = c.req.param('collection') ?? '';
  const col = collectionOf(key);
  if (!col) throw notFound('Record kind', key);
  return col;
}
