// New-review notifications (off by default, Settings): on an alarm at the admin's interval, each
// connected site is checked once (lib/service/inbox/inbox.ts checkSiteInbox: one query of its waiting
// reviews, which also counts them up to a page of 100); a site with more reviews waiting than at the last check gets one
// desktop notification. Nothing while disconnected or while the computer is idle or locked; the first
// check after turning it on only notes the counts. A click opens the panel on every site's waiting reviews
// (the alarm and the click are listened for in lib/service/listeners/notify-listeners.ts).
import { browser } from 'wxt/browser';
import { t } from '../../i18n';
import type { ReviewSummary } from '../../messaging/reviews';
import { inboxStore, notifyItem } from '../../storage';
import { isConnected } from '../connection/connections';
import { runPool } from '../../pool';
import { accountSites } from '../connection/account-sites';
import { checkSiteInbox } from '../inbox/inbox';
import { firstWords } from '../reviews/shown-review';

export const NOTIFY_ALARM = 'sitekeeper-notify';
const ID_PREFIX = 'sitekeeper-new-';
/** No poll once the computer has been left alone this long (seconds). */
const IDLE_AFTER_S = 15 * 60;
/** Sites counted at once by one poll. */
const CONCURRENCY = 4;

/** Starts, moves or stops the poll to match the setting. */
export async function scheduleNotify(): Promise<void> {
  const { on, minutes } = await notifyItem.getValue();
  if (on) await browser.alarms?.create(NOTIFY_ALARM, { periodInMinutes: Math.max(1, minutes) });
  else await browser.alarms?.clear(NOTIFY_ALARM);
}

export async function setNotify(on: boolean, minutes: number): Promise<void> {
  await notifyItem.setValue({ on, minutes: Math.max(1, Math.round(minutes)) });
  await scheduleNotify();
}

const stars = (rating: number | null) => (rating ? '★'.repeat(rating) + '☆'.repeat(Math.max(0, 5 - rating)) : '');

/** The notification for `added` new reviews on a site (one review: its rating and first words). */
export function notificationText(siteName: string, added: number, newest: ReviewSummary | undefined) {
  if (added > 1)
    return { title: t('notify.manyTitle', { count: String(added), site: siteName }), message: t('notify.manyMessage') };
  return {
    title: t('notify.oneTitle', { site: siteName }),
    message: newest ? [stars(newest.rating), firstWords(newest)].filter(Boolean).join(' ') : t('notify.manyMessage'),
  };
}

/** One poll: each site counted once; a notification per site with more waiting than last time. */
export async function pollNewReviews(): Promise<number> {
  if (!(await notifyItem.getValue()).on || !(await isConnected())) return 0;
  const state = await browser.idle?.queryState(IDLE_AFTER_S).catch(() => 'active');
  if (state === 'idle' || state === 'locked') return 0;
  const sites = (await accountSites().catch(() => null)) ?? [];
  const before = await inboxStore.all();
  let shown = 0;
  await runPool(sites, CONCURRENCY, async (site) => {
    // A site never counted before only gets its count noted: what waits already is not news.
    const was = before[site.id];
    const now = await checkSiteInbox(site.id).catch(() => null);
    if (!now || !was || now.count <= was.count) return;
    const known = new Set(was.reviews.map((r) => r.id));
    // The newest one not seen before (else the newest: a review seen, then deleted, then one more).
    const newest = now.reviews.find((r) => !known.has(r.id)) ?? now.reviews[0];
    const text = notificationText(site.name, now.count - was.count, newest);
    await browser.notifications?.create(`${ID_PREFIX}${site.id}`, {
      type: 'basic',
      iconUrl: browser.runtime.getURL('/icon/128.png'),
      ...text,
      // Firefox's notifications take no buttons (a click on the notification opens them there).
      ...(import.meta.env.FIREFOX ? {} : { buttons: [{ title: t('notify.open') }] }),
    });
    shown++;
  });
  return shown;
}

/** Whether a notification is one of ours (a click on it opens the panel on every site's waiting reviews). */
export const isNewReviewsNotification = (id: string): boolean => id.startsWith(ID_PREFIX);
