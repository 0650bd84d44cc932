import type { Budget } from './budgets';

export interface Figure {
  budget: Budget;
  files: string[];
  gzipBytes: number;
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** The figures that are over their budget (or measured nothing: a missing file is a failure, not a pass). */
export const overBudget = (figures: Figure[]): Figure[] =>
  figures.filter((f) => f.files.length === 0 || f.gzipBytes > f.budget.limit);

/** A plain-text table: part, gzipped size, budget, verdict, files. */
export function formatTable(figures: Figure[]): string {
  const rows = figures.map((f) => [
    f.budget.name,
    kB(f.gzipBytes),
    `< ${kB(f.budget.limit)}`,
    f.files.length === 0
      ? 'MISSING'
      : f.gzipBytes > f.budget.limit
        ? `OVER by ${kB(f.gzipBytes - f.budget.limit)}`
        : 'ok',
    `${f.files.length} file${f.files.length === 1 ? '' : 's'}`,
  ]);
  const header = ['part', 'gzipped', 'budget', 'verdict', 'files'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}
