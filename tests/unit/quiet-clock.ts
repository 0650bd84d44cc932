import { notifyManager } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import { vi } from 'vitest';
import { QUIET_MS } from '@/lib/queries/quiet-refresh';

/** The real timeout, taken before any test fakes it. */
const realSetTimeout = globalThis.setTimeout;

/**
 * Timeouts on a clock the test can move on, time still passing as usual otherwise: the quiet
 * refresh's wait is then passed at once (`passQuiet`) instead of being waited out (three seconds a
 * wait). The query library's batched updates keep the real timeout they use by default, so what a
 * write's answer changes still shows at once. The shared setup puts the real clock back after each test.
 */
export function fakeQuietClock(): void {
  notifyManager.setScheduler((run) => realSetTimeout(run, 0));
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
}

/** Moves the clock past the quiet refresh's wait, running what it set off. */
export const passQuiet = (): Promise<void> =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(QUIET_MS);
  });
