// Reads the sandbox db directly, to compute expectations independently of the HTTP layer.
import type { Db } from '../../sandbox/db/open.ts';
import type { DomainEventEnvelope } from '../../sandbox/events/record.ts';

export function docs<T>(db: Db, table: 'members' | 'reviews', siteId: string): T[] {
  const rows = db.prepare(`SELECT doc FROM ${table} WHERE site_id = ?`).all(siteId) as { doc: string }[];
  return rows.map((r) => JSON.parse(r.doc) as T);
}

/** The highest event seq so far (of every site): tests read the events recorded "since". */
export function lastEventSeq(db: Db): number {
  return (db.prepare('SELECT COALESCE(MAX(seq), 0) AS n FROM events').get() as { n: number }).n;
}

/** The site's events recorded after `seq`, oldest first. */
export function eventsSince(db: Db, siteId: string, seq: number): DomainEventEnvelope[] {
  const rows = db
    .prepare('SELECT envelope FROM events WHERE site_id = ? AND seq > ? ORDER BY seq')
    .all(siteId, seq) as { envelope: string }[];
  return rows.map((r) => JSON.parse(r.envelope) as DomainEventEnvelope);
}
