// The fault suite's one table (Markdown, so it pastes into the issue note as it is).
import type { FaultCaseResult } from './case.ts';

const figuresText = (figures: FaultCaseResult['figures']): string =>
  Object.entries(figures)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');

export function faultTable(results: readonly (FaultCaseResult & { seconds: number })[]): string {
  const rows = results.map((r) => [
    r.name,
    r.passed ? 'yes' : 'NO',
    figuresText(r.figures),
    `${r.seconds.toFixed(1)} s`,
  ]);
  const head = ['case', 'passed', 'figures', 'time'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]): string => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}
