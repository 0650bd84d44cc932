import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { plural, t } from '../i18n';
import {
  SITE_FILES_FOLDER,
  VISITOR_UPLOADS_FOLDER,
  intoFolder,
  type ImportResult,
  type MediaPage,
  type MediaSortField,
  type MediaType,
  type RootFolder,
} from '../messaging/media';
import { sendAdmin } from './send';
import { atUploadHost, runUploads, type UploadDeps, type UploadItem } from '../upload/upload-queue';
import { retrySafe } from './retry-safe';
import { useWrite } from './write';

/** What the Media tab shows: a search (text over a root) or one folder's list, filtered and sorted. */
export interface MediaQuery {
  search: string;
  rootFolder: RootFolder;
  /** Browsing a folder (list call) when there is no search text. */
  folderId: string;
  /** A search in a folder of the site's own looks only there ('folder') or in the whole site ('site'). */
  scope: 'folder' | 'site';
  mediaTypes: MediaType[];
  privacy: 'all' | 'private' | 'public';
  sort: MediaSortField;
  order: 'ASC' | 'DESC';
}

/** Keys follow [domain, verb, params]; every write below refreshes `mediaKeys.all`. */
export const mediaKeys = {
  all: ['media'] as const,
  files: (siteId: string, q: MediaQuery) => ['media', 'files', { siteId, ...q }] as const,
  file: (siteId: string, fileId: string) => ['media', 'file', { siteId, fileId }] as const,
  trash: (siteId: string) => ['media', 'trashBin', { siteId }] as const,
  stream: (siteId: string, fileId: string) => ['media', 'streamUrl', { siteId, fileId }] as const,
  uploadOrigin: (siteId: string) => ['media', 'uploadOrigin', { siteId }] as const,
};

const nextPage = (last: MediaPage) => last.nextCursor ?? undefined;

/** Whether a search stays in the folder shown: one of the site's own folders, with the toggle on "this folder". */
export const searchesInFolder = (q: MediaQuery): boolean =>
  q.scope === 'folder' &&
  q.rootFolder === 'MEDIA_ROOT' &&
  ![SITE_FILES_FOLDER, VISITOR_UPLOADS_FOLDER].includes(q.folderId);

export const mediaFilesOptions = (siteId: string, q: MediaQuery) =>
  infiniteQueryOptions({
    queryKey: mediaKeys.files(siteId, q),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => {
      const common = {
        siteId,
        ...(q.mediaTypes.length ? { mediaTypes: q.mediaTypes } : {}),
        ...(q.privacy === 'all' ? {} : { private: q.privacy === 'private' }),
        sort: q.sort,
        order: q.order,
        cursor: pageParam,
      };
      return q.search.trim()
        ? sendAdmin('media.search', {
            ...common,
            search: q.search.trim(),
            rootFolder: q.rootFolder,
            ...(searchesInFolder(q) ? { inFolderId: q.folderId } : {}),
          })
        : sendAdmin('media.list', { ...common, parentFolderId: q.folderId || SITE_FILES_FOLDER });
    },
    getNextPageParam: nextPage,
  });

export const trashBinOptions = (siteId: string) =>
  infiniteQueryOptions({
    queryKey: mediaKeys.trash(siteId),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => sendAdmin('media.trashBin', { siteId, cursor: pageParam }),
    getNextPageParam: nextPage,
  });

/** One file as the provider has it now (also the read-back after an upload). */
export const readMediaFile = (siteId: string, fileId: string) => sendAdmin('media.get', { siteId, fileId });

export const mediaFileOptions = (siteId: string, fileId: string) =>
  queryOptions({ queryKey: mediaKeys.file(siteId, fileId), queryFn: () => readMediaFile(siteId, fileId) });

export const streamUrlOptions = (siteId: string, fileId: string) =>
  queryOptions({
    queryKey: mediaKeys.stream(siteId, fileId),
    queryFn: () => sendAdmin('media.streamUrl', { siteId, fileId }),
    staleTime: 30 * 60_000,
  });

/** The upload host of the site's media, for its permission (asked when the first upload starts). */
export const readUploadOrigin = (siteId: string) => sendAdmin('media.uploadOrigin', { siteId });

export const uploadOriginOptions = (siteId: string) =>
  queryOptions({
    queryKey: mediaKeys.uploadOrigin(siteId),
    queryFn: () => readUploadOrigin(siteId),
    staleTime: Infinity,
  });

// The Media tool's writes. Files that leave the lists (trashed, restored, deleted) leave them at once
// and a saved file is shown as saved, with no read; what is on screen is read again once writes go
// quiet. Writes that add files (uploads, imports) refresh every media list of this panel.
const allMedia = () => [mediaKeys.all];
/** Files (or folders) the write took out of the lists they were in (no read; once quiet, one). */
export const leaveMediaLists = (siteId: string, fileIds: readonly string[]) => ({
  root: mediaKeys.all,
  siteId,
  change: { remove: fileIds },
});

/** Moves files to the trash bin. */
export const useTrashFiles = (siteId: string) =>
  useWrite({
    send: (fileIds: string[]) => sendAdmin('media.trash', { siteId, fileIds }),
    says: (r) => plural('media.trash.moved', r.count),
    learns: (_, fileIds) => leaveMediaLists(siteId, fileIds),
  });

/** From the trash bin: restores files, or deletes them permanently. */
export const useRestoreOrDelete = (siteId: string) =>
  useWrite({
    send: (v: { kind: 'restore' | 'delete'; fileIds: string[] }) =>
      sendAdmin(v.kind === 'restore' ? 'media.restore' : 'media.deletePermanently', { siteId, fileIds: v.fileIds }),
    says: (r, v) =>
      v.kind === 'restore' ? plural('media.trash.restored', r.count) : plural('media.trash.deleted', r.count),
    learns: (_, v) => leaveMediaLists(siteId, v.fileIds),
  });

/** Renames a file and sets its labels; the file's own cache takes the saved descriptor at once. */
export const useSaveFile = (siteId: string, fileId: string) =>
  useWrite({
    send: (v: { displayName: string; labels: string[] }) => sendAdmin('media.update', { siteId, fileId, ...v }),
    update: (queryClient, saved) => queryClient.setQueryData(mediaKeys.file(siteId, fileId), saved),
    says: (saved) => t('media.saved', { name: saved.displayName }),
    learns: (saved) => ({ root: mediaKeys.all, siteId, change: { put: [saved] } }),
  });

/**
 * Imports from one URL, or several with a result per URL. The lists refresh even after a failure: a
 * bulk import may have brought some files in before it failed.
 */
export const useImportFiles = (siteId: string, folderId = SITE_FILES_FOLDER) =>
  useWrite({
    // The same URLs again are a retry: see retry-safe.ts.
    send: retrySafe<string[], ImportResult[]>(
      `media.import:${siteId}:${folderId}`,
      (urls) => urls,
      async (urls, retrySince) => {
        const again = retrySince ? { retrySince } : {};
        const into = intoFolder(folderId);
        if (urls.length === 1) {
          const file = await sendAdmin('media.import', { siteId, url: urls[0]!, ...again, ...into });
          return [{ url: urls[0]!, ok: true, file, error: null }];
        }
        return sendAdmin('media.bulkImport', { siteId, urls, ...again, ...into });
      },
    ),
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
export const mediaUploadDeps = (siteId: string, host: string, folderId = SITE_FILES_FOLDER): UploadDeps =>
  atUploadHost(host, {
    target: (r) =>
      sendAdmin('media.uploadUrl', {
        siteId,
        ...r,
        ...intoFolder(folderId),
      }),
    confirm: (fileId) => readMediaFile(siteId, fileId),
  });

/** Sends a batch of picked files (progress in each item's signals), then the lists show them. */
export const useUploadFiles = (siteId: string) =>
  useWrite({
    send: (v: { host: string; folderId?: string; batch: ReadonlyArray<{ file: File; item: UploadItem }> }) =>
      runUploads(v.batch, mediaUploadDeps(siteId, v.host, v.folderId)),
    refreshes: allMedia,
  });
