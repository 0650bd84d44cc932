// GET /urls-server/v2/published-site-urls (site-level): the site's published URLs.
// `filters` omitted → the primary URL only (the SDK's doc: "defaults to primary URLs of all URL
// types"); `filters.primary: false` → every URL; `filters.urlType` FREE | PREMIUM | ALL.
// Multilingual subdomains: the sandbox has none, so `filters.multilingual` changes nothing.
import { Hono } from 'hono';
import { z } from 'zod';
import { requireAdmin } from '../../http/auth.ts';
import type { SandboxDeps, SandboxEnv } from '../../http/env.ts';
import { looseBool } from '../../http/schemas.ts';
import { parseInput, readQuery } from '../../http/validate.ts';
import { siteProfile } from '../sites/profiles.ts';
import { getSite } from '../sites/store.ts';
import { publishedUrls } from './published-urls.ts';
import { ownOrigin } from '../../http/own-origin.ts';

const listQuery = z.looseObject({
  filters: z
    .looseObject({
      urlType: z.enum(['ALL', 'PREMIUM', 'FREE']).nullish(),
      primary: looseBool().nullish(),
      multilingual: looseBool().nullish(),
    })
    .nullish(),
});

export function siteUrlsRoutes({ db }: SandboxDeps): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();
  app.get('/v2/published-site-urls', (c) => {
    requireAdmin(c);
    const { filters } = parseInput(listQuery, readQuery(c));
    const siteId = c.get('siteId')!;
    const site = getSite(db, siteId)!;
    const onlyPrimary = filters?.primary ?? true;
    const type = filters?.urlType ?? 'ALL';
    const urls = publishedUrls(ownOrigin(c), site, siteProfile(db, siteId))
      .filter((u) => !onlyPrimary || u.primary)
      .filter((u) => type === 'ALL' || u.urlType === type);
    return c.json({ urls });
  });
  return app;
}
