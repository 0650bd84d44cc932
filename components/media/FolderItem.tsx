import type { ReactNode } from 'react';
import { t } from '@/lib/i18n';
import type { MediaFolder } from '@/lib/messaging/media';
import { useIsSelected, type Selection } from '../common/selection';

/**
 * A folder in a list (the folder shown's, the trash bin's): marked while ticked, with its tick box named
 * for it, which `children` places among what the list shows of it.
 */
export function FolderItem({
  folder,
  selection,
  className = '',
  children,
}: {
  folder: MediaFolder;
  selection: Selection;
  className?: string;
  children: (box: ReactNode) => ReactNode;
}) {
  const selected = useIsSelected(selection, folder.id);
  return (
    <li
      className={`rounded border px-2 py-1 ${selected ? 'border-indigo-500 bg-indigo-50' : 'border-slate-200 bg-white'} ${className}`}
      data-testid="media-folder"
      data-folder-id={folder.id}
    >
      {children(
        <input
          type="checkbox"
          checked={selected}
          onChange={() => selection.toggleSelected(folder.id)}
          aria-label={t('media.select', { name: folder.displayName })}
        />,
      )}
    </li>
  );
}
