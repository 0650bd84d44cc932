// Snapshot files: one pretty-printed `<dir>/<site-slug>.json` per site.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../db/open.ts';
import { parseSnapshot } from './parse.ts';
import { allSiteIds, exportSite } from './export.ts';
import { importSite } from './import.ts';

/** Writes every site; returns the files written. */
export function exportSitesToDir(db: Db, dir: string): string[] {
  mkdirSync(dir, { recursive: true });
  return allSiteIds(db).map((id) => {
    const snap = exportSite(db, id)!;
    const file = join(dir, `${String(snap.site.slug)}.json`);
    writeFileSync(file, `${JSON.stringify(snap, null, 2)}\n`);
    return file;
  });
}

export interface ImportedSite {
  file: string;
  siteId: string;
  rows: Record<string, number>;
}

/** Imports every `*.json` in `dir` (name order), all or nothing. Errors name the file. */
export function importSitesFromDir(db: Db, dir: string): ImportedSite[] {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => join(dir, f));
  if (files.length === 0) throw new Error(`No *.json site snapshots in ${dir}`);
  const inFile = <T>(file: string, run: () => T): T => {
    try {
      return run();
    } catch (e) {
      throw new Error(`${file}: ${(e as Error).message}`, { cause: e });
    }
  };
  const snaps = files.map((file) => ({ file, snap: inFile(file, () => parseSnapshot(JSON.parse(readFileSync(file, 'utf8')) as unknown)) }));
  return db.transaction(() => snaps.map(({ file, snap }) => ({ file, siteId: snap.site.id, rows: inFile(file, () => importSite(db, snap)) })))();
}
