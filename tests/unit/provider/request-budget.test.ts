// The request budget per site (lib/provider/request-budget.ts) and the client `fetch` it gates
// (budget-fetch.ts): writes go first, the panel's reads next, background reads yield; a held call
// waits until the minute's oldest call ages out; a 429 holds every call of its site for its Retry-After.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { budgetFetch, retryAfterOf } from '@/lib/provider/budget-fetch';
import { isWriteRequest } from '@/lib/provider/request-kind';
import {
  BACKGROUND_RESERVE,
  BUDGET_WINDOW_MS,
  DEFAULT_RETRY_AFTER_S,
  MAX_DEFAULT_RETRY_AFTER_S,
  PANEL_RESERVE,
  PROVIDER_CALLS_PER_MINUTE,
  callsInWindow,
  forgetBudgets,
  noteAnswered,
  noteRateLimited,
  onReadsHeld,
  rateLimitedCount,
  rateLimitedCounts,
  takeTurn,
  type Lane,
  type ReadsHeld,
} from '@/lib/provider/request-budget';

const SITE = 'site-a';
const OTHER = 'site-b';

/** Starts a call and records when it was let go. */
function call(siteId: string, lane: Lane, went: string[], name: string): Promise<void> {
  return takeTurn(siteId, lane).then(() => void went.push(name));
}

/** `n` calls of `lane` made at once (all let go at once while the budget allows). */
async function spend(siteId: string, lane: Lane, n: number): Promise<void> {
  await Promise.all(Array.from({ length: n }, () => takeTurn(siteId, lane)));
}

/** Lets the promises the budget resolved run their callbacks. */
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-26T09:00:00Z'));
});
afterEach(() => {
  forgetBudgets();
  vi.useRealTimers();
});

describe('the request budget of a site', () => {
  it('lets calls go at once while the minute has room, and counts them', async () => {
    await spend(SITE, 'background', 20);
    await spend(SITE, 'panel', 20);
    await spend(SITE, 'write', 5);
    expect(callsInWindow(SITE)).toBe(45);
  });

  it('holds a background read when fewer than a quarter of the calls remain, while a write goes at once', async () => {
    await spend(SITE, 'panel', PROVIDER_CALLS_PER_MINUTE - BACKGROUND_RESERVE);
    const went: string[] = [];
    void call(SITE, 'background', went, 'background');
    void call(SITE, 'write', went, 'write');
    void call(SITE, 'panel', went, 'panel');
    await settle();
    expect(went).toEqual(['write', 'panel']);
  });

  it('holds the panel only when nearly none remain, and never the admin’s writes', async () => {
    await spend(SITE, 'write', PROVIDER_CALLS_PER_MINUTE - PANEL_RESERVE);
    const went: string[] = [];
    void call(SITE, 'panel', went, 'panel');
    for (let i = 0; i < PANEL_RESERVE + 5; i++) void call(SITE, 'write', went, `write ${i}`);
    await settle();
    expect(went).toHaveLength(PANEL_RESERVE + 5);
    expect(went).not.toContain('panel');
    expect(callsInWindow(SITE)).toBe(PROVIDER_CALLS_PER_MINUTE + 5);
  });

  it('lets held reads go, in order and the panel’s first, once the minute’s calls age out', async () => {
    await spend(SITE, 'panel', 100);
    vi.advanceTimersByTime(30_000);
    await spend(SITE, 'panel', PROVIDER_CALLS_PER_MINUTE - PANEL_RESERVE - 100);
    const went: string[] = [];
    void call(SITE, 'background', went, 'background 1');
    void call(SITE, 'background', went, 'background 2');
    void call(SITE, 'panel', went, 'panel 1');
    void call(SITE, 'panel', went, 'panel 2');
    await settle();
    expect(went).toEqual([]);

    // Nothing ages out before the minute is over.
    await vi.advanceTimersByTimeAsync(BUDGET_WINDOW_MS - 30_000 - 1);
    expect(went).toEqual([]);
    // The first hundred age out: the panel's reads go first, then the background's, each in order.
    await vi.advanceTimersByTimeAsync(1);
    expect(went).toEqual(['panel 1', 'panel 2', 'background 1', 'background 2']);
  });

  it('lets a background read wait behind the reserve until enough calls have aged out', async () => {
    await spend(SITE, 'panel', 10);
    vi.advanceTimersByTime(10_000);
    await spend(SITE, 'panel', PROVIDER_CALLS_PER_MINUTE - BACKGROUND_RESERVE - 10);
    const went: string[] = [];
    void call(SITE, 'background', went, 'background');
    // The first ten age out at the minute: room for one background read.
    await vi.advanceTimersByTimeAsync(BUDGET_WINDOW_MS - 10_000);
    expect(went).toEqual(['background']);
  });

  it('leaves other sites alone', async () => {
    await spend(SITE, 'panel', PROVIDER_CALLS_PER_MINUTE - PANEL_RESERVE);
    noteRateLimited(SITE, 'panel', 30);
    const went: string[] = [];
    void call(OTHER, 'background', went, 'other background');
    void call(OTHER, 'panel', went, 'other panel');
    void call(SITE, 'write', went, 'held write');
    await settle();
    expect(went).toEqual(['other background', 'other panel']);
    expect(callsInWindow(OTHER)).toBe(2);
  });
});

describe('a 429 from the provider', () => {
  it('holds every call of the site, writes too, until its Retry-After has passed, then writes go first', async () => {
    noteRateLimited(SITE, 'panel', 5);
    const went: string[] = [];
    void call(SITE, 'background', went, 'background');
    void call(SITE, 'panel', went, 'panel');
    void call(SITE, 'write', went, 'write');
    await vi.advanceTimersByTimeAsync(4_999);
    expect(went).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(went).toEqual(['write', 'panel', 'background']);
  });

  it('holds a second when it names no wait, doubling while the site keeps refusing', async () => {
    const heldFor = async (sentAt: number) => {
      noteRateLimited(SITE, 'write', undefined, sentAt);
      const went: string[] = [];
      const start = Date.now();
      void call(SITE, 'write', went, 'write');
      while (went.length === 0) await vi.advanceTimersByTimeAsync(100);
      return Date.now() - start;
    };
    expect(await heldFor(Date.now())).toBe(DEFAULT_RETRY_AFTER_S * 1000);
    expect(await heldFor(Date.now())).toBe(2 * DEFAULT_RETRY_AFTER_S * 1000);
    expect(await heldFor(Date.now())).toBe(4 * DEFAULT_RETRY_AFTER_S * 1000);
    // A call that was on its way before the last refusal came back: the same slowdown, no longer a wait.
    expect(await heldFor(Date.now() - 10_000)).toBe(4 * DEFAULT_RETRY_AFTER_S * 1000);
    for (let i = 0; i < 5; i++) await heldFor(Date.now());
    expect(await heldFor(Date.now())).toBe(MAX_DEFAULT_RETRY_AFTER_S * 1000);
    // Any other answer: the next refusal starts at the default again.
    noteAnswered(SITE);
    expect(await heldFor(Date.now())).toBe(DEFAULT_RETRY_AFTER_S * 1000);
  });

  it('is counted per site', () => {
    noteRateLimited(SITE, 'panel', 1);
    noteRateLimited(SITE, 'background', 1);
    noteRateLimited(OTHER, 'write', 1);
    expect(rateLimitedCount(SITE)).toBe(2);
    expect(rateLimitedCount(OTHER)).toBe(1);
    expect(rateLimitedCount('never-refused')).toBe(0);
    expect(rateLimitedCounts()).toEqual({ [SITE]: 2, [OTHER]: 1 });
  });
});

describe('what the panel is told', () => {
  it('says its reads wait for the budget while they are held, and nothing once they go', async () => {
    const told: (ReadsHeld | null)[] = [];
    const stop = onReadsHeld((siteId, held) => siteId === SITE && told.push(held));
    await spend(SITE, 'panel', PROVIDER_CALLS_PER_MINUTE - PANEL_RESERVE);
    void takeTurn(SITE, 'background');
    await settle();
    expect(told).toEqual([]); // a held background read is not the panel's business
    void takeTurn(SITE, 'panel');
    expect(told).toEqual([{ reason: 'budget' }]);
    await vi.advanceTimersByTimeAsync(BUDGET_WINDOW_MS);
    expect(told).toEqual([{ reason: 'budget' }, null]);
    stop();
  });

  it('says the site asked to slow down, until when, from the moment a panel read is refused', async () => {
    const told: (ReadsHeld | null)[] = [];
    const stop = onReadsHeld((_siteId, held) => told.push(held));
    noteRateLimited(SITE, 'background', 2);
    expect(told).toEqual([]); // the panel's reads were not refused (yet)
    noteRateLimited(SITE, 'panel', 4);
    const until = Date.now() + 4_000;
    expect(told).toEqual([{ reason: 'rateLimited', until }]);
    await vi.advanceTimersByTimeAsync(4_000);
    expect(told).toEqual([{ reason: 'rateLimited', until }, null]);
    stop();
  });
});

describe('the budgeted fetch of a site client', () => {
  const answer = (status: number, headers: Record<string, string> = {}, body: unknown = {}) =>
    new Response(JSON.stringify(body), { status, headers });

  it('holds the site after a 429 for the wait its Retry-After names, and counts it', async () => {
    const base = vi.fn<typeof fetch>().mockResolvedValueOnce(answer(429, { 'Retry-After': '7' }));
    base.mockResolvedValue(answer(200));
    const fetch = budgetFetch(base, SITE, 'panel');
    expect((await fetch('https://www.wixapis.com/reviews/v1/reviews/query', { method: 'POST' })).status).toBe(429);
    expect(rateLimitedCount(SITE)).toBe(1);
    let done = false;
    void fetch('https://www.wixapis.com/reviews/v1/reviews/r1/moderate', { method: 'PATCH' }).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(6_999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });

  it('sends a write in the write lane whatever the client’s lane', async () => {
    await spend(SITE, 'panel', PROVIDER_CALLS_PER_MINUTE - PANEL_RESERVE);
    const base = vi.fn<typeof fetch>().mockImplementation(async () => answer(200));
    const fetch = budgetFetch(base, SITE, 'background');
    await fetch('https://www.wixapis.com/reviews/v1/reviews/r1/moderate', { method: 'PATCH' });
    expect(base).toHaveBeenCalledTimes(1);
    let read = false;
    void fetch('https://www.wixapis.com/reviews/v1/reviews/count', { method: 'POST' }).then(() => (read = true));
    await settle();
    expect(read).toBe(false);
  });

  it("reads the wait from the header (seconds or a date), else from the error's data", async () => {
    expect(await retryAfterOf(answer(429, { 'Retry-After': '12' }))).toBe(12);
    const inTen = new Date(Date.now() + 10_000).toUTCString();
    expect(await retryAfterOf(answer(429, { 'Retry-After': inTen }))).toBe(10);
    const body = { details: { applicationError: { code: 'RESOURCE_EXHAUSTED', data: { retryAfterSeconds: 9 } } } };
    expect(await retryAfterOf(answer(429, {}, body))).toBe(9);
    expect(await retryAfterOf(answer(429))).toBeUndefined();
    expect(await retryAfterOf(new Response('busy', { status: 429 }))).toBeUndefined();
  });
});

describe('telling a write from a read by its request', () => {
  it.each([
    ['GET', 'https://www.wixapis.com/members/v1/members?.r=x', false],
    ['POST', 'https://www.wixapis.com/reviews/v1/reviews/query', false],
    ['POST', 'https://www.wixapis.com/reviews/v1/reviews/count', false],
    ['POST', 'https://www.wixapis.com/site-media/v1/files/search', false],
    ['POST', 'https://www.wixapis.com/contacts/v4/contacts/facets', false],
    ['PATCH', 'https://www.wixapis.com/reviews/v1/reviews/r1/moderate', true],
    ['DELETE', 'https://www.wixapis.com/tasks/v2/tasks/t1', true],
    ['POST', 'https://www.wixapis.com/reviews/v1/bulk/reviews/moderate', true],
    ['POST', 'https://www.wixapis.com/contacts/v4/contacts', true],
  ])('%s %s is a write: %s', (method, url, write) => {
    expect(isWriteRequest(url, { method })).toBe(write);
  });

  it('takes a bare URL for a GET', () => {
    expect(isWriteRequest('https://www.wixapis.com/members/v1/members/m1')).toBe(false);
  });
});
