// The seed of a fault case: FAULTS_SEED=<n> for another run, else the case's fixed default, so
// `npm run faults` repeats itself; each case prints the seed it used.
export function faultSeed(caseName: string, fallback: number): number {
  const raw = process.env.FAULTS_SEED;
  const seed = raw !== undefined && /^-?\d+$/.test(raw) ? Number(raw) : fallback;
  console.log(`  ${caseName}: seed ${seed}`);
  return seed;
}
