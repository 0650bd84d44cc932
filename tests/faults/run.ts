// npm run faults [-- <name>…]: runs every tests/faults/cases/*.ts (or those whose file or case name
// contains one of the arguments) one after another, prints one table and exits non-zero when a
// case failed. Each case starts its own sandbox (and browser when it needs one); see case.ts.
import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { join } from 'node:path';
import type { FaultCase, FaultCaseResult } from './case.ts';
import { faultTable } from './table.ts';

const CASES_DIR = fileURLToPath(new URL('./cases/', import.meta.url));
const wanted = process.argv.slice(2).map((a) => a.toLowerCase());

async function loadCases(): Promise<{ file: string; faultCase: FaultCase }[]> {
  const files = readdirSync(CASES_DIR)
    .filter((f) => f.endsWith('.ts'))
    .sort();
  const out: { file: string; faultCase: FaultCase }[] = [];
  for (const file of files) {
    const mod = (await import(pathToFileURL(join(CASES_DIR, file)).href)) as { faultCase?: FaultCase };
    if (!mod.faultCase) throw new Error(`tests/faults/cases/${file} exports no faultCase`);
    const name = `${file} ${mod.faultCase.name}`.toLowerCase();
    if (wanted.length === 0 || wanted.some((w) => name.includes(w))) out.push({ file, faultCase: mod.faultCase });
  }
  return out;
}

/** Runs one case; a throw is a failed row, not the end of the suite. */
async function runOne(c: FaultCase): Promise<FaultCaseResult & { seconds: number }> {
  const started = performance.now();
  let result: FaultCaseResult;
  try {
    result = await c.run();
  } catch (e) {
    result = {
      name: c.name,
      passed: false,
      figures: {},
      failures: [e instanceof Error ? (e.stack ?? e.message) : String(e)],
    };
  }
  return { ...result, seconds: (performance.now() - started) / 1000 };
}

const cases = await loadCases();
if (cases.length === 0) {
  console.error(`No fault case matches ${wanted.join(', ')}.`);
  process.exit(2);
}
const results: (FaultCaseResult & { seconds: number })[] = [];
for (const { file, faultCase } of cases) {
  console.log(`\n▶ ${faultCase.name} (tests/faults/cases/${file})`);
  const r = await runOne(faultCase);
  results.push(r);
  console.log(`${r.passed ? '✔ passed' : '✘ FAILED'} in ${r.seconds.toFixed(1)} s`);
  for (const f of r.failures) console.log(`  - ${f}`);
}
console.log(`\n${faultTable(results)}`);
const failed = results.filter((r) => !r.passed);
if (failed.length > 0) console.log(`\n${failed.length} of ${results.length} fault cases failed.`);
// Cases close their sandboxes and browsers; exit anyway so a stray handle can't hold the run.
process.exit(failed.length > 0 ? 1 : 0);
