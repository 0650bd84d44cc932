import { useQuery } from '@tanstack/react-query';
import { t } from '@/lib/i18n';
import { SITE_FILES_FOLDER } from '@/lib/messaging/media';
import { folderPathOptions } from '@/lib/queries/media-folders';
import { ErrorNotice } from '../common/ErrorNotice';
import { Button } from '../common/Button';

/** Where the tab is: Site files › A › B, each a way back up, and Up to the folder above. */
export function FolderBreadcrumb({
  siteId,
  folderId,
  onOpen,
}: {
  siteId: string;
  folderId: string;
  onOpen: (folderId: string) => void;
}) {
  const atRoot = folderId === SITE_FILES_FOLDER;
  const path = useQuery(folderPathOptions(siteId, folderId));
  const folders = atRoot ? [] : (path.data ?? []);
  const here = folders.at(-1);
  return (
    <div className="flex min-w-0 items-start gap-2 text-xs">
      {!atRoot && (
        <Button
          size="sm"
          className="shrink-0"
          data-testid="media-folder-up"
          onClick={() => onOpen(here?.parentFolderId ?? SITE_FILES_FOLDER)}
        >
          <span aria-hidden="true">↑ </span>
          {t('media.folders.up')}
        </Button>
      )}
      <nav aria-label={t('media.folders.breadcrumb')} className="min-w-0 flex-1" data-testid="media-breadcrumb">
        <ol className="flex flex-wrap items-center gap-x-1">
          <li>
            {atRoot ? (
              <span aria-current="location" className="font-medium">
                {t('media.rootSiteFiles')}
              </span>
            ) : (
              <Button tone="link" onClick={() => onOpen(SITE_FILES_FOLDER)}>
                {t('media.rootSiteFiles')}
              </Button>
            )}
          </li>
          {!atRoot && !path.data && !path.error && <li aria-hidden="true">› …</li>}
          {folders.map((f) => (
            <li key={f.id} className="flex min-w-0 items-center gap-1">
              <span aria-hidden="true">›</span>
              {f === here ? (
                <span aria-current="location" className="font-medium break-all">
                  {f.displayName}
                </span>
              ) : (
                <Button tone="link" className="break-all" onClick={() => onOpen(f.id)}>
                  {f.displayName}
                </Button>
              )}
            </li>
          ))}
        </ol>
        {path.error && <ErrorNotice error={path.error} />}
      </nav>
    </div>
  );
}
