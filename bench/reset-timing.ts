// How long a per-site reset takes on the small seed (tests reset often; the target is well < 1 s).
import { openDatabase } from '../sandbox/db/open.ts';
import { generateDataset } from '../sandbox/seed/generate.ts';
import { resetSite, seedAll } from '../sandbox/seed/load.ts';
import { summarize, type LatencySummary } from './stats.ts';

export function measureSmallReset(runs = 30): LatencySummary {
  const db = openDatabase(':memory:');
  try {
    seedAll(db, 'small');
    const siteId = generateDataset('small').sites[0]!.site.id;
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      if (!resetSite(db, siteId)) throw new Error('demo site 1 not found');
      times.push(performance.now() - started);
    }
    return summarize(times);
  } finally {
    db.close();
  }
}
