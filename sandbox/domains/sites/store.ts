// Accounts, API keys and sites.
import type { Db } from '../../db/open.ts';

export interface SiteRow {
  id: string;
  accountId: string;
  name: string;
  slug: string;
  oauthClientId: string;
  ownerUserId: string;
  editorSiteId: string;
}

const SITE_COLUMNS = `id, account_id AS accountId, name, slug, oauth_client_id AS oauthClientId,
  owner_user_id AS ownerUserId, editor_site_id AS editorSiteId`;

export function accountIdForKey(db: Db, apiKey: string): string | undefined {
  const row = db.prepare('SELECT account_id AS accountId FROM api_keys WHERE key = ?').get(apiKey) as
    { accountId: string } | undefined;
  return row?.accountId;
}

export function getSite(db: Db, siteId: string): SiteRow | undefined {
  return db.prepare(`SELECT ${SITE_COLUMNS} FROM sites WHERE id = ?`).get(siteId) as SiteRow | undefined;
}

export function getSiteBySlug(db: Db, slug: string): SiteRow | undefined {
  return db.prepare(`SELECT ${SITE_COLUMNS} FROM sites WHERE slug = ?`).get(slug) as SiteRow | undefined;
}

export function accountExists(db: Db, accountId: string): boolean {
  return db.prepare('SELECT 1 FROM accounts WHERE id = ?').get(accountId) !== undefined;
}

/** Sites in seed order, each with one API key of its account. */
export function listSitesWithKeys(db: Db): (SiteRow & { apiKey: string; accountName: string })[] {
  return db
    .prepare(
      `SELECT s.id, s.account_id AS accountId, s.name, s.slug, s.oauth_client_id AS oauthClientId,
        s.owner_user_id AS ownerUserId, s.editor_site_id AS editorSiteId,
        (SELECT key FROM api_keys k WHERE k.account_id = s.account_id ORDER BY key LIMIT 1) AS apiKey,
        (SELECT name FROM accounts a WHERE a.id = s.account_id) AS accountName
       FROM sites s ORDER BY s.position, s.name`,
    )
    .all() as (SiteRow & { apiKey: string; accountName: string })[];
}

/** One API key of the site's account (the one listSitesWithKeys shows), or undefined. */
export function apiKeyOfSite(db: Db, siteId: string): string | undefined {
  const row = db
    .prepare(
      `SELECT (SELECT key FROM api_keys k WHERE k.account_id = s.account_id ORDER BY key LIMIT 1) AS apiKey
       FROM sites s WHERE s.id = ?`,
    )
    .get(siteId) as { apiKey: string | null } | undefined;
  return row?.apiKey ?? undefined;
}

/** One account's sites, in seed order (Query Sites reads them). */
export function listSitesOfAccount(db: Db, accountId: string): SiteRow[] {
  return db
    .prepare(`SELECT ${SITE_COLUMNS} FROM sites WHERE account_id = ? ORDER BY position, name`)
    .all(accountId) as SiteRow[];
}
