// `npm run sandbox -- --export <dir>` / `--import <dir> --import-only`: work on the db file
// without starting the server.
import { openDatabase } from '../db/open.ts';
import type { SeedSize } from '../seed/demo-sites.ts';
import { isEmpty, seedAll } from '../seed/load.ts';
import { exportSitesToDir, importSitesFromDir, type ImportedSite } from './files.ts';

export interface DbCommandOptions {
  dbPath: string;
  /** Seed size if the db is empty (or reset). */
  seedSize?: SeedSize;
  reset?: boolean;
}

function withDb<T>(o: DbCommandOptions, run: (db: ReturnType<typeof openDatabase>) => T): T {
  const db = openDatabase(o.dbPath);
  try {
    if (o.reset || isEmpty(db)) seedAll(db, o.seedSize ?? 'small');
    return run(db);
  } finally {
    db.close();
  }
}

export function exportCommand(o: DbCommandOptions & { dir: string }): string[] {
  return withDb(o, (db) => exportSitesToDir(db, o.dir));
}

export function importCommand(o: DbCommandOptions & { dir: string }): ImportedSite[] {
  return withDb(o, (db) => importSitesFromDir(db, o.dir));
}
