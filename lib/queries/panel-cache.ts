import { dehydrate, hydrate, type DehydratedState, type Query, type QueryClient } from '@tanstack/react-query';
import { storage } from 'wxt/utils/storage';
import { panelCacheDroppedAtItem, panelCacheItem, type PanelCache } from '../storage';
import { writeBehind } from '../write-behind';

// The panel's last lists, kept for the browser session (docs/architecture.md "The panel's reads"):
// restored before the first render, so a panel opened again draws them at once, then refetched.

type DehydratedQuery = DehydratedState['queries'][number];

/**
 * The reads kept, by key prefix: the lists (desk, members, contacts, media) and what drawing them
 * needs (the connection's state without credentials, the window's site, the account's sites).
 * Nothing else: a one-off read (an upload or stream URL, a member's own session) is never kept.
 */
const KEPT_PREFIXES: readonly (readonly string[])[] = [
  ['session', 'get'],
  ['site', 'current'],
  ['sites', 'list'],
  ['reviews', 'desk'],
  ['reviews', 'count'],
  ['reviews', 'ratings'],
  ['reviews', 'pendingCount'],
  ['members', 'query'],
  ['contacts', 'query'],
  ['contacts', 'facets'],
  ['media', 'files'],
];
/** The most recently updated queries kept, each under a size cap, all together under another. */
export const PANEL_CACHE_LIMITS = { queries: 40, queryBytes: 200_000, totalBytes: 1_000_000 };
/** Writes follow the query cache at most once a second (and when the panel is hidden). */
export const PANEL_CACHE_THROTTLE_MS = 1000;
/**
 * A field a credential would travel in. No query data has one (the background keeps credentials);
 * this is the last check before anything is written, so a future read that did is never kept.
 */
const CREDENTIAL_FIELD = /"(apiKey|appSecret|accessToken|refreshToken|uploadToken|uploadUrl|password)"\s*:/;

export const isKeptKey = (key: readonly unknown[]): boolean =>
  KEPT_PREFIXES.some((prefix) => prefix.every((part, i) => key[i] === part));

/** What is written: the kept reads newer than the last connection change, newest first, within the limits. */
export function panelCacheSnapshot(client: QueryClient, droppedAt: number, now: number): PanelCache {
  const candidates = dehydrate(client, {
    shouldDehydrateQuery: (q: Query) =>
      q.state.status === 'success' && q.state.dataUpdatedAt > droppedAt && isKeptKey(q.queryKey),
  }).queries.sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt);
  const queries: DehydratedQuery[] = [];
  let total = 0;
  for (const q of candidates) {
    // Kept as data only: no error, no fetch under way (those are this page's, not the next one's).
    const kept: DehydratedQuery = {
      ...q,
      state: { ...q.state, error: null, fetchFailureReason: null, fetchFailureCount: 0, fetchStatus: 'idle' },
    };
    const json = JSON.stringify(kept);
    if (json.length > PANEL_CACHE_LIMITS.queryBytes || CREDENTIAL_FIELD.test(json)) continue;
    if (total + json.length > PANEL_CACHE_LIMITS.totalBytes) break;
    total += json.length;
    queries.push(kept);
    if (queries.length === PANEL_CACHE_LIMITS.queries) break;
  }
  return { savedAt: now, queries };
}

/** What the panel reads before its first render: the cache and when the connection last changed (one storage read). */
export async function readPanelCache(): Promise<{ cache: PanelCache | null; droppedAt: number }> {
  const [cache, droppedAt] = await storage.getItems([panelCacheItem, panelCacheDroppedAtItem]);
  return { cache: (cache?.value as PanelCache | null) ?? null, droppedAt: (droppedAt?.value as number) ?? 0 };
}

/**
 * Puts the kept reads into the panel's client: each one stale (refetched as soon as it is shown) and
 * only if read since the connection last changed. The window's site is kept only while the window
 * shows the same tab at the same address: else another site's lists could be drawn for it.
 */
export function restorePanelCache(
  client: QueryClient,
  read: { cache: PanelCache | null; droppedAt: number },
  webTab: { id: number; url: string } | null,
): number {
  const queries = ((read.cache?.queries ?? []) as DehydratedQuery[]).filter(
    (q) =>
      Array.isArray(q.queryKey) &&
      isKeptKey(q.queryKey) &&
      q.state.dataUpdatedAt > read.droppedAt &&
      (q.queryKey[0] !== 'site' || sameTab(q.state.data, webTab)),
  );
  hydrate(client, {
    mutations: [],
    queries: queries.map((q) => ({ ...q, state: { ...q.state, isInvalidated: true } })),
  });
  return queries.length;
}

function sameTab(data: unknown, webTab: { id: number; url: string } | null): boolean {
  if (!webTab || typeof data !== 'object' || data === null) return false;
  const kept = data as { tabId?: unknown; url?: unknown };
  return kept.tabId === webTab.id && kept.url === webTab.url;
}

/**
 * Writes the kept reads behind the query cache: a change schedules one write a second later, so a
 * burst of answers costs one write; hiding the panel writes at once. Returns the unsubscribe.
 */
export function keepPanelCache(client: QueryClient, throttleMs = PANEL_CACHE_THROTTLE_MS): () => void {
  // Looked up when a write is due, so that writing awaits nothing: a write that read it first was
  // lost when the panel closed or reloaded (its document gone before the read answered). The
  // background moves it when the connection changes, while this panel is open; what an older value
  // lets through is left out again when the cache is restored.
  let droppedAt = 0;
  const lookUp = () =>
    panelCacheDroppedAtItem
      .getValue()
      .then((dropped) => void (droppedAt = dropped))
      .catch(() => undefined);
  // Not awaited: the write is on its way when the call returns, also from a closing panel.
  const behind = writeBehind(
    () => void panelCacheItem.setValue(panelCacheSnapshot(client, droppedAt, Date.now())),
    throttleMs,
  );
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (!isKeptKey(event.query.queryKey)) return;
    const changed = (event.type === 'updated' && event.action.type === 'success') || event.type === 'removed';
    if (changed && behind.schedule()) void lookUp();
  });
  return () => {
    unsubscribe();
    behind.stop();
  };
}

/** Whether data was read by an earlier panel (restored from the cache) rather than by this one. */
export const shownFromCache = (dataUpdatedAt: number): boolean =>
  dataUpdatedAt > 0 && dataUpdatedAt < performance.timeOrigin;
