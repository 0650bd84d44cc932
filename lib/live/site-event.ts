import type { BackgroundEvent, ReviewChange } from '../messaging/events';
import { isModerationStatus } from '../messaging/wire/review-status';

type SiteEvent = Extract<BackgroundEvent, { siteId: string }>;

/** A background event about one site (the shapes of lib/messaging/events.ts, checked without a schema library). */
export function asSiteEvent(message: unknown): SiteEvent | null {
  if (typeof message !== 'object' || message === null) return null;
  const m = message as { event?: unknown; siteId?: unknown; enabled?: unknown; change?: unknown };
  if (typeof m.siteId !== 'string') return null;
  if (m.event === 'reviews.changed') {
    const change = asReviewChange(m.change);
    return { event: 'reviews.changed', siteId: m.siteId, ...(change ? { change } : {}) };
  }
  if (m.event === 'site.enabledChanged' && typeof m.enabled === 'boolean')
    return { event: 'site.enabledChanged', siteId: m.siteId, enabled: m.enabled };
  return null;
}

/** One review's new status and reply, when the event carries it whole (else the page asks again). */
function asReviewChange(value: unknown): ReviewChange | null {
  if (typeof value !== 'object' || value === null) return null;
  const c = value as { id?: unknown; status?: unknown; reply?: unknown; replyDate?: unknown };
  const text = (v: unknown): v is string | null => v === null || typeof v === 'string';
  if (typeof c.id !== 'string' || !isModerationStatus(c.status) || !text(c.reply) || !text(c.replyDate)) return null;
  return { id: c.id, status: c.status, reply: c.reply, replyDate: c.replyDate };
}
