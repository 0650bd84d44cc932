import type { ReactNode } from 'react';

/**
 * A row of joined buttons of which one is on (`aria-pressed`): the Media tab's views, a search's scope.
 * `nav` makes the row a navigation landmark (views of a tool); else it is a labelled group. An
 * option with an `icon` shows the icon, and its words only from 480 px (for screen readers always),
 * as the tool tabs do: for a row that shares its line with something else in a narrow panel (a small
 * row's buttons are narrower below 480 px, so the row leaves its neighbour room at 320 px).
 */
export function ChoiceButtons<T extends string>({
  label,
  value,
  options,
  onChange,
  small = false,
  nav = false,
  testId,
}: {
  label: string;
  value: T;
  options: ReadonlyArray<{ value: T; label: string; testId?: string; icon?: ReactNode }>;
  onChange: (value: T) => void;
  small?: boolean;
  nav?: boolean;
  testId?: string;
}) {
  const row = `flex w-fit overflow-clip rounded border border-slate-300 ${small ? 'text-xs' : 'text-sm'}`;
  const buttons = options.map((o) => (
    <button
      key={o.value}
      type="button"
      aria-pressed={o.value === value}
      className={`${small ? (o.icon ? 'px-1 py-0.5 min-[480px]:px-2' : 'px-1.5 py-0.5 min-[480px]:px-2') : 'px-3 py-1'} ${
        o.value === value ? 'bg-indigo-700 text-white' : 'text-indigo-700 hover:bg-slate-100 dark:text-indigo-300'
      }`}
      onClick={() => onChange(o.value)}
      data-testid={o.testId}
      title={o.icon ? o.label : undefined}
    >
      {o.icon ? (
        <span className="flex items-center gap-1">
          {o.icon}
          <span className="sr-only min-[480px]:not-sr-only">{o.label}</span>
        </span>
      ) : (
        o.label
      )}
    </button>
  ));
  return nav ? (
    <nav className={row} aria-label={label} data-testid={testId}>
      {buttons}
    </nav>
  ) : (
    <div role="group" className={row} aria-label={label} data-testid={testId}>
      {buttons}
    </div>
  );
}
