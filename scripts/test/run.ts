// `npm test`: the end-to-end build, then the tests, with the checks that have no timeouts beside them in
// the idle scheduling class (scripts/test/phases.ts says what runs where); it stops after a group with a
// failure, and ends with a table of each phase's time (and which failed), so a slow phase is seen
// where it grew.
import { spawn, spawnSync } from 'node:child_process';
import { setPriority } from 'node:os';
import { ALL_PHASES, BESIDE, FIRST, TESTS, type Group, type Phase } from './phases';
import { phaseTable, type PhaseResult } from './phase-table';

/** The lowest priority a process can have (nice 19; "idle" on Windows). */
const LOWEST = 19;

/**
 * Linux's idle scheduling class (`chrt --idle`, util-linux): a process in it runs only when nothing
 * else wants the CPU, where nice 19 alone still took a share from the browsers. Where chrt is missing,
 * nice 19 is what there is.
 */
const IDLE_CLASS =
  process.platform === 'linux' && spawnSync('chrt', ['--idle', '0', 'true']).status === 0 ? 'chrt --idle 0 ' : '';

/** Runs one command with the terminal's output; answers its exit code. */
function run(command: string, env: Record<string, string> | undefined, idle: boolean): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(idle ? IDLE_CLASS + command : command, {
      shell: true,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    // Without chrt, nice 19: set at once, before the shell starts what it runs, which inherits it.
    if (idle && !IDLE_CLASS && child.pid !== undefined) {
      try {
        setPriority(child.pid, LOWEST);
      } catch {
        // Not allowed here: the phase still runs, only at the usual priority.
      }
    }
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

async function timed(phase: Phase, idle: boolean): Promise<PhaseResult> {
  const start = performance.now();
  let code = 0;
  for (const command of phase.commands) {
    code = await run(command, phase.env, idle);
    if (code !== 0) break;
  }
  return { name: phase.name, ms: performance.now() - start, ok: code === 0 };
}

/** Groups one after the other, the phases of a group side by side; stops after a group with a failure. */
async function runGroups(groups: Group[], idle: boolean): Promise<PhaseResult[]> {
  const results: PhaseResult[] = [];
  for (const group of groups) {
    const answered = await Promise.all(group.map((phase) => timed(phase, idle)));
    results.push(...answered);
    if (answered.some((r) => !r.ok)) break;
  }
  return results;
}

const started = performance.now();
const first = await runGroups([FIRST], false);
const [tests, beside] = first.every((r) => r.ok)
  ? await Promise.all([runGroups(TESTS, false), runGroups(BESIDE, true)])
  : [[], []];
const results = [...first, ...tests, ...beside];
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
