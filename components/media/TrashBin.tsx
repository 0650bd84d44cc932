import { useInfiniteQuery } from '@tanstack/react-query';
import { useSignals } from '@preact/signals-react/runtime';
import { useMemo } from 'react';
import { plural, t } from '@/lib/i18n';
import { trashBinOptions, useRestoreOrDelete } from '@/lib/queries/media';
import { ErrorNotice } from '../common/ErrorNotice';
import { createSelection } from '../common/selection';
import { DeletedFolders } from './DeletedFolders';
import { MediaGrid } from './MediaGrid';
import { RestoreOrDeleteButtons } from './RestoreOrDeleteButtons';
import { ListBar, SelectionBar } from './SelectionBar';
import { retryOf } from '@/lib/queries/write';

/** The trash bin: its folders, then its files; tick some to restore them or delete them permanently (after a confirmation with the count). */
export function TrashBin({ siteId, onOpen }: { siteId: string; onOpen: (id: string) => void }) {
  useSignals();
  const selection = useMemo(createSelection, []);
  const trash = useInfiniteQuery(trashBinOptions(siteId));
  const files = trash.data?.pages.flatMap((p) => p.files) ?? [];
  const total = trash.data?.pages[0]?.total ?? null;
  const ids = [...selection.selectedIds.value];
  const act = useRestoreOrDelete(siteId);
  const run = (kind: 'restore' | 'delete') =>
    act.mutate({ kind, fileIds: ids }, { onSuccess: () => selection.clearSelection() });
  return (
    <section className="space-y-2" aria-label={t('media.trash.heading')}>
      <DeletedFolders siteId={siteId} />
      {(files.length > 0 || ids.length > 0) && (
        <ListBar>
          {ids.length > 0 ? (
            <SelectionBar count={ids.length} onClear={() => selection.clearSelection()}>
              <RestoreOrDeleteButtons
                pending={act.isPending}
                question={plural('media.trash.confirmDelete', ids.length)}
                confirmLabel={plural('media.trash.deleteCount', ids.length)}
                onRun={run}
              />
            </SelectionBar>
          ) : (
            <span data-testid="media-total">{plural('media.fileCount', total ?? files.length)}</span>
          )}
        </ListBar>
      )}
      {act.error && (
        // Restoring sets a state; a permanent delete sent again deletes nothing more.
        <ErrorNotice error={act.error} onRetry={retryOf(act, { onSuccess: () => selection.clearSelection() })} />
      )}
      {trash.error && <ErrorNotice error={trash.error} />}
      {trash.isPending && <p className="text-sm text-slate-600">{t('common.loading')}</p>}
      {trash.data && !files.length && <p className="text-sm text-slate-600">{t('media.trash.empty')}</p>}
      <MediaGrid
        files={files}
        selection={selection}
        hasMore={trash.hasNextPage}
        loadingMore={trash.isFetchingNextPage}
        onMore={() => void trash.fetchNextPage()}
        onOpen={onOpen}
      />
    </section>
  );
}
