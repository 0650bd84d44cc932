import type { mediaFoldersApi } from '../../messaging/media-folders-api';
import {
  createFolder,
  deleteFoldersPermanently,
  folderPath,
  getFolder,
  listDeletedFolders,
  listFolders,
  moveFiles,
  restoreFolders,
  searchFolders,
  trashFolders,
  updateFolder,
} from '../../provider/media-folders';
import type { Handlers } from '../infra/router';
import type { AdminSender } from '../infra/senders';
import { clientForSite } from '../connection/site-clients';

/** The Media tool's folder handlers (admin API). */
export const mediaFolderHandlers: Handlers<typeof mediaFoldersApi, AdminSender> = {
  'media.folder.list': async ({ siteId, parentFolderId, cursor }) =>
    listFolders(await clientForSite(siteId), parentFolderId, cursor),
  'media.folder.search': async ({ siteId, search, parentFolderId, cursor }) =>
    searchFolders(await clientForSite(siteId), search, parentFolderId, cursor),
  'media.folder.get': async ({ siteId, folderId }) => getFolder(await clientForSite(siteId), folderId),
  'media.folder.path': async ({ siteId, folderId }) => folderPath(await clientForSite(siteId), folderId),
  'media.folder.create': async ({ siteId, displayName, parentFolderId }) =>
    createFolder(await clientForSite(siteId), displayName, parentFolderId),
  'media.folder.update': async ({ siteId, folderId, displayName, parentFolderId }) =>
    updateFolder(await clientForSite(siteId), folderId, {
      ...(displayName ? { displayName } : {}),
      ...(parentFolderId ? { parentFolderId } : {}),
    }),
  'media.move': async ({ siteId, fileIds, parentFolderId }) => {
    const moved = await moveFiles(await clientForSite(siteId), fileIds, parentFolderId);
    return { count: moved.length };
  },
  'media.folder.trash': async ({ siteId, folderIds }) => {
    await trashFolders(await clientForSite(siteId), folderIds);
    return { count: folderIds.length };
  },
  'media.folder.restore': async ({ siteId, folderIds }) => {
    await restoreFolders(await clientForSite(siteId), folderIds);
    return { count: folderIds.length };
  },
  'media.folder.deletePermanently': async ({ siteId, folderIds }) => {
    await deleteFoldersPermanently(await clientForSite(siteId), folderIds);
    return { count: folderIds.length };
  },
  'media.folder.trashBin': async ({ siteId, cursor }) => listDeletedFolders(await clientForSite(siteId), cursor),
};
