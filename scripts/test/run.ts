// `npm test`: every check, step after step (scripts/test/phases.ts says which run side by side and
// which run beside the end-to-end tests at low priority), stopping after a step in which one failed;
// at the end a table of each phase's time (and which failed), so a slow phase is seen where it grew.
import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';
import { ALL_PHASES, STEPS, type Lane, type Phase } from './phases';
import { phaseTable, type PhaseResult } from './phase-table';

/** The lowest priority a process can have (nice 19; "idle" on Windows). */
const LOWEST = 19;

/** Runs one command with the terminal's output; answers its exit code. */
function run(command: string, env: Record<string, string> | undefined, low: boolean): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: 'inherit', env: { ...process.env, ...env } });
    // Set at once, before the shell starts what it runs, which inherits it.
    if (low && child.pid !== undefined) {
      try {
        setPriority(child.pid, LOWEST);
      } catch {
        // Not allowed here: the phase still runs, only at the usual priority.
      }
    }
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

async function timed(phase: Phase, low: boolean): Promise<PhaseResult> {
  const start = performance.now();
  let code = 0;
  for (const command of phase.commands) {
    code = await run(command, phase.env, low);
    if (code !== 0) break;
  }
  return { name: phase.name, ms: performance.now() - start, ok: code === 0 };
}

/** A lane's groups one after the other, the phases of a group side by side; stops after a group with a failure. */
async function runLane(lane: Lane): Promise<PhaseResult[]> {
  const results: PhaseResult[] = [];
  for (const group of lane.groups) {
    const answered = await Promise.all(group.map((phase) => timed(phase, lane.beside === true)));
    results.push(...answered);
    if (answered.some((r) => !r.ok)) break;
  }
  return results;
}

const results: PhaseResult[] = [];
const started = performance.now();
for (const step of STEPS) {
  const answered = (await Promise.all(step.map(runLane))).flat();
  results.push(...answered);
  if (answered.some((r) => !r.ok)) break;
}
const total = performance.now() - started;
// In the order phases.ts lists them, whichever lane finished first.
const order = (r: PhaseResult) => ALL_PHASES.findIndex((p) => p.name === r.name);
console.log(
  `\n${phaseTable(
    results.sort((a, b) => order(a) - order(b)),
    total,
    ALL_PHASES.length,
  )}`,
);
process.exitCode = results.length === ALL_PHASES.length && results.every((r) => r.ok) ? 0 : 1;
