// A Media Manager folder in REST shape (the SDK's `Folder` of @wix/media's folders module).
import { randomUUID } from 'node:crypto';
import { FOLDER } from '../media-file-doc.ts';

export interface FolderDoc {
  id: string;
  displayName: string;
  parentFolderId: string;
  createdDate: string;
  updatedDate: string;
  state: 'OK' | 'DELETED';
  siteId: string;
}

/** The provider's entity FQDN of folders (the SDK's `entityFqdn`). */
export const FOLDER_FQDN = 'wix.media.site_media.v1.folder';

/** 32 hex digits, as the docs' folder ids. */
export const newFolderId = (): string => randomUUID().replace(/-/g, '');

/** The system folders: tops of the trees, never rows of media_folders. */
export const SYSTEM_FOLDERS: ReadonlySet<string> = new Set(Object.values(FOLDER));
