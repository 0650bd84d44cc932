// The clock a site's time-driven behaviour runs on (review requests, overdue tasks): real time plus an
// offset that tests and developers move forward (POST /_sandbox/sites/{siteId}/clock). Never back:
// states that moved on must not move back.
import type { Db } from '../db/open.ts';

export function clockOffsetMs(db: Db, siteId: string): number {
  const row = db.prepare('SELECT offset_ms AS o FROM site_clocks WHERE site_id = ?').get(siteId) as
    { o: number } | undefined;
  return row?.o ?? 0;
}

/** The site's "now". */
export function siteNow(db: Db, siteId: string, realNow: number = Date.now()): Date {
  return new Date(realNow + clockOffsetMs(db, siteId));
}

/** Moves the site's clock forward by `ms` (≥ 0) and returns the new offset. */
export function advanceSiteClock(db: Db, siteId: string, ms: number): number {
  db.prepare(
    `INSERT INTO site_clocks (site_id, offset_ms) VALUES (?, ?)
     ON CONFLICT (site_id) DO UPDATE SET offset_ms = offset_ms + excluded.offset_ms`,
  ).run(siteId, ms);
  return clockOffsetMs(db, siteId);
}
