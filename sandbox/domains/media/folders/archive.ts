// The zip behind Generate Folder Download Url: the folder's files, its sub-folders as paths
// ("logos/logo.png"), up to 1000 files (the docs' limit), read when the URL is fetched.
import type { Db } from '../../../db/open.ts';
import type { MediaStorage } from '../storage.ts';
import { bytesOf, placeholderName } from '../serve-bytes.ts';
import type { ZipEntry } from '../zip.ts';
import { fileIdsInFolders, fileTrashedWith, getFolderRow } from './store.ts';

export const FOLDER_ZIP_MAX_FILES = 1000;

/** Entries of the folder's zip, or undefined when the folder is gone. */
export function folderZipEntries(
  db: Db,
  storage: MediaStorage,
  siteId: string,
  folderId: string,
): ZipEntry[] | undefined {
  const top = getFolderRow(db, siteId, folderId);
  if (!top) return undefined;
  const entries: ZipEntry[] = [];
  // Breadth first: [folder id, its folders' names in the zip]. A folder in the trash bin still holds what it took along.
  const queue: [string, string[]][] = [[folderId, []]];
  while (queue.length && entries.length < FOLDER_ZIP_MAX_FILES) {
    const [id, path] = queue.shift()!;
    for (const fileId of fileIdsInFolders(db, siteId, [id])) {
      const served = bytesOf(db, storage, siteId, fileId);
      if (!served || (served.file.state === 'DELETED' && !fileTrashedWith(db, siteId, fileId))) continue;
      const name = served.placeholder ? placeholderName(served) : served.file.displayName;
      entries.push({ path: [...path, name], data: served.bytes });
      if (entries.length === FOLDER_ZIP_MAX_FILES) break;
    }
    const children = db
      .prepare(
        'SELECT id, json_extract(doc, ?) AS name FROM media_folders WHERE site_id = ? AND parent_folder_id = ? ORDER BY id',
      )
      .all('$.displayName', siteId, id) as { id: string; name: string }[];
    // Names are made safe to extract (no "..", "/" or "\\" taking a file elsewhere) by the zip writer.
    for (const child of children) queue.push([child.id, [...path, child.name]]);
  }
  return entries;
}
