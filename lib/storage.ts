import { storage } from 'wxt/utils/storage';
import type { Detection } from './messaging/site';

/**
 * Every storage item of the extension, declared once: area, lifetime, version.
 * Credentials live in `session:` (gone when the browser closes; content scripts can't read it).
 */

/** How the background reaches the provider. Only the background reads this item. */
export interface Connection {
  kind: 'sandbox' | 'api-key';
  apiKey: string;
  accountId: string;
  label: string;
  /** Set for the local sandbox: provider hosts are rewritten to it. */
  sandboxUrl?: string;
}
export const connectionItem = storage.defineItem<Connection | null>('session:connection', { fallback: null, version: 1 });

/** What each tab's content script detected, with the URL it was detected on. */
export interface TabSite {
  detection: Detection;
  url: string;
}
export const tabSitesItem = storage.defineItem<Record<string, TabSite>>('session:tabSites', { fallback: {}, version: 1 });

/** Sites whose live pages get quick-moderate buttons (the admin's choice, kept across restarts). */
export const enabledSitesItem = storage.defineItem<Record<string, boolean>>('local:enabledSites', { fallback: {}, version: 1 });
