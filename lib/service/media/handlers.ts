import { checkUpload } from '../../messaging/media-limits';
import type { mediaApi } from '../../messaging/media-api';
import type { MediaSortField, MediaType } from '../../messaging/media';
import {
  deletePermanently,
  downloadUrl,
  getFile,
  listFiles,
  listTrash,
  moveToTrash,
  restoreFromTrash,
  searchFiles,
  streamUrl,
  updateFile,
  uploadTarget,
} from '../../provider/media';
import { searchFilesInFolder } from '../../provider/media-folders';
import { routeOf, uploadOrigin } from '../../provider/provider-route';
import { bulkImportSafely, importFileSafely } from '../retry-safe/safe-imports';
import { firstConnection } from '../connection/connections';
import type { Handlers } from '../infra/router';
import type { AdminSender } from '../infra/senders';
import { ServiceError, notConnected } from '../infra/service-error';
import { clientForSite } from '../connection/site-clients';

const filters = (p: {
  mediaTypes?: MediaType[];
  private?: boolean;
  sort?: MediaSortField;
  order?: 'ASC' | 'DESC';
  cursor?: string | null;
  limit?: number;
}) => ({
  ...(p.mediaTypes ? { mediaTypes: p.mediaTypes } : {}),
  ...(p.private !== undefined ? { private: p.private } : {}),
  ...(p.sort ? { sort: p.sort } : {}),
  ...(p.order ? { order: p.order } : {}),
  cursor: p.cursor ?? null,
  ...(p.limit ? { limit: p.limit } : {}),
});

/** An import the provider answered with a FAILED file is a refusal, never a file that is done. */
function refusedImport(url: string): ServiceError {
  return new ServiceError(
    422,
    'IMPORT_FAILED',
    `The file at ${url} could not be imported: the provider could not fetch it.`,
    { params: { url } },
  );
}

/** The Media tools' handlers (admin API). */
export const mediaHandlers: Handlers<typeof mediaApi, AdminSender> = {
  'media.search': async ({ siteId, search, rootFolder, inFolderId, ...p }) =>
    inFolderId && search?.trim()
      ? searchFilesInFolder(await clientForSite(siteId), inFolderId, search.trim())
      : searchFiles(await clientForSite(siteId), search, rootFolder, filters(p)),
  'media.list': async ({ siteId, parentFolderId, ...p }) =>
    listFiles(await clientForSite(siteId), parentFolderId, filters(p)),
  'media.get': async ({ siteId, fileId }) => getFile(await clientForSite(siteId), fileId),
  'media.update': async ({ siteId, fileId, displayName, labels }) =>
    updateFile(await clientForSite(siteId), fileId, {
      ...(displayName ? { displayName } : {}),
      ...(labels ? { labels } : {}),
    }),
  'media.downloadUrl': async ({ siteId, fileId, ...o }) => downloadUrl(await clientForSite(siteId), fileId, o),
  'media.streamUrl': async ({ siteId, fileId }) => streamUrl(await clientForSite(siteId), fileId),
  'media.uploadOrigin': async () => {
    const connection = await firstConnection();
    if (!connection) throw notConnected();
    return { origin: uploadOrigin(routeOf(connection)) };
  },
  'media.uploadUrl': async ({ siteId, fileName, mimeType, sizeInBytes, parentFolderId, private: isPrivate }) => {
    // Checked again here: the panel's word on type and size is not enough to spend a provider call.
    const check = checkUpload(fileName, mimeType, sizeInBytes);
    if (!check.ok) {
      const message =
        check.reason === 'unsupported'
          ? `${fileName}: the Media Manager does not take files of type ${check.mimeType}.`
          : check.reason === 'empty'
            ? `${fileName} is empty.`
            : `${fileName} is larger than the ${check.maxBytes} bytes the Media Manager takes for this type.`;
      throw new ServiceError(
        400,
        check.reason === 'unsupported'
          ? 'UNSUPPORTED_MEDIA_TYPE'
          : check.reason === 'empty'
            ? 'EMPTY_FILE'
            : 'FILE_TOO_LARGE',
        message,
        {
          params: {
            name: fileName,
            ...(check.reason === 'tooLarge' ? { maxBytes: check.maxBytes } : {}),
            ...(check.reason === 'unsupported' ? { type: check.mimeType } : {}),
          },
        },
      );
    }
    return uploadTarget(await clientForSite(siteId), {
      fileName,
      mimeType: check.mimeType,
      sizeInBytes,
      resumable: check.resumable,
      ...(parentFolderId ? { parentFolderId } : {}),
      ...(isPrivate !== undefined ? { private: isPrivate } : {}),
    });
  },
  'media.import': async ({ siteId, url, displayName, retrySince, parentFolderId }) => {
    const file = await importFileSafely(await clientForSite(siteId), url, displayName, retrySince, parentFolderId);
    if (file.operationStatus === 'FAILED') throw refusedImport(url);
    return file;
  },
  'media.bulkImport': async ({ siteId, urls, retrySince, parentFolderId }) => {
    const results = await bulkImportSafely(await clientForSite(siteId), urls, retrySince, parentFolderId);
    return results.map((r) =>
      r.ok && r.file?.operationStatus === 'FAILED'
        ? { ...r, ok: false, error: { code: 'IMPORT_FAILED', message: refusedImport(r.url).message } }
        : r,
    );
  },
  'media.trash': async ({ siteId, fileIds }) => {
    await moveToTrash(await clientForSite(siteId), fileIds);
    return { count: fileIds.length };
  },
  'media.trashBin': async ({ siteId, cursor, limit }) => listTrash(await clientForSite(siteId), cursor, limit),
  'media.restore': async ({ siteId, fileIds }) => {
    await restoreFromTrash(await clientForSite(siteId), fileIds);
    return { count: fileIds.length };
  },
  'media.deletePermanently': async ({ siteId, fileIds }) => {
    await deletePermanently(await clientForSite(siteId), fileIds);
    return { count: fileIds.length };
  },
};
