// /_sandbox/sites/{siteId}/identity-rules: read or set the site's identity rules
// ('open' | 'docs', domains/sites/identity-rules.ts). Kept in the db; a reset keeps them.
import { Hono } from 'hono';
import { z } from 'zod';
import type { SandboxDeps, SandboxEnv } from '../http/env.ts';
import { parseInput, readJsonBody } from '../http/validate.ts';
import { IDENTITY_RULES, setIdentityRules, siteProfile } from '../domains/sites/profiles.ts';
import { siteFromParam } from './site-param.ts';

const identityRulesBody = z.strictObject({ identityRules: z.enum(IDENTITY_RULES) });

export function identityRulesRoutes({ db }: SandboxDeps): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();

  app.get('/sites/:siteId/identity-rules', (c) =>
    c.json({ identityRules: siteProfile(db, siteFromParam(db, c).id).identityRules }),
  );

  app.put('/sites/:siteId/identity-rules', async (c) => {
    const site = siteFromParam(db, c);
    const { identityRules } = parseInput(identityRulesBody, await readJsonBody(c));
    setIdentityRules(db, site.id, identityRules);
    return c.json({ identityRules });
  });

  return app;
}
