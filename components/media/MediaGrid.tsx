import { memo, useDeferredValue, useEffect, useRef } from 'react';
import { t } from '@/lib/i18n';
import type { MediaFile } from '@/lib/messaging/media';
import { MediaThumb } from './MediaThumb';
import type { Selection } from '../common/selection';
import { useGridColumns } from './useGridColumns';
import { Button } from '../common/Button';

interface Props {
  files: MediaFile[];
  selection: Selection;
  hasMore: boolean;
  loadingMore: boolean;
  onMore: () => void;
  onOpen: (id: string) => void;
}

/** About this many thumbnails per block: one cursor page of the provider. */
const BLOCK = 30;
const GRID = 'grid grid-cols-[repeat(auto-fill,minmax(7rem,1fr))] gap-2';

interface BlockProps {
  files: MediaFile[];
  /** Rows it spans: the height it is given while off screen and never drawn yet. */
  rows: number;
  selection: Selection;
  onOpen: (id: string) => void;
}

const sameBlock = (a: BlockProps, b: BlockProps) =>
  a.rows === b.rows &&
  a.selection === b.selection &&
  a.onOpen === b.onOpen &&
  a.files.length === b.files.length &&
  a.files.every((f, i) => f === b.files[i]);

/**
 * A run of whole rows of thumbnails, its own grid, skipped as a whole while its files are the same
 * ones. Appending a page to a grid thousands long builds the new block's elements, not one per file
 * already shown, and the browser lays out, hit-tests and paints blocks, not thousands of cells;
 * a block off screen is skipped whole (content-visibility), at its last drawn height.
 */
const ThumbBlock = memo(function ThumbBlock({ files, rows, selection, onOpen }: BlockProps) {
  return (
    <div
      role="none"
      className={GRID}
      style={{ contentVisibility: 'auto', containIntrinsicSize: `auto ${rows * 12}rem` }}
    >
      {files.map((f) => (
        <MediaThumb key={f.id} file={f} selection={selection} onOpen={onOpen} />
      ))}
    </div>
  );
}, sameBlock);

/** Thumbnails in a grid; the next page loads when the end of the grid scrolls into view (cursor paging). */
export function MediaGrid({ files, selection, hasMore, loadingMore, onMore, onOpen }: Props) {
  // A page that arrives is drawn in a background render React interrupts for the next frame, so
  // building its thumbnails does not hold up scrolling (the query's own update renders at once).
  const shown = useDeferredValue(files);
  const list = useRef<HTMLDivElement>(null);
  // Whole rows per block, so blocks stack without gaps: a multiple of the columns near BLOCK.
  const columns = useGridColumns(list) ?? BLOCK;
  const size = columns * Math.max(1, Math.round(BLOCK / columns));
  const sentinel = useRef<HTMLDivElement>(null);
  const more = useRef(onMore);
  more.current = onMore;
  useEffect(() => {
    const el = sentinel.current;
    if (!el || !hasMore || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && more.current(), {
      rootMargin: '200px',
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [hasMore, shown.length]);
  return (
    <>
      <div
        ref={list}
        role="list"
        className="flex flex-col gap-2"
        data-testid="media-grid"
        aria-label={t('media.results')}
      >
        {Array.from({ length: Math.ceil(shown.length / size) }, (_, i) => (
          <ThumbBlock
            key={i}
            files={shown.slice(i * size, (i + 1) * size)}
            rows={Math.ceil(Math.min(size, shown.length - i * size) / columns)}
            selection={selection}
            onOpen={onOpen}
          />
        ))}
      </div>
      {hasMore && (
        <div ref={sentinel} className="py-2 text-center">
          <Button tone="text" className="text-sm" disabled={loadingMore} onClick={onMore}>
            {loadingMore ? t('common.loading') : t('media.loadMore')}
          </Button>
        </div>
      )}
    </>
  );
}
