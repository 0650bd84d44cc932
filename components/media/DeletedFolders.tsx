import { useInfiniteQuery } from '@tanstack/react-query';
import { useSignals } from '@preact/signals-react/runtime';
import { useMemo } from 'react';
import { plural, t } from '@/lib/i18n';
import { deletedFoldersOptions, useRestoreOrDeleteFolders } from '@/lib/queries/media-folders';
import { ErrorNotice } from '../common/ErrorNotice';
import { createSelection, type Selection } from '../common/selection';
import type { MediaFolder } from '@/lib/messaging/media';
import { FolderItem } from './FolderItem';
import { RestoreOrDeleteButtons } from './RestoreOrDeleteButtons';
import { LoadMoreButton } from '../common/LoadMoreButton';

/** The trash bin's folders (deleted on their own, with what they held): tick to restore or delete for good. */
export function DeletedFolders({ siteId }: { siteId: string }) {
  useSignals();
  const selection = useMemo(createSelection, []);
  const trash = useInfiniteQuery(deletedFoldersOptions(siteId));
  const folders = trash.data?.pages.flatMap((p) => p.folders) ?? [];
  const ids = [...selection.selectedIds.value];
  const act = useRestoreOrDeleteFolders(siteId);
  const run = (kind: 'restore' | 'delete') =>
    act.mutate({ kind, folderIds: ids }, { onSuccess: () => selection.clearSelection() });
  if (!folders.length && !trash.error) return null;
  return (
    <section className="space-y-1 text-xs" aria-label={t('media.folders.heading')} data-testid="media-deleted-folders">
      {ids.length > 0 && (
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium">{plural('media.folders.selectedCount', ids.length)}</span>
          <RestoreOrDeleteButtons
            pending={act.isPending}
            question={plural('media.folders.confirmDelete', ids.length)}
            confirmLabel={plural('media.folders.deleteCount', ids.length)}
            onRun={run}
            restoreTestId="media-folder-restore"
          />
        </div>
      )}
      {act.error && <ErrorNotice error={act.error} />}
      {trash.error && <ErrorNotice error={trash.error} />}
      <ul className="space-y-1">
        {folders.map((f) => (
          <DeletedFolderRow key={f.id} folder={f} selection={selection} />
        ))}
      </ul>
      <LoadMoreButton list={trash} label={t('media.loadMore')} />
    </section>
  );
}

function DeletedFolderRow({ folder, selection }: { folder: MediaFolder; selection: Selection }) {
  return (
    <FolderItem folder={folder} selection={selection} className="flex items-center gap-2">
      {(box) => (
        <label className="flex min-w-0 flex-1 items-center gap-2">
          {box}
          <span aria-hidden="true">📁</span>
          <span className="min-w-0 truncate font-medium" title={folder.displayName}>
            {folder.displayName}
          </span>
        </label>
      )}
    </FolderItem>
  );
}
