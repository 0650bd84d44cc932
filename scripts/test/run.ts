// `npm test`: the end-to-end build; then the Vitest files beside the static checks; then, once the
// unit tests have passed, the end-to-end tests alone (scripts/test/phases.ts says why). A run of phases
// stops after a group with a failure (a failed check does not stop the tests), and the run ends with
// a table of each phase's time (and which failed), so a slow phase is seen where it grew.
import { spawn } from 'node:child_process';
import { ALL_PHASES, CHECKS, END_TO_END, FIRST, UNIT_TESTS, type Group, type Phase } from './phases';
import { phaseTable, type PhaseResult } from './phase-table';

/** Runs one command with the terminal's output; answers its exit code. */
function run(command: string, env: Record<string, string> | undefined): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

async function timed(phase: Phase): Promise<PhaseResult> {
  const start = performance.now();
  let code = 0;
  for (const command of phase.commands) {
    code = await run(command, phase.env);
    if (code !== 0) break;
  }
  return { name: phase.name, ms: performance.now() - start, ok: code === 0 };
}

/** Groups one after the other, the phases of a group side by side; stops after a group with a failure. */
async function runGroups(groups: Group[]): Promise<PhaseResult[]> {
  const results: PhaseResult[] = [];
  for (const group of groups) {
    const answered = await Promise.all(group.map(timed));
    results.push(...answered);
    if (answered.some((r) => !r.ok)) break;
  }
  return results;
}

const started = performance.now();
const passed = (results: PhaseResult[]) => results.every((r) => r.ok);
const first = await runGroups([FIRST]);
const [unit, checks] = passed(first) ? await Promise.all([runGroups([UNIT_TESTS]), runGroups(CHECKS)]) : [[], []];
const endToEnd = passed(first) && passed(unit) ? await runGroups([END_TO_END]) : [];
const results = [...first, ...unit, ...endToEnd, ...checks];
const total = performance.now() - started;
// In the order phases.ts lists them, whichever finished first.
const order = (r: PhaseResult) => ALL_PHASES.findIndex((p) => p.name === r.name);
console.log(
  `\n${phaseTable(
    results.sort((a, b) => order(a) - order(b)),
    total,
    ALL_PHASES.length,
  )}`,
);
process.exitCode = results.length === ALL_PHASES.length && results.every((r) => r.ok) ? 0 : 1;
