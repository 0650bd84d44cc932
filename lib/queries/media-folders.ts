import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { plural, t } from '../i18n';
import { SITE_FILES_FOLDER, intoFolder, type FolderPage } from '../messaging/media';
import { sendAdmin } from './send';
import { leaveMediaLists, mediaKeys } from './media';
import { useWrite } from './write';

/** Folder keys live under `mediaKeys.all`, so every media write refreshes them too. */
export const folderKeys = {
  list: (siteId: string, folderId: string, search: string, inFolder: boolean) =>
    ['media', 'folders', { siteId, folderId, search, inFolder }] as const,
  all: (siteId: string) => ['media', 'allFolders', { siteId }] as const,
  path: (siteId: string, folderId: string) => ['media', 'folderPath', { siteId, folderId }] as const,
  one: (siteId: string, folderId: string) => ['media', 'folder', { siteId, folderId }] as const,
  trash: (siteId: string) => ['media', 'folderTrash', { siteId }] as const,
};

const nextPage = (last: FolderPage) => last.nextCursor ?? undefined;

/** The folders the tab shows: one folder's own, or those a search finds (in that folder or the whole site). */
export const folderListOptions = (siteId: string, folderId: string, search: string, inFolder: boolean) =>
  infiniteQueryOptions({
    queryKey: folderKeys.list(siteId, folderId, search, inFolder),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) =>
      search
        ? sendAdmin('media.folder.search', {
            siteId,
            search,
            ...(inFolder ? { parentFolderId: folderId } : {}),
            cursor: pageParam,
          })
        : sendAdmin('media.folder.list', { siteId, parentFolderId: folderId, cursor: pageParam }),
    getNextPageParam: nextPage,
  });

/** Every folder of the site (the move picker's choices), first page of the provider's search. */
export const allFoldersOptions = (siteId: string) =>
  queryOptions({
    queryKey: folderKeys.all(siteId),
    queryFn: () => sendAdmin('media.folder.search', { siteId, search: '' }),
  });

/** The breadcrumb: the folder and those above it. */
export const folderPathOptions = (siteId: string, folderId: string) =>
  queryOptions({
    queryKey: folderKeys.path(siteId, folderId),
    queryFn: () => sendAdmin('media.folder.path', { siteId, folderId }),
    enabled: folderId !== SITE_FILES_FOLDER,
  });

export const folderOptions = (siteId: string, folderId: string) =>
  queryOptions({
    queryKey: folderKeys.one(siteId, folderId),
    queryFn: () => sendAdmin('media.folder.get', { siteId, folderId }),
  });

export const deletedFoldersOptions = (siteId: string) =>
  infiniteQueryOptions({
    queryKey: folderKeys.trash(siteId),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => sendAdmin('media.folder.trashBin', { siteId, cursor: pageParam }),
    getNextPageParam: nextPage,
  });

const allMedia = () => [mediaKeys.all];

export const useCreateFolder = (siteId: string) =>
  useWrite({
    send: (v: { displayName: string; parentFolderId: string }) =>
      sendAdmin('media.folder.create', { siteId, displayName: v.displayName, ...intoFolder(v.parentFolderId) }),
    says: (f) => t('media.folders.created', { name: f.displayName }),
    refreshes: allMedia,
  });

export const useRenameFolder = (siteId: string) =>
  useWrite({
    send: (v: { folderId: string; displayName: string }) => sendAdmin('media.folder.update', { siteId, ...v }),
    says: (f) => t('media.folders.renamed', { name: f.displayName }),
    learns: (f) => ({ root: mediaKeys.all, siteId, change: { put: [f] } }),
  });

/** Moves ticked files and folders into one folder (folders one call each: the provider has no bulk move). */
export const useMoveToFolder = (siteId: string) =>
  useWrite({
    send: async (v: { fileIds: string[]; folderIds: string[]; to: string }) => {
      const files = v.fileIds.length
        ? (await sendAdmin('media.move', { siteId, fileIds: v.fileIds, parentFolderId: v.to })).count
        : 0;
      for (const folderId of v.folderIds)
        await sendAdmin('media.folder.update', { siteId, folderId, parentFolderId: v.to });
      return { count: files + v.folderIds.length };
    },
    says: (r) => plural('media.folders.moved', r.count),
    // What moved leaves the folder shown; a failure part way leaves it unsure: everything is read again.
    learns: (_, v) => leaveMediaLists(siteId, [...v.fileIds, ...v.folderIds]),
    refreshesAfterFailure: allMedia,
    resendOn429: false,
  });

export const useTrashFolders = (siteId: string) =>
  useWrite({
    send: (folderIds: string[]) => sendAdmin('media.folder.trash', { siteId, folderIds }),
    says: (r) => plural('media.folders.trashed', r.count),
    learns: (_, folderIds) => leaveMediaLists(siteId, folderIds),
  });

/** From the trash bin: restores folders (with what they held), or deletes them permanently. */
export const useRestoreOrDeleteFolders = (siteId: string) =>
  useWrite({
    send: (v: { kind: 'restore' | 'delete'; folderIds: string[] }) =>
      sendAdmin(v.kind === 'restore' ? 'media.folder.restore' : 'media.folder.deletePermanently', {
        siteId,
        folderIds: v.folderIds,
      }),
    says: (r, v) =>
      v.kind === 'restore' ? plural('media.folders.restored', r.count) : plural('media.folders.deleted', r.count),
    learns: (_, v) => leaveMediaLists(siteId, v.folderIds),
  });
