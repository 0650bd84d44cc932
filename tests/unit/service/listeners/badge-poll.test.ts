import { describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { BADGE_ALARM, setBadgeOn } from '@/lib/service/badge/badge';
import { pollBadges } from '@/lib/service/listeners/badge-poll';

describe('badge on or off', () => {
  it('off clears the poll alarm; on starts it again', async () => {
    pollBadges();
    await expect
      .poll(() => fakeBrowser.alarms.get(BADGE_ALARM))
      .toMatchObject({ name: BADGE_ALARM, periodInMinutes: 1 });
    await setBadgeOn(false);
    expect(await fakeBrowser.alarms.get(BADGE_ALARM)).toBeUndefined();
    await setBadgeOn(true);
    expect(await fakeBrowser.alarms.get(BADGE_ALARM)).toMatchObject({ name: BADGE_ALARM });
  });

  it('stays off across a restart of the background: no alarm is created', async () => {
    await setBadgeOn(false);
    pollBadges();
    await new Promise((r) => setTimeout(r, 10));
    expect(await fakeBrowser.alarms.get(BADGE_ALARM)).toBeUndefined();
  });
});
