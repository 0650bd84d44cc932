import { storage } from 'wxt/utils/storage';
import type { AccountSite, Detection } from './messaging/site';
import type { FindInMediaResult } from './messaging/media';

/**
 * Every storage item of the extension, declared once: area, lifetime, version.
 * Credentials live in `session:` (gone when the browser closes; content scripts can't read it).
 */

/** How the background reaches the provider at account level. Only the background reads this item. */
export interface Connection {
  kind: 'sandbox' | 'api-key';
  apiKey: string;
  accountId: string;
  label: string;
  /** Set for the local sandbox: provider hosts are rewritten to it. */
  sandboxUrl?: string;
}
export const connectionItem = storage.defineItem<Connection | null>('session:connection', { fallback: null, version: 1 });

/** The admin's own Wix app, installed on one site: the identity some calls need (AppStrategy). */
export interface AppIdentity {
  appId: string;
  appSecret: string;
  instanceId: string;
}
/** App identities by site id. Secrets: background only, session only, like the API key. */
export const appIdentitiesItem = storage.defineItem<Record<string, AppIdentity>>('session:appIdentities', { fallback: {}, version: 1 });

/** The connected account's sites (Query Sites): what a page's claim is checked against. */
export interface AccountSites {
  accountId: string;
  sites: AccountSite[];
  /** Sites whose `urls` hold every published address (Published Site URLs), not only the primary one. */
  fullUrls?: string[];
  fetchedAt: number;
}
export const accountSitesItem = storage.defineItem<AccountSites | null>('session:accountSites', { fallback: null, version: 1 });

/** What each tab's page said about itself, with the URL it said it on. */
export interface TabSite {
  detection: Detection;
  url: string;
}
export const tabSitesItem = storage.defineItem<Record<string, TabSite>>('session:tabSites', { fallback: {}, version: 1 });

/**
 * Quick-moderate per verified (site id, origin), keyed `siteId origin` (see enabled-sites.ts):
 * the admin's choice, kept across restarts. Version 1 was keyed by the site id a page claimed,
 * unverified, so it is dropped.
 */
export const enabledSitesItem = storage.defineItem<Record<string, boolean>>('local:enabledSites', {
  fallback: {},
  version: 2,
  migrations: { 2: () => ({}) },
});

/**
 * The site's OAuth client id (Headless settings) by site id, entered once by the admin to write
 * reviews as an anonymous visitor. Not a secret: every visitor's browser sends it.
 */
export const visitorClientIdsItem = storage.defineItem<Record<string, string>>('local:visitorClientIds', { fallback: {}, version: 1 });

/** Acting as a member, per site: the member's OAuth tokens (never used for admin calls). Background only. */
export interface MemberSession {
  clientId: string;
  tokens: import('@wix/sdk').Tokens;
  memberId: string;
  nickname: string;
}
export const memberSessionsItem = storage.defineItem<Record<string, MemberSession>>('session:memberSessions', { fallback: {}, version: 1 });

/** When the "search media" shortcut was last pressed (the panel opens on the Media tab's search box). */
export const mediaSearchRequestItem = storage.defineItem<number | null>('session:mediaSearchRequest', { fallback: null, version: 1 });

/** The last "Find in site media" (image context menu) the panel has yet to show. */
export const mediaFindRequestItem = storage.defineItem<{ at: number; result: FindInMediaResult } | null>('session:mediaFindRequest', {
  fallback: null,
  version: 1,
});

/**
 * Something outside the panel asked it to show a view (a contact lookup from a selection, a member's
 * contact from a live page): the panel URL parameters to set. The panel applies and clears it.
 */
export interface PanelRequest {
  at: number;
  params: Record<string, string | null>;
}
export const panelRequestItem = storage.defineItem<PanelRequest | null>('session:panelRequest', { fallback: null, version: 1 });
