import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { MessageError } from '@/lib/messaging/protocol/provider-error';
import {
  createQueryClient,
  GC_TIME_MS,
  MAX_RETRIES,
  retryDelay,
  shouldRetry,
  shouldRetryWrite,
} from '@/lib/queries/query-client';
import { offlineQueueOptions } from '@/lib/queries/offline-queue';
import { sessionOptions } from '@/lib/queries/session';

const err = (status: number | null, extra: Partial<MessageError['data']> = {}) =>
  new MessageError({ status, code: 'X', message: 'x', details: null, requestId: 'r1', ...extra });

describe('QueryClient policy (docs/product.md §9)', () => {
  it('retries a failing read 3 times, then gives up', () => {
    expect(MAX_RETRIES).toBe(3);
    expect([0, 1, 2].map((n) => shouldRetry(n, err(503)))).toEqual([true, true, true]);
    expect(shouldRetry(3, err(503))).toBe(false);
  });

  it('does not retry what a retry cannot fix (validation, auth, not found)', () => {
    for (const status of [400, 401, 403, 404, 409]) expect(shouldRetry(0, err(status))).toBe(false);
    for (const status of [null, 408, 429, 500]) expect(shouldRetry(0, err(status))).toBe(true);
  });

  it('backs off 1000 ms doubled per attempt, capped at 30 000 ms', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((a) => retryDelay(a))).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('waits as long as a 429 asks', () => {
    expect(retryDelay(0, err(429, { retryAfterSeconds: 7 }))).toBe(7000);
  });

  it('retries a write only on 429 (refused before it was handled), 3 times, as long as the 429 asks', () => {
    expect([0, 1, 2].map((n) => shouldRetryWrite(n, err(429)))).toEqual([true, true, true]);
    expect(shouldRetryWrite(3, err(429))).toBe(false);
    // No answer or a 5xx: the write may have landed; the admin's Retry reads back first (lib/queries/retry-safe.ts).
    for (const status of [null, 400, 404, 409, 500, 503]) expect(shouldRetryWrite(0, err(status))).toBe(false);
    expect(shouldRetryWrite(0, new Error('gone'))).toBe(false);
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.mutations?.retryDelay).toBe(retryDelay);
  });

  // Was "never retries mutations": a 429 write is now resent automatically (docs/product.md §9), since
  // the provider refused it before handling it; every other failure still reaches the admin.
  it('collects unused data after 5 minutes, pauses while offline, retries writes only on 429', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(GC_TIME_MS).toBe(300_000);
    expect(defaults.queries?.gcTime).toBe(300_000);
    expect(defaults.queries?.networkMode).toBe('online');
    expect(defaults.queries?.retry).toBe(shouldRetry);
    expect(defaults.mutations?.retry).toBe(shouldRetryWrite);
  });

  it('pauses requests while offline and sends them when the browser is back online', async () => {
    const client = createQueryClient();
    client.mount(); // as QueryClientProvider does: follows the browser's online state
    const queryFn = vi.fn().mockResolvedValue({ count: 3 });
    onlineManager.setOnline(false);
    const result = client.fetchQuery({ queryKey: ['reviews', 'pendingCount', { siteId: 's' }], queryFn });
    await new Promise((r) => setTimeout(r, 10));
    expect(queryFn).not.toHaveBeenCalled();
    expect(client.getQueryState(['reviews', 'pendingCount', { siteId: 's' }])?.fetchStatus).toBe('paused');
    onlineManager.setOnline(true);
    await expect(result).resolves.toEqual({ count: 3 });
    expect(queryFn).toHaveBeenCalledTimes(1);
    client.unmount();
  });

  it('reads what the background answers alone while offline: the connections and the offline queue', async () => {
    const client = createQueryClient();
    client.mount();
    const session = { connections: [], appSiteIds: [], sandboxUrl: null };
    const queue = { waiting: [], refused: [] };
    vi.spyOn(fakeBrowser.runtime, 'sendMessage').mockImplementation(async (m: unknown) => ({
      ok: true,
      data: (m as { type: string }).type === 'session.get' ? session : queue,
    }));
    onlineManager.setOnline(false);
    await expect(client.fetchQuery(sessionOptions())).resolves.toEqual(session);
    await expect(client.fetchQuery(offlineQueueOptions())).resolves.toEqual(queue);
    client.unmount();
  });

  it('hands a write made offline to the background at once (its queue keeps it), instead of pausing it here', async () => {
    const client = createQueryClient();
    client.mount();
    const mutationFn = vi.fn().mockResolvedValue({ queued: true, changeId: 'c1' });
    onlineManager.setOnline(false);
    const sent = client.getMutationCache().build(client, { mutationFn }).execute({ reviewId: 'r1' });
    await expect(sent).resolves.toEqual({ queued: true, changeId: 'c1' });
    expect(mutationFn).toHaveBeenCalledTimes(1);
    client.unmount();
  });
});

afterEach(() => onlineManager.setOnline(true));
