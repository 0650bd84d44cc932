import { t } from '@/lib/i18n';
import { SITE_FILES_FOLDER, TRASH_FOLDER, VISITOR_UPLOADS_FOLDER, type RootFolder } from '@/lib/messaging/media';

// Folders by name. The Media Manager's system folders have known ids
// (docs/provider-contract.md §3.5: `media-root`, `visitor-uploads`; the trash bin's `trash-root`);
// a folder of the site's own is named by reading it (FileFolder.tsx); until then, or when it can't be
// read, it reads as "another folder" and its id stays in the file's technical details.

export { SITE_FILES_FOLDER, TRASH_FOLDER, VISITOR_UPLOADS_FOLDER };

/** A folder id in words. */
export function folderName(folderId: string | null): string {
  if (folderId === null || folderId === SITE_FILES_FOLDER) return t('media.rootSiteFiles');
  if (folderId === VISITOR_UPLOADS_FOLDER) return t('media.rootVisitorUploads');
  if (folderId === TRASH_FOLDER) return t('media.trash.heading');
  return t('media.folderOther');
}

/** Where the Media tab looks: the site's files, the visitors' uploads, or one folder named in the panel URL. */
export type Place = 'site' | 'visitors' | 'folder';

export function placeOf(q: { rootFolder: RootFolder; folderId: string }): Place {
  if (q.rootFolder === 'VISITOR_UPLOADS_ROOT' || q.folderId === VISITOR_UPLOADS_FOLDER) return 'visitors';
  return q.folderId === SITE_FILES_FOLDER ? 'site' : 'folder';
}

/** The query change that looks in `place` (a search looks in its root, a list in its folder). */
export function lookIn(place: Exclude<Place, 'folder'>): { rootFolder: RootFolder; folderId: string } {
  return place === 'visitors'
    ? { rootFolder: 'VISITOR_UPLOADS_ROOT', folderId: VISITOR_UPLOADS_FOLDER }
    : { rootFolder: 'MEDIA_ROOT', folderId: SITE_FILES_FOLDER };
}
