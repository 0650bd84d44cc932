import { z } from 'zod';

/** The provider's media types (Site Media v1). */
export const MEDIA_TYPES = ['IMAGE', 'VIDEO', 'AUDIO', 'DOCUMENT', 'VECTOR', 'ARCHIVE', 'MODEL3D', 'OTHER'] as const;
export const MediaType = z.enum(MEDIA_TYPES);
export type MediaType = z.infer<typeof MediaType>;

/**
 * Every media type a file descriptor may carry: the ones a search filters by, and the rarer ones the
 * SDK's runtime enum also lists (`files.MediaType` of @wix/media). A value outside these reads as UNKNOWN.
 */
export const FILE_MEDIA_TYPES = [...MEDIA_TYPES, 'ICON', 'FLASH', 'FONT', 'RAW', 'UNKNOWN'] as const;
export type FileMediaType = (typeof FILE_MEDIA_TYPES)[number];

/** Where a file is in its processing (`files.OperationStatus`); UNKNOWN when the provider doesn't say. */
export const OPERATION_STATUSES = ['READY', 'PENDING', 'FAILED', 'UNKNOWN'] as const;
export type OperationStatus = (typeof OPERATION_STATUSES)[number];

/**
 * The Media Manager's system folders (docs/provider-contract.md §3.5): the root of the site's own
 * files ("Site files", where the Media tab opens), the visitors' uploads, the trash bin.
 */
export const SITE_FILES_FOLDER = 'media-root';
export const VISITOR_UPLOADS_FOLDER = 'visitor-uploads';
export const TRASH_FOLDER = 'trash-root';

/** A message's folder for a new or moved thing: none for "Site files" (the background's default). */
export const intoFolder = (folderId: string): { parentFolderId?: string } =>
  folderId === SITE_FILES_FOLDER ? {} : { parentFolderId: folderId };

/** In use, or in the trash bin (`files.State`). */
export const FILE_STATES = ['OK', 'DELETED'] as const;
export type FileState = (typeof FILE_STATES)[number];

/** Which part of the Media Manager a search looks in. */
export const RootFolder = z.enum(['MEDIA_ROOT', 'TRASH_ROOT', 'VISITOR_UPLOADS_ROOT']);
export type RootFolder = z.infer<typeof RootFolder>;

/** What the provider sorts files by (List Files, Search Files: "One of: displayName, updatedDate"). */
export const MediaSortField = z.enum(['displayName', 'updatedDate']);
export type MediaSortField = z.infer<typeof MediaSortField>;
export const SortOrder = z.enum(['ASC', 'DESC']);

/**
 * Media file ids: `<hex>_<hex>` with an optional `~mv2.<ext>` or `.<ext>` (they go into query strings
 * and bodies, never a path; still, only this shape crosses the admin API).
 */
export const MediaFileId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,100}(~mv2)?(\.[A-Za-z0-9]{1,8})?$/, 'must be a media file id like 4acbb8_1a2b…~mv2.jpg');
export const FolderId = z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, 'must be a folder id');

/** A file descriptor as the panel needs it: plain JSON, dates as ISO strings. */
export interface MediaFile {
  id: string;
  displayName: string;
  url: string;
  thumbnailUrl: string | null;
  mediaType: FileMediaType;
  sizeInBytes: number | null;
  width: number | null;
  height: number | null;
  durationSeconds: number | null;
  private: boolean;
  labels: string[];
  parentFolderId: string | null;
  hash: string;
  operationStatus: OperationStatus;
  state: FileState;
  sourceUrl: string | null;
  createdDate: string | null;
  updatedDate: string | null;
}

export interface MediaPage {
  files: MediaFile[];
  nextCursor: string | null;
  total: number | null;
}

/** One upload slot the panel sends bytes to: it carries no credential, only the provider's signed URL. */
export type UploadTarget =
  { protocol: 'PUT'; uploadUrl: string } | { protocol: 'TUS'; uploadUrl: string; uploadToken: string };

/** A folder of the Media Manager as the panel needs it (Site Media v1 `folders`). */
export interface MediaFolder {
  id: string;
  displayName: string;
  parentFolderId: string;
  state: FileState;
  createdDate: string | null;
  updatedDate: string | null;
}

export interface FolderPage {
  folders: MediaFolder[];
  nextCursor: string | null;
  total: number | null;
}

export interface ImportResult {
  url: string;
  ok: boolean;
  file: MediaFile | null;
  error: { code: string; message: string } | null;
}

/** What "Find in site media" (live-page image context menu) found, for the panel to show. */
export type FindInMediaResult =
  | { kind: 'found'; siteId: string; fileId: string }
  | { kind: 'notMedia'; siteId: string | null }
  | { kind: 'notEnabled' }
  | { kind: 'error'; message: string };
