// The download and streaming URLs of one file, for both paths of each call: the SDK's
// (/files/generate-file-download-url, /files/generate-video-stream-url, file id in the body) and
// the REST reference's (/files/{fileId}/generate-download-url, /files/video/{fileId}/generate-stream-url).
import type { Db } from '../../db/open.ts';
import { applicationError, notFound } from '../../http/errors.ts';
import { downloadUrl, streamUrl } from './byte-urls.ts';
import type { MediaStorage } from './storage.ts';
import { getFile } from './store.ts';

const minutes = (n: number) => n * 60_000;

export interface DownloadOptions {
  downloadFileName?: string | null;
  expirationInMinutes?: number | null;
  expirationRedirectUrl?: string | null;
  assetKeys?: string[] | null;
  contentDisposition?: 'ATTACHMENT' | 'INLINE';
}

export function fileDownloadUrls(
  db: Db,
  storage: MediaStorage,
  at: { siteId: string; origin: string },
  fileId: string,
  o: DownloadOptions,
): { downloadUrls: { url: string; assetKey: string }[] } {
  const { siteId, origin } = at;
  if (!getFile(db, siteId, fileId)) throw notFound('File', fileId);
  const exp = Date.now() + minutes(o.expirationInMinutes ?? 600);
  const common = { kind: 'file' as const, siteId, fileId, exp, disposition: o.contentDisposition ?? 'ATTACHMENT' };
  const extra = {
    ...(o.downloadFileName ? { name: o.downloadFileName } : {}),
    ...(o.expirationRedirectUrl ? { redirect: o.expirationRedirectUrl } : {}),
  };
  // Every asset key serves the original bytes: the sandbox makes no renditions.
  const keys = o.assetKeys?.length ? o.assetKeys : ['src'];
  return {
    downloadUrls: keys.map((assetKey) => ({
      url: downloadUrl(origin, storage.secret, { ...common, ...extra, assetKey }),
      assetKey,
    })),
  };
}

export function videoStreamUrl(
  db: Db,
  storage: MediaStorage,
  at: { siteId: string; origin: string },
  fileId: string,
  o: { format?: 'UNKNOWN' | 'HLS' | 'DASH'; expirationInMinutes?: number | null },
): { downloadUrl: { url: string; assetKey: string } } {
  const { siteId, origin } = at;
  const file = getFile(db, siteId, fileId);
  if (!file) throw notFound('File', fileId);
  if (file.mediaType !== 'VIDEO') {
    throw applicationError(
      400,
      'INVALID_MEDIA_TYPE',
      `File ${fileId} is a ${file.mediaType} file; only VIDEO files can be streamed`,
      { fileId, mediaType: file.mediaType },
    );
  }
  const format = o.format === 'DASH' ? 'DASH' : 'HLS';
  const exp = Date.now() + minutes(o.expirationInMinutes ?? 1440);
  return {
    downloadUrl: {
      url: streamUrl(origin, storage.secret, { kind: 'stream', siteId, fileId, format, exp }),
      assetKey: format.toLowerCase(),
    },
  };
}
