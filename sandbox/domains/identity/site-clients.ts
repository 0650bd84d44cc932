// Each site has one OAuth client (sites.oauth_client_id), the `clientId` of OAuthStrategy.
import type { Db } from '../../db/open.ts';

export interface SiteClient {
  siteId: string;
  clientId: string;
  siteName: string;
}

export function siteForClientId(db: Db, clientId: string): SiteClient | undefined {
  return db
    .prepare('SELECT id AS siteId, oauth_client_id AS clientId, name AS siteName FROM sites WHERE oauth_client_id = ?')
    .get(clientId) as SiteClient | undefined;
}

export function clientOfSite(db: Db, siteId: string): SiteClient | undefined {
  return db
    .prepare('SELECT id AS siteId, oauth_client_id AS clientId, name AS siteName FROM sites WHERE id = ?')
    .get(siteId) as SiteClient | undefined;
}
