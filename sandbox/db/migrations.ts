// Ordered schema migrations, applied by PRAGMA user_version. Append; never edit a shipped one.
import type Database from 'better-sqlite3';
import { schemaV1 } from './schema-v1.ts';

export const MIGRATIONS: readonly string[] = [schemaV1];

export function migrate(db: Database.Database): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  for (let v = current; v < MIGRATIONS.length; v++) {
    db.transaction(() => {
      db.exec(MIGRATIONS[v]!);
      db.pragma(`user_version = ${v + 1}`);
    })();
  }
}
