import { useInfiniteQuery } from '@tanstack/react-query';
import { useSignals } from '@preact/signals-react/runtime';
import { useMemo } from 'react';
import { formatNumber, plural, t } from '@/lib/i18n';
import { mediaFilesOptions, useTrashFiles } from '@/lib/queries/media';
import { ErrorNotice } from '../common/ErrorNotice';
import { ConfirmButton } from '../common/ConfirmButton';
import { createSelection } from '../common/selection';
import { MediaGrid } from './MediaGrid';
import { MediaSearchBar } from './MediaSearchBar';
import { ListBar, SelectionBar } from './SelectionBar';
import { SortSelect } from './SortSelect';
import { useMediaQueryState } from './useMediaQueryState';

/** Search or browse the site's files; tick some to move them to the trash. */
export function MediaFiles({
  siteId,
  focusToken,
  onOpen,
  onReconnect,
}: {
  siteId: string;
  focusToken: number;
  onOpen: (id: string) => void;
  onReconnect: () => void;
}) {
  useSignals();
  const [query, change] = useMediaQueryState();
  const selection = useMemo(createSelection, []);
  const files = useInfiniteQuery(mediaFilesOptions(siteId, query));
  const list = files.data?.pages.flatMap((p) => p.files) ?? [];
  const total = files.data?.pages[0]?.total ?? null;
  const ids = [...selection.selectedIds.value];
  const trash = useTrashFiles(siteId);
  return (
    <div className="space-y-2">
      <MediaSearchBar query={query} onChange={change} focusToken={focusToken} />
      <ListBar>
        {ids.length > 0 ? (
          <SelectionBar count={ids.length} onClear={() => selection.clearSelection()}>
            <ConfirmButton
              danger={false}
              className="rounded bg-indigo-700 px-2 py-1 text-xs text-white disabled:opacity-40"
              disabled={trash.isPending}
              label={t('media.trash.moveCount', { count: formatNumber(ids.length) })}
              question={plural('media.trash.confirmMove', ids.length)}
              confirmLabel={t('media.trash.move')}
              onConfirm={() => trash.mutate(ids, { onSuccess: () => selection.clearSelection() })}
            />
          </SelectionBar>
        ) : (
          <>
            <span data-testid="media-total">{total !== null ? plural('media.fileCount', total) : ''}</span>
            <SortSelect query={query} onChange={change} />
          </>
        )}
      </ListBar>
      {trash.error && (
        // Moving to the trash sets a state: the same files again are safe.
        <ErrorNotice
          error={trash.error}
          onReconnect={onReconnect}
          onRetry={
            trash.variables && !trash.isPending
              ? () => trash.mutate(trash.variables, { onSuccess: () => selection.clearSelection() })
              : undefined
          }
        />
      )}
      {files.error && <ErrorNotice error={files.error} onReconnect={onReconnect} />}
      {files.isPending && <p className="text-sm text-slate-600">{t('common.loading')}</p>}
      {files.data && !list.length && <p className="text-sm text-slate-600">{t('media.noFiles')}</p>}
      <MediaGrid
        files={list}
        selection={selection}
        hasMore={files.hasNextPage}
        loadingMore={files.isFetchingNextPage}
        onMore={() => void files.fetchNextPage()}
        onOpen={onOpen}
      />
    </div>
  );
}
