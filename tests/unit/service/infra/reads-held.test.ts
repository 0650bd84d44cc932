// The background tells the panel when its reads of a site are held (lib/service/infra/reads-held.ts):
// `session:readsHeld` follows the request budget, a burst of changes written once.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetBudgets, noteRateLimited, takeTurn, PROVIDER_CALLS_PER_MINUTE } from '@/lib/provider/request-budget';
import { READS_HELD_WRITE_MS, publishReadsHeld } from '@/lib/service/infra/reads-held';
import { readsHeldItem } from '@/lib/storage';

const SITE = 'site-a';

describe('session:readsHeld', () => {
  let stop: () => void = () => undefined;
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-26T09:00:00Z'));
  });
  afterEach(() => {
    stop();
    forgetBudgets();
    vi.useRealTimers();
  });

  it('is emptied when the worker starts: a stopped worker held nothing any more', async () => {
    await readsHeldItem.setValue({ [SITE]: { reason: 'budget' } });
    stop = publishReadsHeld();
    await vi.advanceTimersByTimeAsync(0);
    expect(await readsHeldItem.getValue()).toEqual({});
  });

  it('names a site while a 429 holds its panel reads, until the wait is over', async () => {
    stop = publishReadsHeld();
    noteRateLimited(SITE, 'panel', 4);
    const until = Date.now() + 4_000;
    await vi.advanceTimersByTimeAsync(READS_HELD_WRITE_MS);
    expect(await readsHeldItem.getValue()).toEqual({ [SITE]: { reason: 'rateLimited', until } });
    await vi.advanceTimersByTimeAsync(4_000); // the hold ends, then the write after it
    expect(await readsHeldItem.getValue()).toEqual({});
  });

  it('names a site while the budget holds its panel reads for the writes', async () => {
    stop = publishReadsHeld();
    await Promise.all(Array.from({ length: PROVIDER_CALLS_PER_MINUTE }, () => takeTurn(SITE, 'write')));
    const read = vi.fn();
    void takeTurn(SITE, 'panel').then(read);
    await vi.advanceTimersByTimeAsync(READS_HELD_WRITE_MS);
    expect(await readsHeldItem.getValue()).toEqual({ [SITE]: { reason: 'budget' } });
    expect(read).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(read).toHaveBeenCalled();
    expect(await readsHeldItem.getValue()).toEqual({});
  });
});
