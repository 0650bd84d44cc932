// The seed of a fault case: FAULTS_SEED=<n> for another run, else the case's fixed default, so
// `npm run faults` repeats itself; each case prints the seed it used. A case that should find
// something new each run takes a fresh seed instead (freshFaultSeed), printed so FAULTS_SEED replays it.
import { randomInt } from 'node:crypto';

const seedFromEnv = (): number | undefined => {
  const raw = process.env.FAULTS_SEED;
  return raw !== undefined && /^-?\d+$/.test(raw) ? Number(raw) : undefined;
};

export function faultSeed(caseName: string, fallback: number): number {
  const seed = seedFromEnv() ?? fallback;
  console.log(`  ${caseName}: seed ${seed}`);
  return seed;
}

/** FAULTS_SEED if set, else a new seed for this run. */
export function freshFaultSeed(caseName: string): number {
  const given = seedFromEnv();
  const seed = given ?? randomInt(0, 2 ** 31);
  console.log(
    `  ${caseName}: seed ${seed}${given === undefined ? ` (new this run; FAULTS_SEED=${seed} replays it)` : ''}`,
  );
  return seed;
}
