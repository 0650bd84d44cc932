// The toolbar badge after a write: when the write's answer tells how many reviews left the site's
// waiting ones, the badge's count is lessened with no provider call; without a count to lessen, it counts.
import { describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import * as reviews from '@/lib/provider/reviews';
import { forgetBadgeCounts, refreshBadges } from '@/lib/service/badge/badge';
import * as tabSites from '@/lib/service/trust/tab-sites';
import { accountSitesItem, badgeOnItem, connectionsItem } from '@/lib/storage';

const SITE = '5c1a2b3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

describe('the badge after a write', () => {
  it('lessens its count by the reviews the write took out, and counts only when it has none', async () => {
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

    forgetBadgeCounts();
    await refreshBadges(SITE, { left: 1 });
    expect(count).toHaveBeenCalledTimes(2);
    expect(shown).toHaveBeenLastCalledWith({ tabId: 7, text: '5' });
  });
});
