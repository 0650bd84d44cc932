// The toolbar badge after a write: when the write's answer tells how many reviews left the site's
// waiting ones, the badge's count is lessened with no provider call, however old the count; a write
// that took none out costs nothing; without a count to lessen, it counts once the writes go quiet.
import { describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import * as reviews from '@/lib/provider/reviews';
import { BADGE_FRESH_MS, BADGE_QUIET_MS, forgetBadgeCounts, refreshBadges } from '@/lib/service/badge/badge';
import * as tabSites from '@/lib/service/trust/tab-sites';
import { accountSitesItem, badgeOnItem, connectionsItem } from '@/lib/storage';

const SITE = '5c1a2b3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

describe('the badge after a write', () => {
  it('lessens its count by the reviews the write took out, and counts only once quiet when it has none', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    await connectionsItem.setValue([{ kind: 'api-key', apiKey: 'k', accountId: 'acc' }]);
    await accountSitesItem.setValue({
      acc: {
        accountId: 'acc',
        sites: [{ id: SITE, name: 'Bloom', accountId: 'acc', urls: [] }],
        fetchedAt: Date.now(),
      },
    });
    await badgeOnItem.setValue(true);
    const shown = vi.fn(async () => undefined);
    Object.assign(fakeBrowser, { action: { setBadgeText: shown } });
    vi.spyOn(tabSites, 'knownTabsOfSite').mockResolvedValue([7]);
    const count = vi.spyOn(reviews, 'countPendingReviews').mockResolvedValue(5);
    forgetBadgeCounts();

    await refreshBadges(SITE, { force: true });
    expect(count).toHaveBeenCalledTimes(1);
    await refreshBadges(SITE, { left: 1 });
    expect(count).toHaveBeenCalledTimes(1);
    expect(shown).toHaveBeenLastCalledWith({ tabId: 7, text: '4' });

    // A count older than a minute is still lessened with no call: the write said what changed.
    vi.advanceTimersByTime(BADGE_FRESH_MS + 1);
    await refreshBadges(SITE, { left: 1 });
    expect(count).toHaveBeenCalledTimes(1);
    expect(shown).toHaveBeenLastCalledWith({ tabId: 7, text: '3' });

    forgetBadgeCounts();
    await refreshBadges(SITE, { left: 0 });
    await refreshBadges(SITE, { left: 1 });
    expect(count).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(BADGE_QUIET_MS);
    await vi.waitFor(() => expect(shown).toHaveBeenLastCalledWith({ tabId: 7, text: '5' }));
    expect(count).toHaveBeenCalledTimes(2);
  });
});
