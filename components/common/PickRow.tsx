import type { ReactNode } from 'react';

/**
 * One row of a list whose rows can be ticked (contacts, members, reported members): the tick box named
 * for the row, the name that opens it (plain text where nothing opens), what is said under the name,
 * an action beside it, and more below the row.
 */
export function PickRow({
  testId,
  data,
  pick,
  name,
  onOpen,
  children,
  aside,
  below,
}: {
  testId: string;
  /** More `data-` attributes of the row (its id). */
  data?: Record<`data-${string}`, string>;
  pick: { label: string; checked: boolean; onChange: (checked: boolean) => void };
  name: string;
  onOpen?: () => void;
  /** Under the name: how to reach them, state chips, dates. */
  children?: ReactNode;
  aside?: ReactNode;
  below?: ReactNode;
}) {
  return (
    <li data-testid={testId} {...data} className="space-y-1 border-b border-slate-100 py-2">
      <div className="flex flex-wrap items-start gap-2">
        <input
          type="checkbox"
          className="mt-0.5 shrink-0"
          aria-label={pick.label}
          checked={pick.checked}
          onChange={(e) => pick.onChange(e.target.checked)}
        />
        <div className="min-w-0 flex-1 space-y-0.5">
          {onOpen ? (
            <button
              type="button"
              className="max-w-full text-left font-medium break-words text-indigo-700 hover:underline"
              dir="auto"
              onClick={onOpen}
            >
              {name}
            </button>
          ) : (
            <p className="font-medium">{name}</p>
          )}
          {children}
        </div>
        {aside}
      </div>
      {below}
    </li>
  );
}
