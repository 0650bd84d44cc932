import { memo, useState } from 'react';
import { t } from '@/lib/i18n';
import type { MediaFolder } from '@/lib/messaging/media';
import { useRenameFolder } from '@/lib/queries/media-folders';
import { useIsSelected, type Selection } from '../common/selection';
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
  const selected = useIsSelected(selection, folder.id);
  const [renaming, setRenaming] = useState(false);
  const rename = useRenameFolder(siteId);
  return (
    <li
      className={`rounded border px-2 py-1 text-xs ${selected ? 'border-indigo-500 bg-indigo-50' : 'border-slate-200 bg-white'}`}
      data-testid="media-folder"
      data-folder-id={folder.id}
    >
      <div className="flex items-center gap-2">
        <input
          type="checkbox"
          checked={selected}
          onChange={() => selection.toggleSelected(folder.id)}
          aria-label={t('media.select', { name: folder.displayName })}
        />
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
        <button
          type="button"
          className="shrink-0 text-indigo-700 underline dark:text-indigo-300"
          aria-expanded={renaming}
          aria-label={t('media.folders.renameNamed', { name: folder.displayName })}
          data-testid="media-folder-rename"
          onClick={() => setRenaming((now) => !now)}
        >
          {t('media.folders.rename')}
        </button>
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
    </li>
  );
});
