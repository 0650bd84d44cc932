// What Site Media accepts, checked before an upload starts (panel) and again in the background.
// The provider's own refusal still reaches the user when it is stricter than these.
import type { MediaType } from './media';

const MB = 1024 * 1024;

/** Files above this go through the resumable (TUS) upload, as the provider recommends. */
export const RESUMABLE_THRESHOLD = 10 * MB;

/** Per media type, the largest file the Media Manager takes (its help pages; video as the sandbox's TUS maximum). */
export const MAX_BYTES: Record<Exclude<MediaType, 'OTHER'>, number> = {
  IMAGE: 25 * MB,
  VECTOR: 25 * MB,
  VIDEO: 1024 * MB,
  AUDIO: 50 * MB,
  DOCUMENT: 100 * MB,
  ARCHIVE: 100 * MB,
  MODEL3D: 100 * MB,
};

const BY_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  bmp: 'image/bmp',
  tif: 'image/tiff',
  tiff: 'image/tiff',
  heic: 'image/heic',
  svg: 'image/svg+xml',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
  avi: 'video/x-msvideo',
  mkv: 'video/x-matroska',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  m4a: 'audio/mp4',
  flac: 'audio/flac',
  aac: 'audio/aac',
  pdf: 'application/pdf',
  txt: 'text/plain',
  csv: 'text/csv',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  zip: 'application/zip',
  rar: 'application/vnd.rar',
  '7z': 'application/x-7z-compressed',
  gz: 'application/gzip',
  tar: 'application/x-tar',
  glb: 'model/gltf-binary',
  gltf: 'model/gltf+json',
  obj: 'model/obj',
  stl: 'model/stl',
};
const SUPPORTED_MIMES = new Set(Object.values(BY_EXTENSION));

const extensionOf = (name: string) => /\.([a-z0-9]{1,8})$/i.exec(name)?.[1]?.toLowerCase() ?? '';

/** The media type a MIME type lands as; null when the Media Manager does not take it. */
export function mediaTypeOfMime(mime: string): Exclude<MediaType, 'OTHER'> | null {
  if (!SUPPORTED_MIMES.has(mime)) return null;
  if (mime === 'image/svg+xml') return 'VECTOR';
  if (mime.startsWith('image/')) return 'IMAGE';
  if (mime.startsWith('video/')) return 'VIDEO';
  if (mime.startsWith('audio/')) return 'AUDIO';
  if (mime.startsWith('model/')) return 'MODEL3D';
  if (/zip|rar|7z|gzip|tar/.test(mime)) return 'ARCHIVE';
  return 'DOCUMENT';
}

/** The MIME type to upload a file as: the browser's, else the one its name implies. */
export function uploadMime(name: string, browserType: string): string {
  const declared = browserType.split(';')[0]!.trim().toLowerCase();
  return SUPPORTED_MIMES.has(declared)
    ? declared
    : (BY_EXTENSION[extensionOf(name)] ?? (declared || 'application/octet-stream'));
}

export const isSupportedMime = (mime: string): boolean => SUPPORTED_MIMES.has(mime);

export type UploadCheck =
  | { ok: true; mimeType: string; mediaType: Exclude<MediaType, 'OTHER'>; resumable: boolean }
  | { ok: false; reason: 'unsupported'; mimeType: string }
  | { ok: false; reason: 'tooLarge'; maxBytes: number }
  | { ok: false; reason: 'empty' };

/** Whether a file may be uploaded, and how. */
export function checkUpload(name: string, browserType: string, size: number): UploadCheck {
  const mimeType = uploadMime(name, browserType);
  const mediaType = mediaTypeOfMime(mimeType);
  if (!mediaType) return { ok: false, reason: 'unsupported', mimeType };
  if (size === 0) return { ok: false, reason: 'empty' };
  if (size > MAX_BYTES[mediaType]) return { ok: false, reason: 'tooLarge', maxBytes: MAX_BYTES[mediaType] };
  return { ok: true, mimeType, mediaType, resumable: size > RESUMABLE_THRESHOLD };
}
