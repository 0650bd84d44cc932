// Seeds the large data set into a fresh file db in its own process, so the server's RSS measured
// later is not inflated by the generator's garbage. Reports timings on IPC, then exits.
import { statSync } from 'node:fs';
import { openDatabase } from '../sandbox/db/open.ts';
import { generateDataset } from '../sandbox/seed/generate.ts';
import { seedAll } from '../sandbox/seed/load.ts';

export interface SeedReport {
  generateMs: number;
  seedAllMs: number;
  dbBytes: number;
}

const path = process.argv[2];
if (!path || !process.send) throw new Error('usage: fork(seed-worker.ts, [dbPath])');
let t = performance.now();
generateDataset('large'); // timed alone, for the table; seedAll generates again
const generateMs = performance.now() - t;
const db = openDatabase(path);
t = performance.now();
seedAll(db, 'large');
const seedAllMs = performance.now() - t;
db.pragma('wal_checkpoint(TRUNCATE)');
db.close();
const report: SeedReport = { generateMs, seedAllMs, dbBytes: statSync(path).size };
process.send(report, () => process.exit(0));
