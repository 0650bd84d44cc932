import type { ReactNode } from 'react';

export type ChipTone = 'amber' | 'green' | 'red' | 'slate' | 'indigo';

// Tints that keep their contrast in dark mode too (entrypoints/sidepanel/style.css swaps 100 and 900).
const TONE: Record<ChipTone, string> = {
  amber: 'bg-amber-100 text-amber-900',
  green: 'bg-green-100 text-green-900',
  red: 'bg-red-100 text-red-900',
  slate: 'bg-slate-100 text-slate-800',
  indigo: 'bg-indigo-100 text-indigo-900',
};

/** A state in people's words, as a small pill that wraps with its neighbours instead of widening the row. */
export function StatusChip({ tone, children, testId }: { tone: ChipTone; children: ReactNode; testId?: string }) {
  return (
    <span
      className={`inline-block max-w-full rounded-full px-2 py-0.5 text-[11px] leading-4 font-medium break-words ${TONE[tone]}`}
      data-testid={testId}
    >
      {children}
    </span>
  );
}
