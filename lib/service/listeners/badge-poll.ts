import { browser } from 'wxt/browser';
import { inboxStore } from '../../storage';
import { BADGE_ALARM, pollBadgeCounts, scheduleBadgePoll, showTotalBadge } from '../badge/badge';

/**
 * The toolbar badge's events (lib/service/badge/badge.ts): its slow poll, once a minute, each enabled
 * site's badge (none while the badge is off), and the total, which follows the checks of sites wherever
 * they were made, once a second at most (a full refresh checks many sites a second).
 */
export function pollBadges(): void {
  void scheduleBadgePoll();
  let due: ReturnType<typeof setTimeout> | null = null;
  inboxStore.watch(() => {
    due ??= setTimeout(() => {
      due = null;
      void showTotalBadge();
    }, 1000);
  });
  browser.alarms?.onAlarm.addListener((alarm) => {
    if (alarm.name === BADGE_ALARM) void pollBadgeCounts();
  });
}
