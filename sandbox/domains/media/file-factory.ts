// Builds the descriptor of a new file from its bytes: id, media type, hash, size, media block, URLs.
import { createHash, randomBytes } from 'node:crypto';
import { imageSize, type Size } from './image-size.ts';
import { FOLDER, type MediaFileDoc, type MediaType } from './media-file-doc.ts';
import { extensionForMime, mediaTypeOf } from './mime.ts';

export interface NewFile {
  siteId: string;
  /** Origin of the sandbox as the caller reached it (URLs in the doc point back to it). */
  origin: string;
  bytes: Buffer;
  mimeType: string;
  displayName: string;
  parentFolderId?: string | null;
  private?: boolean | null;
  labels?: string[] | null;
  sourceUrl?: string;
  /** Used when the MIME type says nothing (application/octet-stream). */
  mediaTypeHint?: MediaType;
  now: Date;
}

/** The media-manager style id: `<6 hex of the site>_<32 hex>`, `~mv2.<ext>` for images. */
export function newFileId(siteId: string, mediaType: MediaType, ext: string | undefined): string {
  const id = `${createHash('sha1').update(siteId).digest('hex').slice(0, 6)}_${randomBytes(16).toString('hex')}`;
  if (mediaType === 'IMAGE' || mediaType === 'VECTOR') return `${id}~mv2.${ext ?? 'bin'}`;
  if (mediaType === 'VIDEO' || !ext) return id;
  return `${id}.${ext}`;
}

export const staticUrl = (origin: string, siteId: string, fileId: string) =>
  `${origin}/_media/static/${encodeURIComponent(siteId)}/${encodeURIComponent(fileId)}`;

function mediaBlock(
  type: MediaType,
  id: string,
  url: string,
  filename: string,
  sizeInBytes: string,
  size: Size | undefined,
): Record<string, unknown> {
  const image = { id, url, height: size?.height ?? 0, width: size?.width ?? 0, filename, sizeInBytes };
  switch (type) {
    case 'IMAGE':
      return { image: { image, faces: [] } };
    case 'VECTOR':
      return { vector: { image, faces: [] } };
    case 'VIDEO':
      return { video: { id, resolutions: [{ url, height: 0, width: 0, format: 'mp4' }], filename } };
    case 'AUDIO':
      return { audio: { id, assets: [{ id, url, filename }] } };
    case 'DOCUMENT':
      return { document: { id, url, filename } };
    case 'ARCHIVE':
      return { archive: { id, url, filename, sizeInBytes } };
    case 'MODEL3D':
      return { model3d: { id, url, filename } };
    default:
      return {};
  }
}

export function buildFileDoc(f: NewFile): MediaFileDoc {
  const mediaType =
    f.mimeType === 'application/octet-stream' && f.mediaTypeHint ? f.mediaTypeHint : mediaTypeOf(f.mimeType);
  const id = newFileId(f.siteId, mediaType, extensionForMime(f.mimeType, f.displayName));
  const url = staticUrl(f.origin, f.siteId, id);
  const sizeInBytes = String(f.bytes.length);
  const size = mediaType === 'IMAGE' ? imageSize(f.bytes) : undefined;
  const now = f.now.toISOString();
  return {
    id,
    displayName: f.displayName,
    url,
    parentFolderId: f.parentFolderId || FOLDER.MEDIA_ROOT,
    hash: createHash('md5').update(f.bytes).digest('hex'),
    sizeInBytes,
    private: f.private ?? false,
    mediaType,
    media: mediaBlock(mediaType, id, url, f.displayName, sizeInBytes, size),
    operationStatus: 'READY',
    ...(f.sourceUrl ? { sourceUrl: f.sourceUrl } : {}),
    ...(mediaType === 'IMAGE' || mediaType === 'VECTOR' ? { thumbnailUrl: url } : {}),
    labels: f.labels ?? [],
    createdDate: now,
    updatedDate: now,
    siteId: f.siteId,
    state: 'OK',
  };
}

/** An import whose source could not be fetched: the provider reports it as a FAILED file. */
export function buildFailedDoc(f: Omit<NewFile, 'bytes' | 'origin'> & { mediaType: MediaType }): MediaFileDoc {
  const now = f.now.toISOString();
  return {
    id: newFileId(f.siteId, f.mediaType, extensionForMime(f.mimeType, f.displayName)),
    displayName: f.displayName,
    url: '',
    parentFolderId: f.parentFolderId || FOLDER.MEDIA_ROOT,
    hash: '',
    sizeInBytes: '0',
    private: f.private ?? false,
    mediaType: f.mediaType,
    media: {},
    operationStatus: 'FAILED',
    ...(f.sourceUrl ? { sourceUrl: f.sourceUrl } : {}),
    labels: f.labels ?? [],
    createdDate: now,
    updatedDate: now,
    siteId: f.siteId,
    state: 'OK',
  };
}
