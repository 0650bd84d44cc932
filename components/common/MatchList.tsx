import type { ReactNode } from 'react';

/**
 * What a search box found to pick from (a recipient, a product): each match a button, or the words
 * saying there is none. Nothing while there is no answer (`matches` undefined).
 */
export function MatchList<T extends { id: string }>({
  label,
  matches,
  none,
  sayNone = true,
  onPick,
  testId,
  children,
}: {
  /** The list's accessible name. */
  label: string;
  matches: readonly T[] | undefined;
  none: string;
  /** Whether an empty answer is worth saying (the text is long enough to have been searched). */
  sayNone?: boolean;
  onPick: (match: T) => void;
  /** Each match's button's test id. */
  testId?: string;
  children: (match: T) => ReactNode;
}) {
  if (!matches) return null;
  if (matches.length === 0) return sayNone ? <p className="text-xs text-slate-500">{none}</p> : null;
  return (
    <ul className="mt-1 space-y-1" aria-label={label}>
      {matches.map((m) => (
        <li key={m.id}>
          <button
            type="button"
            className="w-full rounded border border-slate-200 px-2 py-1 text-left text-sm hover:bg-slate-50"
            onClick={() => onPick(m)}
            data-testid={testId}
          >
            {children(m)}
          </button>
        </li>
      ))}
    </ul>
  );
}
