import type { BackgroundEvent } from '../messaging/events';

type SiteEvent = Extract<BackgroundEvent, { siteId: string }>;

/** A background event about one site (the shapes of lib/messaging/events.ts, checked without a schema library). */
export function asSiteEvent(message: unknown): SiteEvent | null {
  if (typeof message !== 'object' || message === null) return null;
  const m = message as { event?: unknown; siteId?: unknown; enabled?: unknown };
  if (typeof m.siteId !== 'string') return null;
  if (m.event === 'reviews.changed') return { event: 'reviews.changed', siteId: m.siteId };
  if (m.event === 'site.enabledChanged' && typeof m.enabled === 'boolean')
    return { event: 'site.enabledChanged', siteId: m.siteId, enabled: m.enabled };
  return null;
}
