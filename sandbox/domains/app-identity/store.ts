// Registered apps and their instances (migration 090-app-identity).
import type { Db } from '../../db/open.ts';

export interface AppRow {
  appId: string;
  accountId: string;
  name: string;
  secret: string;
}

export interface AppInstance {
  instanceId: string;
  appId: string;
  siteId: string;
}

export function getApp(db: Db, appId: string): AppRow | undefined {
  return db.prepare('SELECT id AS appId, account_id AS accountId, name, secret FROM apps WHERE id = ?').get(appId) as
    AppRow | undefined;
}

export function appOfAccount(db: Db, accountId: string): AppRow | undefined {
  return db
    .prepare('SELECT id AS appId, account_id AS accountId, name, secret FROM apps WHERE account_id = ?')
    .get(accountId) as AppRow | undefined;
}

export function getInstance(db: Db, instanceId: string): AppInstance | undefined {
  return db
    .prepare(
      'SELECT instance_id AS instanceId, app_id AS appId, installed_site AS siteId FROM app_instances WHERE instance_id = ?',
    )
    .get(instanceId) as AppInstance | undefined;
}

export function instanceOnSite(db: Db, appId: string, siteId: string): AppInstance | undefined {
  return db
    .prepare(
      'SELECT instance_id AS instanceId, app_id AS appId, installed_site AS siteId FROM app_instances WHERE app_id = ? AND installed_site = ?',
    )
    .get(appId, siteId) as AppInstance | undefined;
}

export function insertApp(db: Db, app: AppRow): void {
  db.prepare('INSERT INTO apps (id, account_id, name, secret) VALUES (?, ?, ?, ?)').run(
    app.appId,
    app.accountId,
    app.name,
    app.secret,
  );
}

export function insertInstance(db: Db, inst: AppInstance): void {
  db.prepare('INSERT INTO app_instances (instance_id, app_id, installed_site) VALUES (?, ?, ?)').run(
    inst.instanceId,
    inst.appId,
    inst.siteId,
  );
}

/** What a developer needs to connect as the app on one site (listed by /_sandbox/sites). */
export interface SiteAppCredentials {
  appId: string;
  appSecret: string;
  instanceId: string;
}

export function appCredentialsForSite(db: Db, siteId: string): SiteAppCredentials | null {
  const row = db
    .prepare(
      `SELECT a.id AS appId, a.secret AS appSecret, i.instance_id AS instanceId
       FROM app_instances i JOIN apps a ON a.id = i.app_id WHERE i.installed_site = ?`,
    )
    .get(siteId) as SiteAppCredentials | undefined;
  return row ?? null;
}
