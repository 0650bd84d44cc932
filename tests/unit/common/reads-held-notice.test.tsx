// @vitest-environment happy-dom
// The panel's line while the background holds back its reads of the site (components/common/
// ReadsHeldNotice.tsx, read from `session:readsHeld` by lib/queries/reads-held.ts): in words, in
// both languages, announced politely, and gone once reads flow again.
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ReadsHeldNotice } from '@/components/common/ReadsHeldNotice';
import { readsHeldItem } from '@/lib/storage';
import { chromeMessages, getMessageFrom } from '../locale-messages';

const SITE = '5c1a2b3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const OTHER = '0f9e8d7c-6b5a-4f3e-8d2c-1b0a9f8e7d6c';

describe('the notice that the panel’s reads are held back', () => {
  beforeEach(() => {
    // Only the countdown's clock and tick are fake: storage answers and testing-library's waits stay real.
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(new Date('2026-11-26T09:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('says the admin’s changes go first, as a polite status, and goes away when reads flow', async () => {
    await readsHeldItem.setValue({ [SITE]: { reason: 'budget' } });
    render(<ReadsHeldNotice siteId={SITE} />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    await waitFor(() => expect(status).toHaveTextContent('Refreshing in a moment: saving your changes first'));
    await act(() => readsHeldItem.setValue({}));
    await waitFor(() => expect(status).toBeEmptyDOMElement());
    expect(screen.getByRole('status')).toBe(status); // the live region stays, for the next announcement
  });

  it('counts down the seconds the site asked for, and is gone once they are over', async () => {
    render(<ReadsHeldNotice siteId={SITE} />);
    await act(() => readsHeldItem.setValue({ [SITE]: { reason: 'rateLimited', until: Date.now() + 5_000 } }));
    const status = screen.getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('The site asked us to slow down: refreshing in 5 s'));
    act(() => vi.advanceTimersByTime(2_000));
    expect(status).toHaveTextContent('refreshing in 3 s');
    act(() => vi.advanceTimersByTime(3_000));
    expect(status).toBeEmptyDOMElement();
  });

  it('shows nothing for a site whose reads flow, whatever another site’s do', async () => {
    await readsHeldItem.setValue({ [OTHER]: { reason: 'budget' } });
    render(<ReadsHeldNotice siteId={SITE} />);
    await act(() => Promise.resolve());
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('speaks German', async () => {
    vi.spyOn(fakeBrowser.i18n, 'getMessage').mockImplementation(getMessageFrom(await chromeMessages('de')));
    await readsHeldItem.setValue({ [SITE]: { reason: 'rateLimited', until: Date.now() + 12_000 } });
    render(<ReadsHeldNotice siteId={SITE} />);
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Die Website bittet uns, langsamer zu machen: Aktualisierung in 12 s',
      ),
    );
  });
});
