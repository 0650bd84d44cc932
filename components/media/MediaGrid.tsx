import { useEffect, useRef } from 'react';
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
        {files.map((f) => (
          <MediaThumb key={f.id} file={f} selection={selection} onOpen={onOpen} />
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
