export interface PhaseResult {
  name: string;
  ms: number;
  ok: boolean;
}

const clock = (ms: number) => {
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s`;
};

/** The run's phases with their times, the failed one marked, those not reached counted, and the whole run's time. */
export function phaseTable(results: PhaseResult[], totalMs: number, phaseCount: number): string {
  const width = Math.max(...results.map((r) => r.name.length), 'whole run'.length);
  const lines = results.map((r) => `${r.name.padEnd(width)}  ${clock(r.ms).padStart(11)}  ${r.ok ? 'ok' : 'FAILED'}`);
  const skipped = phaseCount - results.length;
  if (skipped > 0) lines.push(`${`(${skipped} not run after the failure)`.padEnd(width)}`);
  lines.push(`${'whole run'.padEnd(width)}  ${clock(totalMs).padStart(11)}`);
  return lines.join('\n');
}
