import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../sandbox/db/open';
import { ensureSiteIdentities } from '../../sandbox/domains/app-identity/ensure';
import { seedAll } from '../../sandbox/seed/load';
import type { SeedSize } from '../../sandbox/seed/demo-sites';

/**
 * The demo sites seeded once into a database file, as the sandbox seeds an empty one at start
 * (sandbox/server.ts): each test's sandbox opens a copy of it instead of seeding its own. `size`:
 * the seed (`agency` adds 1 000 sites in three more accounts).
 */
export function seededTemplate(size: SeedSize = 'small'): { file: string; remove(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'sitekeeper-seed-'));
  const file = path.join(dir, 'seeded.db');
  const db = openDatabase(file);
  seedAll(db, size);
  ensureSiteIdentities(db);
  db.close();
  return { file, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
