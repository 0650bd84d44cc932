import { memo, useEffect, useRef } from 'react';
import { t } from '@/lib/i18n';
import type { MediaFile } from '@/lib/messaging/media';
import { MediaThumb } from './MediaThumb';
import type { Selection } from './selection';

interface Props {
  files: MediaFile[];
  selection: Selection;
  hasMore: boolean;
  loadingMore: boolean;
  onMore: () => void;
  onOpen: (id: string) => void;
}

/** Thumbnails per block: one cursor page of the provider (30). */
const BLOCK = 30;

interface BlockProps {
  files: MediaFile[];
  selection: Selection;
  onOpen: (id: string) => void;
}

const sameBlock = (a: BlockProps, b: BlockProps) =>
  a.selection === b.selection && a.onOpen === b.onOpen && a.files.length === b.files.length && a.files.every((f, i) => f === b.files[i]);

/**
 * A run of thumbnails, skipped as a whole while its files are the same ones: appending a page to a
 * grid thousands long builds the new block's elements, not an element per file already shown.
 */
const ThumbBlock = memo(function ThumbBlock({ files, selection, onOpen }: BlockProps) {
  return files.map((f) => <MediaThumb key={f.id} file={f} selection={selection} onOpen={onOpen} />);
}, sameBlock);

/** Thumbnails in a grid; the next page loads when the end of the grid scrolls into view (cursor paging). */
export function MediaGrid({ files, selection, hasMore, loadingMore, onMore, onOpen }: Props) {
  const sentinel = useRef<HTMLDivElement>(null);
  const more = useRef(onMore);
  more.current = onMore;
  useEffect(() => {
    const el = sentinel.current;
    if (!el || !hasMore || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && more.current(), { rootMargin: '200px' });
    observer.observe(el);
    return () => observer.disconnect();
  }, [hasMore, files.length]);
  return (
    <>
      <ul className="grid grid-cols-[repeat(auto-fill,minmax(7rem,1fr))] gap-2" data-testid="media-grid" aria-label={t('media.results')}>
        {Array.from({ length: Math.ceil(files.length / BLOCK) }, (_, i) => (
          <ThumbBlock key={i} files={files.slice(i * BLOCK, (i + 1) * BLOCK)} selection={selection} onOpen={onOpen} />
        ))}
      </ul>
      {hasMore && (
        <div ref={sentinel} className="py-2 text-center">
          <button type="button" className="text-sm text-indigo-700" disabled={loadingMore} onClick={onMore}>
            {loadingMore ? t('common.loading') : t('media.loadMore')}
          </button>
        </div>
      )}
    </>
  );
}
