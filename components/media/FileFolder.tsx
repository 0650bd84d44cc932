import { useQuery } from '@tanstack/react-query';
import { t } from '@/lib/i18n';
import { folderOptions } from '@/lib/queries/media-folders';
import { SITE_FILES_FOLDER, TRASH_FOLDER, VISITOR_UPLOADS_FOLDER, folderName } from './folders';
import { Button } from '../common/Button';

const SYSTEM = [SITE_FILES_FOLDER, VISITOR_UPLOADS_FOLDER, TRASH_FOLDER];

/** A file's folder by its name, a button that opens it in the tab (not the trash bin's or the visitors' root). */
export function FileFolder({
  siteId,
  folderId,
  onOpen,
}: {
  siteId: string;
  folderId: string | null;
  onOpen: (folderId: string) => void;
}) {
  const own = folderId !== null && !SYSTEM.includes(folderId);
  const folder = useQuery({ ...folderOptions(siteId, folderId ?? SITE_FILES_FOLDER), enabled: own });
  const name = own ? (folder.data?.displayName ?? (folder.error ? t('media.folderOther') : '…')) : folderName(folderId);
  const target = folderId ?? SITE_FILES_FOLDER;
  const opens = target === SITE_FILES_FOLDER || (own && folder.data?.state === 'OK');
  return opens ? (
    <Button
      tone="link"
      className="text-left break-words"
      data-testid="media-detail-folder"
      aria-label={t('media.folders.open', { name })}
      onClick={() => onOpen(target)}
    >
      {name}
    </Button>
  ) : (
    <span data-testid="media-detail-folder">{name}</span>
  );
}
