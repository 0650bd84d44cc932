import type { files } from '@wix/media';
import {
  FILE_MEDIA_TYPES,
  FILE_STATES,
  OPERATION_STATUSES,
  SITE_FILES_FOLDER,
  type ImportResult,
  type MediaFile,
  type MediaPage,
  type MediaSortField,
  type MediaType,
  type RootFolder,
  type UploadTarget,
} from '../messaging/media';
import type { SiteClient } from './client';
import { iso } from './convert';
import { publicMediaUrl } from './provider-route';

type FileDescriptor = files.FileDescriptor;
const PAGE_SIZE = 30;

/** `wix:image://v1/<id>/<name>#originWidth=800&originHeight=450` → its size. */
function sizeFromWixUri(uri: string | undefined): { width: number | null; height: number | null } {
  const hash = new URLSearchParams(uri?.split('#')[1] ?? '');
  const num = (k: string) => (hash.has(k) && Number.isFinite(Number(hash.get(k))) ? Number(hash.get(k)) : null);
  return { width: num('originWidth'), height: num('originHeight') };
}

/** Only http(s) URLs reach the panel's links, previews and drags (never `javascript:` or `data:`). */
const webUrl = (u: string | null | undefined): string | null => (u && /^https?:\/\//i.test(u) ? u : null);
/** A file's own URLs, on the sandbox's stand-in of Wix's public media host while the sandbox is connected. */
const fileUrl = (u: string | null | undefined): string | null => {
  const url = webUrl(u);
  return url && publicMediaUrl(url);
};

/** `value` when it is one of `known`, else `fallback` (a provider value the panel has no words for). */
const oneOf = <T extends string>(known: readonly T[], value: string | null | undefined, fallback: T): T =>
  known.includes(value as T) ? (value as T) : fallback;

/** Plain JSON for the panel. */
export function toMediaFile(f: FileDescriptor): MediaFile {
  const image = f.media?.image?.image ?? f.media?.vector?.image;
  const { width, height } = sizeFromWixUri(typeof image === 'string' ? image : undefined);
  const size = Number(f.sizeInBytes);
  return {
    id: f._id ?? '',
    displayName: f.displayName ?? '',
    url: fileUrl(f.url) ?? '',
    thumbnailUrl: fileUrl(f.thumbnailUrl),
    mediaType: oneOf(FILE_MEDIA_TYPES, f.mediaType, 'UNKNOWN'),
    sizeInBytes: f.sizeInBytes && Number.isFinite(size) ? size : null,
    width,
    height,
    durationSeconds: f.media?.audio?.duration ?? null,
    private: f.private ?? false,
    labels: f.labels ?? [],
    parentFolderId: f.parentFolderId ?? null,
    hash: f.hash ?? '',
    operationStatus: oneOf(OPERATION_STATUSES, f.operationStatus, 'UNKNOWN'),
    state: oneOf(FILE_STATES, f.state, 'OK'),
    sourceUrl: webUrl(f.sourceUrl),
    createdDate: iso(f._createdDate),
    updatedDate: iso(f._updatedDate),
  };
}

export interface MediaFilters {
  mediaTypes?: MediaType[];
  private?: boolean;
  sort?: MediaSortField;
  order?: 'ASC' | 'DESC';
  cursor?: string | null;
  limit?: number;
}

interface ProviderPage {
  files?: FileDescriptor[];
  nextCursor?: { total?: number | null; cursors?: { next?: string | null } | null } | null;
}
const toPage = (r: ProviderPage): MediaPage => ({
  files: (r.files ?? []).map(toMediaFile),
  nextCursor: r.nextCursor?.cursors?.next ?? null,
  total: r.nextCursor?.total ?? null,
});

/** A cursor carries the whole query: the provider wants nothing else beside it. */
function queryParts(f: MediaFilters) {
  if (f.cursor) return { paging: { cursor: f.cursor, limit: f.limit ?? PAGE_SIZE } };
  return {
    ...(f.mediaTypes?.length ? { mediaTypes: f.mediaTypes } : {}),
    ...(f.private !== undefined ? { private: f.private } : {}),
    ...(f.sort ? { sort: { fieldName: f.sort, order: f.order ?? 'ASC' } } : {}),
    paging: { limit: f.limit ?? PAGE_SIZE },
  };
}

export async function searchFiles(
  client: SiteClient,
  search: string | undefined,
  rootFolder: RootFolder | undefined,
  f: MediaFilters,
): Promise<MediaPage> {
  const parts = queryParts(f);
  const text = search?.trim();
  return toPage(
    await client.files.searchFiles(
      f.cursor ? parts : { ...parts, ...(text ? { search: text } : {}), rootFolder: rootFolder ?? 'MEDIA_ROOT' },
    ),
  );
}

export async function listFiles(
  client: SiteClient,
  parentFolderId: string | undefined,
  f: MediaFilters,
): Promise<MediaPage> {
  const parts = queryParts(f);
  return toPage(
    await client.files.listFiles(f.cursor ? parts : { ...parts, parentFolderId: parentFolderId ?? SITE_FILES_FOLDER }),
  );
}

export async function listTrash(
  client: SiteClient,
  cursor: string | null | undefined,
  limit?: number,
): Promise<MediaPage> {
  return toPage(await client.files.listDeletedFiles(queryParts({ cursor, limit })));
}

export async function getFile(client: SiteClient, fileId: string): Promise<MediaFile> {
  return toMediaFile(await client.files.getFileDescriptor(fileId));
}

export async function updateFile(
  client: SiteClient,
  fileId: string,
  change: { displayName?: string; labels?: string[] },
): Promise<MediaFile> {
  return toMediaFile(await client.files.updateFileDescriptor({ _id: fileId, ...change }));
}

export async function downloadUrl(
  client: SiteClient,
  fileId: string,
  o: { expirationInMinutes: number; downloadFileName?: string; contentDisposition: 'ATTACHMENT' | 'INLINE' },
): Promise<{ url: string; expiresAt: string }> {
  const res = await client.files.generateFileDownloadUrl(fileId, o);
  const url = webUrl(res.downloadUrls?.[0]?.url);
  if (!url) throw new Error(`The provider gave no download URL for ${fileId}.`);
  return { url, expiresAt: new Date(Date.now() + o.expirationInMinutes * 60_000).toISOString() };
}

export async function streamUrl(client: SiteClient, fileId: string): Promise<{ url: string }> {
  const res = await client.files.generateVideoStreamingUrl(fileId, { format: 'HLS' });
  const url = webUrl(res.downloadUrl?.url);
  if (!url) throw new Error(`The provider gave no streaming URL for ${fileId}.`);
  return { url };
}

export interface UploadRequest {
  fileName: string;
  mimeType: string;
  sizeInBytes: number;
  resumable: boolean;
  parentFolderId?: string;
  private?: boolean;
}

export async function uploadTarget(client: SiteClient, r: UploadRequest): Promise<UploadTarget> {
  const common = {
    fileName: r.fileName,
    ...(r.parentFolderId ? { parentFolderId: r.parentFolderId } : {}),
    ...(r.private !== undefined ? { private: r.private } : {}),
  };
  if (r.resumable) {
    const res = await client.files.generateFileResumableUploadUrl(r.mimeType, {
      ...common,
      uploadProtocol: 'TUS',
      sizeInBytes: String(r.sizeInBytes),
    });
    if (!res.uploadUrl || !res.uploadToken)
      throw new Error(`The provider gave no resumable upload URL for ${r.fileName}.`);
    return { protocol: 'TUS', uploadUrl: res.uploadUrl, uploadToken: res.uploadToken };
  }
  const res = await client.files.generateFileUploadUrl(r.mimeType, { ...common, sizeInBytes: String(r.sizeInBytes) });
  if (!res.uploadUrl) throw new Error(`The provider gave no upload URL for ${r.fileName}.`);
  return { protocol: 'PUT', uploadUrl: res.uploadUrl };
}

export async function importFile(
  client: SiteClient,
  url: string,
  displayName?: string,
  parentFolderId?: string,
): Promise<MediaFile> {
  const { file } = await client.files.importFile(url, {
    ...(displayName ? { displayName } : {}),
    ...(parentFolderId ? { parentFolderId } : {}),
  });
  if (!file) throw new Error(`The provider answered the import of ${url} without a file.`);
  return toMediaFile(file);
}

/** Several imports in one call (v2: one result per URL, in order). */
export async function bulkImport(client: SiteClient, urls: string[], parentFolderId?: string): Promise<ImportResult[]> {
  const res = await client.files.bulkImportFile(
    urls.map((url) => ({ url, ...(parentFolderId ? { parentFolderId } : {}) })),
    { returnEntity: true },
  );
  const byIndex = new Map((res.results ?? []).map((r) => [r.itemMetadata?.originalIndex ?? -1, r]));
  return urls.map((url, i) => {
    const r = byIndex.get(i);
    const ok = r?.itemMetadata?.success === true;
    const error = ok
      ? null
      : {
          code: String(r?.itemMetadata?.error?.code ?? 'UNKNOWN'),
          message: r?.itemMetadata?.error?.description || 'The provider gave no result for this URL.',
        };
    return { url, ok, file: r?.item ? toMediaFile(r.item) : null, error };
  });
}

export async function moveToTrash(client: SiteClient, fileIds: string[]): Promise<void> {
  await client.files.bulkDeleteFiles(fileIds, { permanent: false });
}

export async function deletePermanently(client: SiteClient, fileIds: string[]): Promise<void> {
  await client.files.bulkDeleteFiles(fileIds, { permanent: true });
}

export async function restoreFromTrash(client: SiteClient, fileIds: string[]): Promise<void> {
  await client.files.bulkRestoreFilesFromTrashBin(fileIds);
}
