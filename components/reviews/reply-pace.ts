import { formatNumber } from '@/lib/i18n';
import type { ReviewFilter, ReviewSummary } from '@/lib/messaging/reviews';

// How fast the site replies, from the reviews the desk has read (the pace's own read included: the
// newest of the last 30 days): of those written in the last 30 days, the share with a reply, and the
// median time from a review to its reply. The provider keeps a reply's last date only, so a reply
// edited later counts from its edit.

const WINDOW_MS = 30 * 24 * 60 * 60 * 1000;

/** How many of the window's newest reviews the pace reads (one page, the provider's largest). */
export const PACE_READ = 100;

/** The desk filter of the window: written on or after the day 30 days ago (every status). */
export const paceFilter = (now: number): ReviewFilter => ({
  from: new Date(now - WINDOW_MS).toISOString().slice(0, 10),
});

export interface ReplyPace {
  /** Reviews read that were written in the last 30 days. */
  count: number;
  replied: number;
  /** The median time to the reply, of those replied with both dates known; null when none. */
  medianMs: number | null;
}

export function replyPace(reviews: readonly ReviewSummary[], now: number): ReplyPace | null {
  const recent = reviews.filter((r) => {
    const at = r.createdDate ? Date.parse(r.createdDate) : NaN;
    return at <= now && now - at <= WINDOW_MS;
  });
  if (recent.length === 0) return null;
  const replied = recent.filter((r) => r.reply !== null);
  const waits = replied
    .map((r) => (r.replyDate ? Date.parse(r.replyDate) - Date.parse(r.createdDate!) : NaN))
    .filter((ms) => ms >= 0)
    .sort((a, b) => a - b);
  const mid = Math.floor(waits.length / 2);
  const medianMs = waits.length === 0 ? null : waits.length % 2 ? waits[mid]! : (waits[mid - 1]! + waits[mid]!) / 2;
  return { count: recent.length, replied: replied.length, medianMs };
}

/** A wait in the unit a person would say it in: minutes under an hour, hours under two days, else days. */
export function waitWords(ms: number): string {
  const minutes = ms / 60_000;
  const [value, unit] =
    minutes < 60
      ? [Math.max(1, Math.round(minutes)), 'minute']
      : minutes < 48 * 60
        ? [Math.round(minutes / 60), 'hour']
        : [Math.round(minutes / 1440), 'day'];
  return formatNumber(value, { style: 'unit', unit, unitDisplay: 'short' });
}
