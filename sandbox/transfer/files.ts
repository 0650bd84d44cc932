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

/** Imports every `*.json` in `dir` (name order). Throws with the file name on a bad file. */
export function importSitesFromDir(db: Db, dir: string): ImportedSite[] {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => join(dir, f));
  if (files.length === 0) throw new Error(`No *.json site snapshots in ${dir}`);
  return files.map((file) => {
    try {
      const snap = parseSnapshot(JSON.parse(readFileSync(file, 'utf8')) as unknown);
      return { file, siteId: snap.site.id, rows: importSite(db, snap) };
    } catch (e) {
      throw new Error(`${file}: ${(e as Error).message}`, { cause: e });
    }
  });
}
