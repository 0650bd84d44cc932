import type { ReactNode } from 'react';

/**
 * A figure in a counts line that is read only when opened (the desk's rating chart, its reply pace):
 * closed by default, so the list comes first and nothing is read for it; `onOpen` the first time it
 * opens; open, it takes the line's whole width.
 */
export function OpenToRead({
  summary,
  onOpen,
  testId,
  children,
}: {
  summary: ReactNode;
  onOpen: () => void;
  testId: string;
  children: ReactNode;
}) {
  return (
    <details
      className="text-xs open:basis-full"
      data-testid={testId}
      onToggle={(e) => e.currentTarget.open && onOpen()}
    >
      <summary className="flex min-h-6 cursor-pointer items-center gap-1 select-none">{summary}</summary>
      {children}
    </details>
  );
}
