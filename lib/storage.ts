import { browser } from 'wxt/browser';
import { storage } from 'wxt/utils/storage';
import type { ModerationStatus } from './messaging/reviews';
import { savedRepliesKey } from './messaging/wire/saved-replies-sync';
import type { AccountSite, Detection } from './messaging/site';
import { PAINT_STORAGE_KEYS, type PanelPaint } from './paint/paint-tree';

/**
 * Every storage item of the extension, declared once: area, lifetime, version.
 * Credentials live in `session:` (gone when the browser closes; content scripts can't read it),
 * or in `local:` once the admin turned on "Remember my connection on this device" (options page).
 */

/**
 * "Remember my connection on this device": off by default. The connection has only ever been kept in
 * session storage, so an existing install starts with it off and its session connection is read as
 * before: nothing to migrate.
 */
export const rememberConnectionItem = storage.defineItem<boolean>('local:rememberConnection', {
  fallback: false,
  version: 1,
});

/** A credential item: in session storage, or in local storage while the admin asks to be remembered. */
function credentialItem<T>(key: string, fallback: T) {
  const areas = {
    session: storage.defineItem<T>(`session:${key}`, { fallback, version: 1 }),
    local: storage.defineItem<T>(`local:${key}`, { fallback, version: 1 }),
  };
  const current = async () => areas[(await rememberConnectionItem.getValue()) ? 'local' : 'session'];
  return {
    // Read on every provider call and page check: the setting and both areas at once (one wait, not two).
    getValue: async (): Promise<T> => {
      const [remember, session, local] = await Promise.all([
        rememberConnectionItem.getValue(),
        areas.session.getValue(),
        areas.local.getValue(),
      ]);
      return remember ? local : session;
    },
    setValue: async (value: T): Promise<void> => (await current()).setValue(value),
    /** Copies the value from one area to the other (moving it, whatever the setting says now); nothing stored, nothing copied. */
    copy: async (from: Area, to: Area): Promise<void> => {
      const value = await storage.getItem<T>(`${from}:${key}`);
      await (value === null ? areas[to].removeValue() : areas[to].setValue(value));
    },
    remove: (area: Area): Promise<void> => areas[area].removeValue(),
  };
}
type Area = 'session' | 'local';

/**
 * Turns "remember my connection" on or off, moving the credentials to the other area: copied first,
 * then the setting flips (reads follow it), then the old copy is removed, so no read finds nothing.
 */
export async function setRememberConnection(remember: boolean): Promise<void> {
  if ((await rememberConnectionItem.getValue()) === remember) return;
  const [from, to] = remember ? (['session', 'local'] as const) : (['local', 'session'] as const);
  const items = [connectionsItem, legacyConnectionItem, appIdentitiesItem];
  for (const item of items) await item.copy(from, to);
  await rememberConnectionItem.setValue(remember);
  for (const item of items) await item.remove(from);
}

/**
 * Storage readable by the extension's own pages and background only, never by content scripts (ours
 * read none). Session storage (credentials, the offline queue's reply text, the kept screen) is closed
 * to them by default in Chrome and Firefox; it is set so explicitly where the browser has the switch
 * (Chrome; Firefox has none), so no earlier setting or default change opens it. Local storage, which
 * holds a remembered connection, and sync storage (the saved replies) are closed too where the
 * browser allows it (Chrome).
 */
export async function keepStorageFromContentScripts(): Promise<void> {
  for (const area of [browser.storage.session, browser.storage.local, browser.storage.sync]) {
    try {
      // Feature-detected: Firefox has no setAccessLevel at all.
      await area.setAccessLevel?.({ accessLevel: 'TRUSTED_CONTEXTS' });
    } catch {
      // Not for this area in this browser: it keeps the browser's default.
    }
  }
}

/** How the background reaches the provider at account level. Only the background reads these items. */
export interface Connection {
  kind: 'sandbox' | 'api-key';
  apiKey: string;
  accountId: string;
  /** What the admin calls the account (absent on a connection kept before accounts had names). */
  name?: string;
  /** Set for the local sandbox: provider hosts are rewritten to it. */
  sandboxUrl?: string;
}
/** The connected accounts, in the order they were connected (lib/service/connection/connections.ts reads it). */
export const connectionsItem = credentialItem<Connection[]>('connections', []);
/** The one connection kept before several accounts could be connected: read once, moved to `connectionsItem`. */
export const legacyConnectionItem = credentialItem<Connection | null>('connection', null);

/** The admin's own Wix app, installed on one site: the identity some calls need (AppStrategy). */
export interface AppIdentity {
  appId: string;
  appSecret: string;
  instanceId: string;
}
/** App identities by site id. Secrets: background only, kept where the API key is. */
export const appIdentitiesItem = credentialItem<Record<string, AppIdentity>>('appIdentities', {});

/** One connected account's sites (Query Sites): what a page's claim is checked against. */
export interface AccountSites {
  accountId: string;
  sites: AccountSite[];
  /** Sites whose `urls` hold every published address (Published Site URLs), not only the primary one. */
  fullUrls?: string[];
  fetchedAt: number;
}
/** Each connected account's sites, by account id. */
export const accountSitesItem = storage.defineItem<Record<string, AccountSites>>('session:accountSitesByAccount', {
  fallback: {},
  version: 1,
});

/** What each tab's page said about itself, with the URL it said it on. */
export interface TabSite {
  detection: Detection;
  url: string;
}
export const tabSitesItem = storage.defineItem<Record<string, TabSite>>('session:tabSites', {
  fallback: {},
  version: 1,
});

/**
 * A frame the content script put in a live page (lib/service/trust/page-reviews.ts): what it is for,
 * kept as the frame is told it (lib/messaging/frame-api.ts), but for the strip's moderation rules, which
 * the background adds when the frame opens.
 */
type FrameView = import('./messaging/frame-api').FrameView;
export type FrameTicketData =
  Omit<Extract<FrameView, { kind: 'strip' }>, 'rules'> | Exclude<FrameView, { kind: 'strip' }>;

/**
 * What the background answered one tab's page: the reviews its controls may act on, each with the status
 * the background last knew it in ('UNKNOWN': not known for sure), and its frames' tickets.
 */
export interface PageMemory {
  url: string;
  answered: Record<string, ModerationStatus>;
  tickets: Record<string, FrameTicketData & { at: number }>;
}
/**
 * Version 1 kept the answered reviews' ids without their statuses: dropped (a page open across the update
 * gets its controls answered again once reloaded).
 */
export const pageReviewsItem = storage.defineItem<Record<string, PageMemory>>('session:pageReviews', {
  fallback: {},
  version: 2,
  migrations: { 2: () => ({}) },
});

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
export const visitorClientIdsItem = storage.defineItem<Record<string, string>>('local:visitorClientIds', {
  fallback: {},
  version: 1,
});

/** Acting as a member, per site: the member's OAuth tokens (never used for admin calls). Background only. */
export interface MemberSession {
  clientId: string;
  tokens: import('@wix/sdk').Tokens;
  memberId: string;
  nickname: string;
}
export const memberSessionsItem = storage.defineItem<Record<string, MemberSession>>('session:memberSessions', {
  fallback: {},
  version: 1,
});

/** When the "search media" shortcut was last pressed (the panel opens on the Media tab's search box). */
export const mediaSearchRequestItem = storage.defineItem<number | null>('session:mediaSearchRequest', {
  fallback: null,
  version: 1,
});

/**
 * The side panel's last lists, kept for the browser session so a panel opened again draws them at
 * once (lib/queries/panel-cache.ts writes and reads it; docs/architecture.md "The panel's reads").
 * Session storage only, whatever "Remember my connection" says: it is never written to disk. It
 * holds query data only (no credential is ever query data), bounded in count and size.
 */
export interface PanelCache {
  savedAt: number;
  /** TanStack Query's dehydrated queries (`dehydrate`), newest first. */
  queries: unknown[];
}
export const panelCacheItem = storage.defineItem<PanelCache | null>('session:panelCache', {
  fallback: null,
  version: 1,
});
/**
 * When the connection last changed (connect, disconnect, an app identity): the background drops the
 * panel's cache then, and no data read before this moment is kept or shown again.
 */
export const panelCacheDroppedAtItem = storage.defineItem<number>(`session:${PAINT_STORAGE_KEYS.droppedAt}`, {
  fallback: 0,
  version: 1,
});
/**
 * The panel's last screen (lib/paint/), drawn again by the panel's first script before its bundle
 * has loaded. Session storage only, dropped with the cache when the connection changes; text and
 * layout only (a field's typed value is never kept).
 */
export const panelPaintItem = storage.defineItem<PanelPaint | null>(`session:${PAINT_STORAGE_KEYS.paint}`, {
  fallback: null,
  version: 1,
});

/** The toolbar badge (pending reviews) on or off: the admin's choice on the options page. */
export const badgeOnItem = storage.defineItem<boolean>('local:badgeOn', { fallback: true, version: 1 });

/** Development builds: the sandbox address the panel connects to (else the build's `WXT_SANDBOX_URL`). */
export const sandboxUrlItem = storage.defineItem<string | null>('local:sandboxUrl', { fallback: null, version: 1 });

/**
 * Something outside the panel asked it to show a view (a contact lookup from a selection, a member's
 * contact from a live page): the panel URL parameters to set. The panel applies and clears it.
 */
export interface PanelRequest {
  at: number;
  params: Record<string, string | null>;
}
export const panelRequestItem = storage.defineItem<PanelRequest | null>('session:panelRequest', {
  fallback: null,
  version: 1,
});

/**
 * What the all-sites inbox last learnt of each site (lib/service/inbox/inbox.ts): its count of reviews
 * waiting and its newest ones, as checked and as the admin's writes changed them since. Kept for the
 * browser session: the panel shows it at once, and the site picker, notifications and the badge total
 * read the counts.
 */
export interface SiteInboxEntry {
  count: number;
  reviews: import('./messaging/reviews').ReviewSummary[];
  checkedAt: number;
}

/** One item per site (`session:inbox.<siteId>`): checks of many sites at once each write their own. */
const INBOX_KEY = 'inbox.';
export const inboxStore = {
  async all(): Promise<Record<string, SiteInboxEntry>> {
    const area = await storage.snapshot('session');
    return Object.fromEntries(
      Object.entries(area)
        .filter(([key]) => key.startsWith(INBOX_KEY))
        .map(([key, entry]) => [key.slice(INBOX_KEY.length), entry as SiteInboxEntry]),
    );
  },
  get: (siteId: string) => storage.getItem<SiteInboxEntry>(`session:${INBOX_KEY}${siteId}`),
  set: (siteId: string, entry: SiteInboxEntry) => storage.setItem(`session:${INBOX_KEY}${siteId}`, entry),
  /** Forgets every site but `keep`. */
  async keepOnly(keep: ReadonlySet<string>): Promise<void> {
    const gone = Object.keys(await inboxStore.all()).filter((siteId) => !keep.has(siteId));
    await storage.removeItems(gone.map((siteId) => `session:${INBOX_KEY}${siteId}` as const));
  },
  /** Calls `onChange` after any site's entry changed. */
  watch(onChange: () => void): void {
    browser.storage.onChanged.addListener((changes, area) => {
      if (area === 'session' && Object.keys(changes).some((key) => key.startsWith(INBOX_KEY))) onChange();
    });
  },
};

/** New-review notifications: off by default; polled every `minutes` (at least 1) while on. */
export interface NotifySetting {
  on: boolean;
  minutes: number;
}
export const notifyItem = storage.defineItem<NotifySetting>('local:notify', {
  fallback: { on: false, minutes: 5 },
  version: 1,
});

/** The toolbar badge shows the total waiting across every connected site (else each tab's site's count). */
export const badgeTotalItem = storage.defineItem<boolean>('local:badgeTotal', { fallback: false, version: 1 });

/**
 * The offline queue: changes made while the provider could not be reached, waiting to be sent, and
 * the ones it refused when finally sent (docs/architecture.md "Changes that wait for the connection").
 * What to do only (site, review or contact, the decision, the reply's text, the label keys), never a
 * credential; in session storage, so it survives the panel closing and the worker stopping, not the browser.
 */
export const offlineQueueItem = storage.defineItem<import('./messaging/wire/queued').QueueState>(
  'session:offlineQueue',
  { fallback: { waiting: [], refused: [] }, version: 1 },
);

/**
 * Why the panel's reads of a site wait in the background's request budget (docs/architecture.md "The
 * request budget"): room kept for the admin's writes, or the site answered 429 until `until` (epoch ms).
 */
export type ReadsHeld = { reason: 'budget' } | { reason: 'rateLimited'; until: number };
/**
 * The sites whose panel reads are held back right now, for the panel's notice: written by the
 * background (lib/service/infra/reads-held.ts; emptied when the worker starts), read by the panel
 * (lib/queries/reads-held.ts). A storage item rather than an event, so a panel opened while its reads
 * wait says so at once.
 */
export const readsHeldItem = storage.defineItem<Record<string, ReadsHeld>>('session:readsHeld', {
  fallback: {},
  version: 1,
});

/**
 * Saved replies (lib/service/saved-replies/), in the browser's sync storage so they follow the admin to
 * another browser where its sync is on: one list per connected account (`sync:savedReplies.<accountId>`)
 * and one for every site (`sync:savedReplies.everySite`), so a save writes one item, whole or nothing.
 * Text the admin wrote, never a credential nor a customer's data. Absent until first written (the
 * defaults are stored then); an empty list was written (everything deleted) and stays empty.
 */
export type StoredSavedReply = Omit<import('./messaging/saved-replies').SavedReply, 'everySite'>;
export const savedRepliesStore = {
  /** Writes these lists in one storage call: all of them land, or none. */
  set: (lists: Record<string, StoredSavedReply[]>) =>
    storage.setItems(
      Object.entries(lists).map(([list, value]) => ({ key: `sync:${savedRepliesKey(list)}` as const, value })),
    ),
  /** Everything the extension keeps in sync storage (its quota counts every key). */
  everything: (): Promise<Record<string, unknown>> => browser.storage.sync.get(null),
};
