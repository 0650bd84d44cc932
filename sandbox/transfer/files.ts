// Snapshot files: one pretty-printed `<dir>/<site-slug>.json` per site.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve, isAbsolute } from 'node:path';
import type { Db } from '../db/open.ts';
import { parseSnapshot } from './parse.ts';
import { allSiteIds, exportSite } from './export.ts';
import { importSite } from './import.ts';

/** `dir/name`, refused unless it stays inside `dir` (a slug that climbs with `../` never writes elsewhere). */
export function fileInside(dir: string, name: string): string {
  const file = resolve(dir, name);
  const rel = relative(resolve(dir), file);
  if (rel === '' || rel.startsWith('..') || isAbsolute(rel) || rel.includes('/') || rel.includes('\\')) {
    throw new Error(`Refusing to write ${JSON.stringify(name)} outside ${dir}`);
  }
  return file;
}

/** Writes every site; returns the files written. */
export function exportSitesToDir(db: Db, dir: string): string[] {
  mkdirSync(dir, { recursive: true });
  return allSiteIds(db).map((id) => {
    const snap = exportSite(db, id)!;
    const file = fileInside(dir, `${String(snap.site.slug)}.json`);
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
  const snaps = files.map((file) => ({
    file,
    snap: inFile(file, () => parseSnapshot(JSON.parse(readFileSync(file, 'utf8')) as unknown)),
  }));
  return db.transaction(() =>
    snaps.map(({ file, snap }) => ({ file, siteId: snap.site.id, rows: inFile(file, () => importSite(db, snap)) })),
  )();
}
