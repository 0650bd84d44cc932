import { memo, useState } from 'react';
import { t } from '@/lib/i18n';
import type { MediaFolder } from '@/lib/messaging/media';
import { useRenameFolder } from '@/lib/queries/media-folders';
import type { Selection } from '../common/selection';
import { Button } from '../common/Button';
import { FolderItem } from './FolderItem';
import { NameForm } from '../common/NameForm';

/** The folders in the folder shown (or a search's), before its files: open, tick, rename. */
export function FolderList({
  siteId,
  folders,
  selection,
  onOpen,
}: {
  siteId: string;
  folders: MediaFolder[];
  selection: Selection;
  onOpen: (folderId: string) => void;
}) {
  if (!folders.length) return null;
  return (
    <ul className="space-y-1" aria-label={t('media.folders.heading')} data-testid="media-folders">
      {folders.map((f) => (
        <FolderRow key={f.id} siteId={siteId} folder={f} selection={selection} onOpen={onOpen} />
      ))}
    </ul>
  );
}

const FolderRow = memo(function FolderRow({
  siteId,
  folder,
  selection,
  onOpen,
}: {
  siteId: string;
  folder: MediaFolder;
  selection: Selection;
  onOpen: (folderId: string) => void;
}) {
  const [renaming, setRenaming] = useState(false);
  const rename = useRenameFolder(siteId);
  return (
    <FolderItem folder={folder} selection={selection} className="text-xs">
      {(box) => (
        <>
          <div className="flex items-center gap-2">
            {box}
            <button
              type="button"
              className="flex min-w-0 flex-1 items-center gap-1 text-left font-medium"
              onClick={() => onOpen(folder.id)}
              aria-label={t('media.folders.open', { name: folder.displayName })}
              data-testid="media-folder-open"
            >
              <span aria-hidden="true">📁</span>
              <span className="min-w-0 truncate" title={folder.displayName}>
                {folder.displayName}
              </span>
            </button>
            <Button
              tone="link"
              className="shrink-0"
              aria-expanded={renaming}
              aria-label={t('media.folders.renameNamed', { name: folder.displayName })}
              data-testid="media-folder-rename"
              onClick={() => setRenaming((now) => !now)}
            >
              {t('media.folders.rename')}
            </Button>
          </div>
          {renaming && (
            <NameForm
              label={t('media.folders.name')}
              testId="media-folder-form"
              initial={folder.displayName}
              submitLabel={t('media.save')}
              pending={rename.isPending}
              error={rename.error}
              onSubmit={(displayName) =>
                rename.mutate({ folderId: folder.id, displayName }, { onSuccess: () => setRenaming(false) })
              }
              onCancel={() => setRenaming(false)}
            />
          )}
        </>
      )}
    </FolderItem>
  );
});
