// Percentiles and number formatting for the bench table.
export function percentile(sortedMs: readonly number[], p: number): number {
  if (sortedMs.length === 0) return Number.NaN;
  const i = Math.min(sortedMs.length - 1, Math.max(0, Math.ceil((p / 100) * sortedMs.length) - 1));
  return sortedMs[i]!;
}

export interface LatencySummary {
  p50: number;
  p95: number;
  p99: number;
  samples: number;
}

export function summarize(samplesMs: readonly number[]): LatencySummary {
  const s = [...samplesMs].sort((a, b) => a - b);
  return { p50: percentile(s, 50), p95: percentile(s, 95), p99: percentile(s, 99), samples: s.length };
}

export const ms = (n: number): string => (Number.isFinite(n) ? `${n.toFixed(2)} ms` : 'n/a');
export const mb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
