import { plural, t } from '../i18n';
import type { ImportResult } from '../messaging/media';
import { sendAdmin } from '../messaging/send';
import { atUploadHost, runUploads, type UploadDeps, type UploadItem } from '../upload/upload-queue';
import { mediaKeys, readMediaFile } from './media';
import { useWrite } from './write';

// The Media tool's writes. Each refreshes every media list and file of this panel once it is done.
const allMedia = () => [mediaKeys.all];

/** Moves files to the trash bin. */
export const useTrashFiles = (siteId: string) =>
  useWrite({
    send: (fileIds: string[]) => sendAdmin('media.trash', { siteId, fileIds }),
    says: (r) => plural('media.trash.moved', r.count),
    refreshes: allMedia,
  });

/** From the trash bin: restores files, or deletes them permanently. */
export const useRestoreOrDelete = (siteId: string) =>
  useWrite({
    send: (v: { kind: 'restore' | 'delete'; fileIds: string[] }) =>
      sendAdmin(v.kind === 'restore' ? 'media.restore' : 'media.deletePermanently', { siteId, fileIds: v.fileIds }),
    says: (r, v) =>
      v.kind === 'restore' ? plural('media.trash.restored', r.count) : plural('media.trash.deleted', r.count),
    refreshes: allMedia,
  });

/** Renames a file and sets its labels; the file's own cache takes the saved descriptor at once. */
export const useSaveFile = (siteId: string, fileId: string) =>
  useWrite({
    send: (v: { displayName: string; labels: string[] }) => sendAdmin('media.update', { siteId, fileId, ...v }),
    update: (queryClient, saved) => queryClient.setQueryData(mediaKeys.file(siteId, fileId), saved),
    says: (saved) => t('media.saved', { name: saved.displayName }),
    refreshes: allMedia,
  });

/**
 * Imports from one URL, or several with a result per URL. The lists refresh even after a failure: a
 * bulk import may have brought some files in before it failed.
 */
export const useImportFiles = (siteId: string) =>
  useWrite({
    send: async (urls: string[]): Promise<ImportResult[]> => {
      if (urls.length === 1) {
        const file = await sendAdmin('media.import', { siteId, url: urls[0]! });
        return [{ url: urls[0]!, ok: true, file, error: null }];
      }
      return sendAdmin('media.bulkImport', { siteId, urls });
    },
    refreshesAlways: allMedia,
  });

/** A signed download link for one file (what the panel does with it, copy or open, is the caller's). */
export const useDownloadLink = (siteId: string, fileId: string) =>
  useWrite({
    send: (v: {
      expirationInMinutes: number;
      contentDisposition: 'ATTACHMENT' | 'INLINE';
      downloadFileName?: string;
    }) => sendAdmin('media.downloadUrl', { siteId, fileId, ...v }),
  });

/**
 * Uploads into the site's media: upload URLs from the background (`media.uploadUrl`), refused unless
 * at the upload host the admin allowed, each file read back before it counts as done.
 */
export const mediaUploadDeps = (siteId: string, host: string): UploadDeps =>
  atUploadHost(host, {
    target: (r) => sendAdmin('media.uploadUrl', { siteId, ...r }),
    confirm: (fileId) => readMediaFile(siteId, fileId),
  });

/** Sends a batch of picked files (progress in each item's signals), then the lists show them. */
export const useUploadFiles = (siteId: string) =>
  useWrite({
    send: (v: { host: string; batch: ReadonlyArray<{ file: File; item: UploadItem }> }) =>
      runUploads(v.batch, mediaUploadDeps(siteId, v.host)),
    refreshes: allMedia,
  });
