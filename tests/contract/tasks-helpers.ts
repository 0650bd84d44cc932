// Shared by the task contract tests: an SDK client with @wix/crm's tasks (and contacts) module, and db reads of
// demo contacts and the site's task rows.
import { ApiKeyStrategy, AppStrategy, createClient } from '@wix/sdk';
import { contacts, tasks } from '@wix/crm';
import type { Db } from '../../sandbox/db/open.ts';
import { sandboxFetch, type DemoSite } from './sdk-client.ts';

export function tasksClient(sandboxUrl: string, auth: { apiKey: string; siteId: string }) {
  return createClient({
    modules: { tasks, contacts },
    auth: ApiKeyStrategy({ apiKey: auth.apiKey, siteId: auth.siteId }),
    fetch: sandboxFetch(sandboxUrl),
  });
}

/** The tasks module as the site's app (its token call needs the global fetch patched: identity-oauth-client.ts). */
export function appTasksClient(sandboxUrl: string, site: DemoSite) {
  const app = site.app;
  if (!app) throw new Error(`${site.name} has no app instance`);
  return createClient({
    modules: { tasks },
    auth: AppStrategy({ appId: app.appId, appSecret: app.appSecret, instanceId: app.instanceId }),
    fetch: sandboxFetch(sandboxUrl),
  });
}

/** A demo contact with a first name and a primary email (the summary a task shows). */
export function namedContact(db: Db, siteId: string): { id: string; first: string; email: string } {
  const row = db
    .prepare(
      `SELECT id, json_extract(doc, '$.info.name.first') AS first, json_extract(doc, '$.primaryInfo.email') AS email
       FROM contacts WHERE site_id = ? AND first IS NOT NULL AND email IS NOT NULL ORDER BY id LIMIT 1`,
    )
    .get(siteId) as { id: string; first: string; email: string } | undefined;
  if (!row) throw new Error('no named contact with an email in the seed');
  return row;
}

export function siteOwner(db: Db, siteId: string): string {
  return (db.prepare('SELECT owner_user_id AS o FROM sites WHERE id = ?').get(siteId) as { o: string }).o;
}
