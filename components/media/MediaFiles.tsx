import { useInfiniteQuery } from '@tanstack/react-query';
import { useSignals } from '@preact/signals-react/runtime';
import { useMemo } from 'react';
import { formatNumber, plural, t } from '@/lib/i18n';
import { mediaFilesOptions, searchesInFolder, useTrashFiles } from '@/lib/queries/media';
import { folderListOptions, useMoveToFolder, useTrashFolders } from '@/lib/queries/media-folders';
import { CachedAge } from '../common/CachedAge';
import { ErrorNotice } from '../common/ErrorNotice';
import { ConfirmButton } from '../common/ConfirmButton';
import { createSelection } from '../common/selection';
import { FolderBreadcrumb } from './FolderBreadcrumb';
import { FolderList } from './FolderList';
import { placeOf, SITE_FILES_FOLDER } from './folders';
import { MediaGrid } from './MediaGrid';
import { MediaSearchBar } from './MediaSearchBar';
import { MoveToFolderButton } from './MoveToFolderButton';
import { NewFolderButton } from './NewFolderButton';
import { SearchScopeToggle } from './SearchScopeToggle';
import { ListBar, SelectionBar } from './SelectionBar';
import { SortSelect } from './SortSelect';
import { useMediaQueryState } from './useMediaQueryState';
import { retryOf } from '@/lib/queries/write';
import { LoadMoreButton } from '../common/LoadMoreButton';

/**
 * Search or browse the site's files: the folder shown (breadcrumb, its folders first, then its
 * files); tick files and folders to move them to a folder or to the trash.
 */
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
  const folderSelection = useMemo(createSelection, []);
  const files = useInfiniteQuery(mediaFilesOptions(siteId, query));
  const list = files.data?.pages.flatMap((p) => p.files) ?? [];
  const total = files.data?.pages[0]?.total ?? null;
  // Folders are the site's own: none among visitors' uploads; a search finds them where the files are looked for.
  const withFolders = placeOf(query) !== 'visitors';
  const search = query.search.trim();
  const folders = useInfiniteQuery({
    ...folderListOptions(siteId, query.folderId, search, searchesInFolder(query)),
    enabled: withFolders,
  });
  const folderList = withFolders ? (folders.data?.pages.flatMap((p) => p.folders) ?? []) : [];
  const ids = [...selection.selectedIds.value];
  const folderIds = [...folderSelection.selectedIds.value];
  const count = ids.length + folderIds.length;
  const clear = () => {
    selection.clearSelection();
    folderSelection.clearSelection();
  };
  const trash = useTrashFiles(siteId);
  const trashFolders = useTrashFolders(siteId);
  const move = useMoveToFolder(siteId);
  const busy = trash.isPending || trashFolders.isPending || move.isPending;
  const openFolder = (folderId: string) => {
    clear();
    change({ folderId, search: '' });
  };
  const trashSelected = () => {
    if (ids.length) trash.mutate(ids, { onSuccess: () => selection.clearSelection() });
    if (folderIds.length) trashFolders.mutate(folderIds, { onSuccess: () => folderSelection.clearSelection() });
  };
  return (
    <div className="space-y-2">
      {withFolders && (
        <div className="flex flex-wrap items-start justify-between gap-2">
          <FolderBreadcrumb siteId={siteId} folderId={query.folderId} onOpen={openFolder} />
          <NewFolderButton siteId={siteId} parentFolderId={query.folderId} />
        </div>
      )}
      {/* Keyed by the folder: opening one starts its search box empty. */}
      <MediaSearchBar key={query.folderId} query={query} onChange={change} focusToken={focusToken} />
      {withFolders && search && query.rootFolder === 'MEDIA_ROOT' && query.folderId !== SITE_FILES_FOLDER && (
        <SearchScopeToggle scope={query.scope} onChange={(scope) => change({ scope })} />
      )}
      <ListBar>
        {count > 0 ? (
          <SelectionBar count={count} onClear={clear}>
            <ConfirmButton
              danger={false}
              className="rounded bg-indigo-700 px-2 py-1 text-xs text-white disabled:opacity-40"
              disabled={busy}
              label={t('media.trash.moveCount', { count: formatNumber(count) })}
              question={
                folderIds.length
                  ? plural('media.folders.confirmTrash', count)
                  : plural('media.trash.confirmMove', ids.length)
              }
              confirmLabel={t('media.trash.move')}
              onConfirm={trashSelected}
            />
            <MoveToFolderButton
              siteId={siteId}
              count={count}
              currentFolderId={query.folderId}
              excluded={folderSelection.selectedIds.value}
              disabled={busy}
              onMove={(to) => move.mutate({ fileIds: ids, folderIds, to }, { onSuccess: clear })}
            />
          </SelectionBar>
        ) : (
          <>
            <span data-testid="media-total">{total !== null ? plural('media.fileCount', total) : ''}</span>
            <CachedAge updatedAt={files.dataUpdatedAt} />
            <SortSelect query={query} onChange={change} />
          </>
        )}
      </ListBar>
      {trash.error && (
        // Moving to the trash sets a state: the same files again are safe.
        <ErrorNotice
          error={trash.error}
          onReconnect={onReconnect}
          onRetry={retryOf(trash, { onSuccess: () => selection.clearSelection() })}
        />
      )}
      {[trashFolders.error, move.error, folders.error, files.error].map(
        (error, i) => error && <ErrorNotice key={i} error={error} onReconnect={onReconnect} />,
      )}
      {files.isPending && <p className="text-sm text-slate-600">{t('common.loading')}</p>}
      <FolderList siteId={siteId} folders={folderList} selection={folderSelection} onOpen={openFolder} />
      <LoadMoreButton list={folders} label={t('media.folders.more')} />
      {files.data && !list.length && (
        <p className="text-sm text-slate-600">
          {search || folderList.length || query.folderId === SITE_FILES_FOLDER
            ? t('media.noFiles')
            : t('media.folders.empty')}
        </p>
      )}
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
