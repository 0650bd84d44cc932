import type { ReactNode } from 'react';
import { plural, t } from '@/lib/i18n';
import { Button } from '../common/Button';

/**
 * The row above a grid: its count and order, or, while files are ticked, what to do with them. It
 * stays in view at the panel's top while the grid scrolls (the grid is long; ticks are made far down it).
 */
export function ListBar({ children }: { children: ReactNode }) {
  return (
    <div
      className="sticky top-0 z-10 -mx-1 flex min-h-9 flex-wrap items-center justify-between gap-2 bg-slate-50 px-1 py-1 text-xs text-slate-700"
      data-testid="media-list-bar"
    >
      {children}
    </div>
  );
}

/** The ticked files' count, the actions for them, and a way to untick them all. */
export function SelectionBar({
  count,
  onClear,
  children,
}: {
  count: number;
  onClear: () => void;
  children: ReactNode;
}) {
  return (
    <>
      <span className="font-medium">{plural('media.selectedCount', count)}</span>
      <span className="flex flex-wrap items-center gap-2">
        {children}
        <Button tone="link" onClick={onClear}>
          {t('media.clearSelection')}
        </Button>
      </span>
    </>
  );
}
