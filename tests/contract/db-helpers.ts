// Reads the sandbox db directly, to compute expectations independently of the HTTP layer.
import type { Db } from '../../sandbox/db/open.ts';

export function docs<T>(db: Db, table: 'members' | 'reviews', siteId: string): T[] {
  const rows = db.prepare(`SELECT doc FROM ${table} WHERE site_id = ?`).all(siteId) as { doc: string }[];
  return rows.map((r) => JSON.parse(r.doc) as T);
}
