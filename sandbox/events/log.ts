// Reads a site's events log in order (the /_sandbox events API, the inspection page, delivery).
import type { Db } from '../db/open.ts';
import type { DomainEventEnvelope } from './record.ts';

export interface LoggedEvent extends DomainEventEnvelope {
  /** Position in the log; increasing, never reused (also across sites). */
  seq: number;
}

interface EventRow {
  seq: number;
  envelope: string;
}

const toLogged = (r: EventRow): LoggedEvent => ({ seq: r.seq, ...(JSON.parse(r.envelope) as DomainEventEnvelope) });

/** Events after `afterSeq`, oldest first. */
export function listEvents(db: Db, siteId: string, afterSeq = 0, limit = 100): LoggedEvent[] {
  const rows = db
    .prepare('SELECT seq, envelope FROM events WHERE site_id = ? AND seq > ? ORDER BY seq LIMIT ?')
    .all(siteId, afterSeq, limit) as EventRow[];
  return rows.map(toLogged);
}

/** The newest `limit` events, newest first (inspection page). */
export function latestEvents(db: Db, siteId: string, limit: number): LoggedEvent[] {
  const rows = db
    .prepare('SELECT seq, envelope FROM events WHERE site_id = ? ORDER BY seq DESC LIMIT ?')
    .all(siteId, limit) as EventRow[];
  return rows.map(toLogged);
}

/** The next event a webhook should receive: after its cursor, of one of its types ([] = all). */
export function nextEventFor(
  db: Db,
  siteId: string,
  afterSeq: number,
  eventTypes: readonly string[],
): LoggedEvent | undefined {
  const row = db
    .prepare(
      `SELECT seq, envelope FROM events
       WHERE site_id = ? AND seq > ?
         AND (json_array_length(?) = 0 OR entity_fqdn || '/' || slug IN (SELECT value FROM json_each(?)))
       ORDER BY seq LIMIT 1`,
    )
    .get(siteId, afterSeq, JSON.stringify(eventTypes), JSON.stringify(eventTypes)) as EventRow | undefined;
  return row ? toLogged(row) : undefined;
}

/** The highest seq ever written (0 for an empty log): new webhooks start after it. */
export function lastEventSeq(db: Db): number {
  const row = db.prepare('SELECT MAX(seq) AS seq FROM events').get() as { seq: number | null };
  return row.seq ?? 0;
}
