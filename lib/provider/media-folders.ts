import type { folders } from '@wix/media';
import {
  FILE_STATES,
  SITE_FILES_FOLDER as MEDIA_ROOT,
  type FolderPage,
  type MediaFile,
  type MediaFolder,
  type MediaPage,
} from '../messaging/media';
import type { SiteClient } from './client';
import { iso } from './convert';
import { listFiles, toMediaFile } from './media';

type Folder = folders.Folder;
const PAGE_SIZE = 50;
/** How far up a breadcrumb climbs before it stops (a cycle or a very deep tree). */
const MAX_DEPTH = 20;
/** A search inside one folder reads at most this many of its files (pages of 100). */
const FOLDER_SEARCH_PAGES = 10;

/** Plain JSON for the panel. */
export function toMediaFolder(f: Folder): MediaFolder {
  return {
    id: f._id ?? '',
    displayName: f.displayName ?? '',
    parentFolderId: f.parentFolderId ?? MEDIA_ROOT,
    state: FILE_STATES.includes(f.state as 'OK') ? (f.state as MediaFolder['state']) : 'OK',
    createdDate: iso(f._createdDate),
    updatedDate: iso(f._updatedDate),
  };
}

interface ProviderFolderPage {
  folders?: Folder[];
  nextCursor?: { total?: number | null; cursors?: { next?: string | null } | null } | null;
}
const toPage = (r: ProviderFolderPage): FolderPage => ({
  folders: (r.folders ?? []).map(toMediaFolder),
  nextCursor: r.nextCursor?.cursors?.next ?? null,
  total: r.nextCursor?.total ?? null,
});

/** A cursor carries the whole query: the provider wants nothing else beside it. */
const paging = (cursor: string | null | undefined, limit?: number) => ({
  paging: { limit: limit ?? PAGE_SIZE, ...(cursor ? { cursor } : {}) },
});
const byName = { sort: { fieldName: 'displayName', order: 'ASC' as const } };

/** The folders directly inside one folder, by name. */
export async function listFolders(
  client: SiteClient,
  parentFolderId: string | undefined,
  cursor?: string | null,
  limit?: number,
): Promise<FolderPage> {
  return toPage(
    await client.folders.listFolders(
      cursor
        ? paging(cursor, limit)
        : { parentFolderId: parentFolderId ?? MEDIA_ROOT, ...byName, ...paging(null, limit) },
    ),
  );
}

const matches = (text: string, ...words: string[]) => {
  const needle = text.toLocaleLowerCase();
  return words.some((w) => w.toLocaleLowerCase().includes(needle));
};

/**
 * Folders whose name holds `search`: in the whole site (every level under the Media Manager's root),
 * or only those directly inside `parentFolderId` (Search Folders takes no parent folder; the list does).
 */
export async function searchFolders(
  client: SiteClient,
  search: string,
  parentFolderId: string | undefined,
  cursor?: string | null,
  limit?: number,
): Promise<FolderPage> {
  if (parentFolderId) {
    const page = await listFolders(client, parentFolderId, cursor, 100);
    const found = page.folders.filter((f) => matches(search, f.displayName));
    return { folders: found, nextCursor: page.nextCursor, total: page.nextCursor ? null : found.length };
  }
  return toPage(
    await client.folders.searchFolders(
      cursor
        ? paging(cursor, limit)
        : { rootFolder: 'MEDIA_ROOT', ...(search ? { search } : {}), ...byName, ...paging(null, limit) },
    ),
  );
}

/**
 * Files directly inside one folder whose name or a label holds `search`. Search Files looks in a
 * whole root; so this reads the folder's list (up to FOLDER_SEARCH_PAGES pages) and keeps the matches.
 */
export async function searchFilesInFolder(client: SiteClient, folderId: string, search: string): Promise<MediaPage> {
  const found: MediaFile[] = [];
  let page = await listFiles(client, folderId, { limit: 100, sort: 'displayName', order: 'ASC' });
  for (let read = 1; ; read++) {
    found.push(...page.files.filter((f) => matches(search, f.displayName, ...f.labels)));
    if (!page.nextCursor || read >= FOLDER_SEARCH_PAGES) break;
    page = await listFiles(client, undefined, { cursor: page.nextCursor, limit: 100 });
  }
  return { files: found, nextCursor: null, total: found.length };
}

export async function getFolder(client: SiteClient, folderId: string): Promise<MediaFolder> {
  return toMediaFolder(await client.folders.getFolder(folderId));
}

/** The folder and those above it, outermost first (the Media Manager's root is not among them). */
export async function folderPath(client: SiteClient, folderId: string): Promise<MediaFolder[]> {
  const path: MediaFolder[] = [];
  for (let id: string = folderId; id !== MEDIA_ROOT && path.length < MAX_DEPTH;) {
    const folder = await getFolder(client, id);
    path.unshift(folder);
    if (path.some((f, i) => i > 0 && f.id === folder.parentFolderId)) break;
    id = folder.parentFolderId;
  }
  return path;
}

export async function createFolder(
  client: SiteClient,
  displayName: string,
  parentFolderId: string | undefined,
): Promise<MediaFolder> {
  const { folder } = await client.folders.createFolder(displayName, { parentFolderId: parentFolderId ?? MEDIA_ROOT });
  if (!folder) throw new Error(`The provider answered the new folder ${displayName} without a folder.`);
  return toMediaFolder(folder);
}

/** Renames a folder and/or moves it into another one. */
export async function updateFolder(
  client: SiteClient,
  folderId: string,
  change: { displayName?: string; parentFolderId?: string },
): Promise<MediaFolder> {
  return toMediaFolder(await client.folders.updateFolder(folderId, change));
}

/** Moves files into a folder, one call each (the provider has no bulk move); the files as they are now. */
export async function moveFiles(client: SiteClient, fileIds: string[], parentFolderId: string): Promise<MediaFile[]> {
  const moved: MediaFile[] = [];
  for (const _id of fileIds) moved.push(toMediaFile(await client.files.updateFileDescriptor({ _id, parentFolderId })));
  return moved;
}

/** To the trash bin; the provider takes their files and sub-folders along. */
export async function trashFolders(client: SiteClient, folderIds: string[]): Promise<void> {
  await client.folders.bulkDeleteFolders(folderIds, { permanent: false });
}

export async function deleteFoldersPermanently(client: SiteClient, folderIds: string[]): Promise<void> {
  await client.folders.bulkDeleteFolders(folderIds, { permanent: true });
}

export async function restoreFolders(client: SiteClient, folderIds: string[]): Promise<void> {
  await client.folders.bulkRestoreFoldersFromTrashBin(folderIds);
}

/** The folders in the trash bin that were deleted on their own (not those inside them). */
export async function listDeletedFolders(client: SiteClient, cursor?: string | null): Promise<FolderPage> {
  return toPage(await client.folders.listDeletedFolders(cursor ? paging(cursor) : paging(null)));
}
