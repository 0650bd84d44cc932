// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { formatAge, t } from '@/lib/i18n';
import {
  PANEL_CACHE_LIMITS,
  keepPanelCache,
  panelCacheSnapshot,
  readPanelCache,
  restorePanelCache,
  shownFromCache,
} from '@/lib/queries/panel-cache';
import { dropPanelCache } from '@/lib/service/connection/panel-cache';
import { panelCacheItem, rememberConnectionItem, type PanelCache } from '@/lib/storage';
import { chromeMessages, getMessageFrom } from '../locale-messages';

const SITE_A = '5c1a2b3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const SITE_B = '11111111-2222-4333-8444-555555555555';
const deskKey = (siteId: string) => ['reviews', 'desk', { siteId, filter: {}, sort: 'newest', cursor: null }];
const desk = (author: string) => ({ reviews: [{ id: 'r1', authorName: author }], items: {}, nextCursor: null });
const tab = { id: 7, url: 'https://bloom.example/' };
const currentKey = ['site', 'current', { windowId: 1 }];

/** A client as an earlier panel left it, written to the session cache and read back as the next panel does. */
async function keptBy(fill: (c: QueryClient) => void, droppedAt = 0): Promise<PanelCache> {
  const earlier = new QueryClient();
  fill(earlier);
  const snapshot = panelCacheSnapshot(earlier, droppedAt, Date.now());
  // Read by an earlier page: its times are before this one's start (what the age marker goes by).
  for (const q of snapshot.queries as { state: { dataUpdatedAt: number } }[])
    q.state.dataUpdatedAt = performance.timeOrigin - 180_000;
  return snapshot;
}
const keys = (cache: PanelCache) => cache.queries.map((q) => (q as { queryKey: unknown[] }).queryKey);

describe('the panel cache (what an earlier panel left for the next one)', () => {
  it('keeps the list reads and the state needed to draw them, nothing else', async () => {
    const cache = await keptBy((c) => {
      c.setQueryData(['session', 'get'], { connections: [], appSiteIds: [], sandboxUrl: null });
      c.setQueryData(deskKey(SITE_A), desk('Ada'));
      c.setQueryData(['members', 'query', { siteId: SITE_A }], { members: [] });
      c.setQueryData(['media', 'streamUrl', { siteId: SITE_A, fileId: 'f' }], { url: 'https://signed.example/x' });
      c.setQueryData(['members', 'me', 'state', { siteId: SITE_A }], { memberId: 'm' });
    });
    expect(keys(cache)).toEqual(
      expect.arrayContaining([['session', 'get'], deskKey(SITE_A), ['members', 'query', { siteId: SITE_A }]]),
    );
    expect(keys(cache)).toHaveLength(3);
  });

  it('never keeps a credential, even one a kept read carried by mistake', async () => {
    const cache = await keptBy((c) => {
      c.setQueryData(['sites', 'list', {}], { sites: [], apiKey: 'IST.secret-key' });
      c.setQueryData(deskKey(SITE_A), desk('Ada'));
    });
    expect(keys(cache)).toEqual([deskKey(SITE_A)]);
    expect(JSON.stringify(cache)).not.toContain('IST.secret-key');
  });

  it('is bounded: the newest queries first, none over the size cap, no more than the count cap', async () => {
    const cache = await keptBy((c) => {
      c.setQueryData(deskKey(SITE_B), { huge: 'x'.repeat(PANEL_CACHE_LIMITS.queryBytes) });
      for (let i = 0; i < PANEL_CACHE_LIMITS.queries + 5; i++)
        c.setQueryData(['contacts', 'query', { siteId: SITE_A, offset: i }], { contacts: [], total: i });
    });
    expect(cache.queries).toHaveLength(PANEL_CACHE_LIMITS.queries);
    expect(keys(cache)).not.toContainEqual(deskKey(SITE_B));
    const big = await keptBy((c) => {
      for (let i = 0; i < 10; i++)
        c.setQueryData(['contacts', 'query', { siteId: SITE_A, offset: i }], { pad: 'x'.repeat(150_000) });
    });
    expect(big.queries.length).toBe(Math.floor(PANEL_CACHE_LIMITS.totalBytes / 150_000));
    expect(JSON.stringify(big).length).toBeLessThan(PANEL_CACHE_LIMITS.totalBytes + 1000);
  });

  it('restores each site under its own key, stale, so it is shown and refetched; another site gets nothing', async () => {
    await panelCacheItem.setValue(await keptBy((c) => c.setQueryData(deskKey(SITE_A), desk('Ada'))));
    const next = new QueryClient();
    expect(restorePanelCache(next, await readPanelCache(), tab)).toBe(1);
    const restored = next.getQueryCache().find({ queryKey: deskKey(SITE_A), exact: true })!;
    expect(restored.state.data).toEqual(desk('Ada'));
    expect(restored.state.isInvalidated).toBe(true);
    expect(shownFromCache(restored.state.dataUpdatedAt)).toBe(true);
    expect(next.getQueryData(deskKey(SITE_B))).toBeUndefined();
  });

  it("restores the window's site only while the window shows the same tab at the same address", async () => {
    await panelCacheItem.setValue(
      await keptBy((c) => c.setQueryData(currentKey, { kind: 'wix', tabId: tab.id, url: tab.url })),
    );
    const same = new QueryClient();
    restorePanelCache(same, await readPanelCache(), tab);
    expect(same.getQueryData(currentKey)).toBeDefined();
    for (const other of [{ ...tab, url: 'https://other.example/' }, { ...tab, id: 8 }, null]) {
      const moved = new QueryClient();
      restorePanelCache(moved, await readPanelCache(), other);
      expect(moved.getQueryData(currentKey)).toBeUndefined();
    }
  });

  it('is dropped when the connection changes: gone from storage, and nothing read before is written or shown again', async () => {
    const open = new QueryClient();
    open.setQueryData(deskKey(SITE_A), desk('Ada'));
    await panelCacheItem.setValue(panelCacheSnapshot(open, 0, Date.now()));
    await new Promise((r) => setTimeout(r, 2));

    await dropPanelCache(); // the background, on session.changed
    expect(await panelCacheItem.getValue()).toBeNull();
    const read = await readPanelCache();
    // A panel still open writes again: what it read before the change is left out.
    expect(panelCacheSnapshot(open, read.droppedAt, Date.now()).queries).toEqual([]);
    // A cache written just before the change (a late write) is not shown either.
    await panelCacheItem.setValue(panelCacheSnapshot(open, 0, Date.now()));
    expect(restorePanelCache(new QueryClient(), await readPanelCache(), tab)).toBe(0);
  });

  it('writes behind the query cache, once per burst, to session storage only (remembered connection or not)', async () => {
    await rememberConnectionItem.setValue(true);
    const set = vi.spyOn(fakeBrowser.storage.session, 'set');
    const client = new QueryClient();
    const stop = keepPanelCache(client, 30);
    for (let i = 0; i < 10; i++) client.setQueryData(deskKey(SITE_A), desk(`Ada ${i}`));
    await vi.waitFor(() => expect(set).toHaveBeenCalledTimes(1));
    await new Promise((r) => setTimeout(r, 60));
    expect(set).toHaveBeenCalledTimes(1);
    const kept = await panelCacheItem.getValue();
    expect((kept?.queries[0] as { state: { data: unknown } }).state.data).toEqual(desk('Ada 9'));
    expect(Object.keys(await fakeBrowser.storage.local.get(null))).not.toContain('panelCache');
    stop();
  });

  it('a write still waiting leaves with the closing panel, with no read to wait for first', async () => {
    const set = vi.spyOn(fakeBrowser.storage.session, 'set');
    // A closing panel's reads are never answered: its document is gone first.
    const unanswered = new Promise<Record<string, unknown>>(() => undefined);
    vi.spyOn(fakeBrowser.storage.session, 'get').mockImplementation(() => unanswered);
    const client = new QueryClient();
    const stop = keepPanelCache(client, 60_000);
    client.setQueryData(deskKey(SITE_A), desk('Ada'));
    window.dispatchEvent(new Event('pagehide'));
    await vi.waitFor(() => expect(set).toHaveBeenCalledTimes(1));
    expect(set.mock.calls[0]![0]).toHaveProperty('panelCache');
    stop();
  });

  it('words the age as people do, in both languages', async () => {
    const now = Date.now();
    expect(formatAge(now - 20_000, now)).toBeNull();
    expect(t('cached.asOf', { age: formatAge(now - 3 * 60_000, now)! })).toBe('as of 3 minutes ago');
    expect(formatAge(now - 2 * 3_600_000, now)).toBe('2 hours ago');
    expect(formatAge(now - 30 * 3_600_000, now)).toBe('yesterday');
    vi.spyOn(fakeBrowser.i18n, 'getMessage').mockImplementation(getMessageFrom(await chromeMessages('de')));
    vi.spyOn(fakeBrowser.i18n, 'getUILanguage').mockReturnValue('de');
    expect(t('cached.asOf', { age: formatAge(now - 3 * 60_000, now)! })).toBe('Stand: vor 3 Minuten');
    expect(t('cached.justNow')).toBe('Stand: soeben');
  });
});
