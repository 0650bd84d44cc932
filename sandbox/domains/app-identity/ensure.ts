// Gives every account its registered app and every site a profile and an app instance, where
// missing (after seeding, on an older db, after importing a new site). Ids and secrets are random
// per database; profiles of seeded sites (demo and agency) come from their seed spec.
import { randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../../db/open.ts';
import { seedProfileOf } from '../../seed/site-profiles.ts';
import { hasProfile, insertProfile } from '../sites/profiles.ts';
import { appOfAccount, insertApp, insertInstance, instanceOnSite } from './store.ts';

export const SANDBOX_APP_NAME = 'Sitekeeper Sandbox App';

function ensureProfile(db: Db, siteId: string, now: Date): void {
  if (hasProfile(db, siteId)) return;
  const seed = seedProfileOf(siteId);
  const created = seed?.createdDate ?? now.toISOString();
  insertProfile(db, {
    siteId,
    createdDate: created,
    updatedDate: seed?.updatedDate ?? created,
    published: seed?.published ?? true,
    premium: seed?.premium ?? false,
    customDomain: seed?.customDomain ?? null,
  });
}

export function ensureSiteIdentities(db: Db, now = new Date()): void {
  db.transaction(() => {
    const accounts = db.prepare('SELECT id FROM accounts ORDER BY id').all() as { id: string }[];
    for (const { id } of accounts) {
      if (!appOfAccount(db, id))
        insertApp(db, {
          appId: randomUUID(),
          accountId: id,
          name: SANDBOX_APP_NAME,
          secret: randomBytes(24).toString('base64url'),
        });
    }
    const sites = db.prepare('SELECT id, account_id AS accountId FROM sites').all() as {
      id: string;
      accountId: string;
    }[];
    for (const site of sites) {
      ensureProfile(db, site.id, now);
      const app = appOfAccount(db, site.accountId)!;
      if (!instanceOnSite(db, app.appId, site.id))
        insertInstance(db, { instanceId: randomUUID(), appId: app.appId, siteId: site.id });
    }
  })();
}
