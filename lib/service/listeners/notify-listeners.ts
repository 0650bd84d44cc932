import { browser } from 'wxt/browser';
import { showInPanel } from '../infra/panel-request';
import { isNewReviewsNotification, NOTIFY_ALARM, pollNewReviews, scheduleNotify } from '../notifications/notify';

/**
 * New-review notifications' events (lib/service/notifications/notify.ts): the alarm runs a poll; a
 * click on a notification opens the panel on the reviews waiting.
 */
export function listenForNotify(): void {
  void scheduleNotify();
  browser.alarms?.onAlarm.addListener((alarm) => {
    if (alarm.name === NOTIFY_ALARM) void pollNewReviews();
  });
  browser.notifications?.onClicked.addListener((id) => {
    if (!isNewReviewsNotification(id)) return;
    void browser.windows
      .getLastFocused()
      .then((w) => showInPanel({ windowId: w.id }, { tool: 'reviews', 'reviews.scope': 'all' }));
    void browser.notifications.clear(id);
  });
}
