// `npm test`: every check, phase after phase, stopping at the first that fails; at the end a table
// of each phase's time (and which failed), so a slow phase is seen where it grew. The phases of a
// group run side by side (scripts/test/phases.ts says which).
import { spawn } from 'node:child_process';
import { PHASES, type Phase } from './phases';
import { phaseTable, type PhaseResult } from './phase-table';

/** Runs one command with the terminal's output; answers its exit code. */
function run(command: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

async function timed(phase: Phase): Promise<PhaseResult> {
  const start = performance.now();
  let code = 0;
  for (const command of phase.commands) {
    code = await run(command);
    if (code !== 0) break;
  }
  return { name: phase.name, ms: performance.now() - start, ok: code === 0 };
}

const results: PhaseResult[] = [];
const started = performance.now();
for (const group of PHASES) {
  const answered = await Promise.all(group.map(timed));
  results.push(...answered);
  if (answered.some((r) => !r.ok)) break;
}
const total = performance.now() - started;
console.log(`\n${phaseTable(results, total, PHASES.flat().length)}`);
process.exitCode = results.length === PHASES.flat().length && results.every((r) => r.ok) ? 0 : 1;
