import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { MediaPage, MediaSortField, MediaType, RootFolder } from '../messaging/media';
import { sendAdmin } from '../messaging/send';

/** What the Media tab shows: a search (text over a root) or one folder's list, filtered and sorted. */
export interface MediaQuery {
  search: string;
  rootFolder: RootFolder;
  /** Browsing a folder (list call) when there is no search text. */
  folderId: string;
  mediaTypes: MediaType[];
  privacy: 'all' | 'private' | 'public';
  sort: MediaSortField;
  order: 'ASC' | 'DESC';
}

/** Keys follow [domain, verb, params]; every write refreshes `mediaKeys.all` (`media-writes.ts`). */
export const mediaKeys = {
  all: ['media'] as const,
  files: (siteId: string, q: MediaQuery) => ['media', 'files', { siteId, ...q }] as const,
  file: (siteId: string, fileId: string) => ['media', 'file', { siteId, fileId }] as const,
  trash: (siteId: string) => ['media', 'trashBin', { siteId }] as const,
  stream: (siteId: string, fileId: string) => ['media', 'streamUrl', { siteId, fileId }] as const,
  uploadOrigin: (siteId: string) => ['media', 'uploadOrigin', { siteId }] as const,
};

const nextPage = (last: MediaPage) => last.nextCursor ?? undefined;

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
        ? sendAdmin('media.search', { ...common, search: q.search.trim(), rootFolder: q.rootFolder })
        : sendAdmin('media.list', { ...common, parentFolderId: q.folderId || 'media-root' });
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
