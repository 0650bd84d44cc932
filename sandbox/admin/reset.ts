// Per-site reset for tests: the seed's resetSite (every per-site table back to the seeded rows),
// plus the sandbox's own per-site state. Decisions (see README): the events log is cleared, webhook
// registrations survive (a test registers once, resets often) with nothing left pending, and the
// fault knobs and the site's rate-limit window are cleared (each test starts from a healthy
// provider). Records no events.
import type { Db } from '../db/open.ts';
import { settleWebhooks } from '../events/webhooks-store.ts';
import { faultsFor } from '../faults/store.ts';
import { rateLimitFor } from '../rate-limit/store.ts';
import { resetSite } from '../seed/load.ts';

export function resetSiteForTests(db: Db, siteId: string): boolean {
  const done = db.transaction(() => {
    const hooks = db.prepare('SELECT * FROM webhooks WHERE site_id = ?').all(siteId) as Record<string, unknown>[];
    if (!resetSite(db, siteId)) return false;
    db.prepare('DELETE FROM events WHERE site_id = ?').run(siteId);
    // resetSite may or may not clear every per-site table: put the registrations back either way.
    for (const h of hooks) {
      const cols = Object.keys(h);
      db.prepare(`INSERT OR IGNORE INTO webhooks (${cols.join(', ')}) VALUES (${cols.map(() => '?').join(', ')})`).run(
        ...cols.map((c) => h[c]),
      );
    }
    settleWebhooks(db, siteId);
    return true;
  })();
  if (done) {
    faultsFor(db).clear(siteId);
    rateLimitFor(db).clear(siteId);
  }
  return done;
}
