// MIME types, extensions and the provider's media types.
import type { MediaType } from './media-file-doc.ts';

const BY_EXT: Record<string, string> = {
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
  ttf: 'font/ttf',
  woff: 'font/woff',
  woff2: 'font/woff2',
};

const EXT_BY_MIME: Record<string, string> = Object.fromEntries(
  Object.entries(BY_EXT)
    .reverse()
    .map(([ext, mime]) => [mime, ext]),
);

const ARCHIVES = new Set([
  'application/zip',
  'application/vnd.rar',
  'application/x-7z-compressed',
  'application/gzip',
  'application/x-tar',
  'application/x-zip-compressed',
]);
const DOC_PREFIXES = [
  'text/',
  'application/pdf',
  'application/msword',
  'application/vnd.ms-',
  'application/vnd.openxmlformats',
  'application/rtf',
];

export function extensionOf(name: string | undefined | null): string | undefined {
  const m = /\.([a-z0-9]{1,8})$/i.exec(name ?? '');
  return m ? m[1]!.toLowerCase() : undefined;
}

/** `image/png; charset=x` → `image/png`; empty or generic types count as unknown. */
export function normalizeMime(mime: string | undefined | null): string | undefined {
  const m = mime?.split(';')[0]?.trim().toLowerCase();
  return m && m !== 'application/octet-stream' && m !== 'binary/octet-stream' ? m : undefined;
}

/** The declared MIME type, else the one the file name's extension implies. */
export function resolveMime(mime: string | undefined | null, fileName: string | undefined | null): string {
  return normalizeMime(mime) ?? BY_EXT[extensionOf(fileName) ?? ''] ?? 'application/octet-stream';
}

export function mediaTypeOf(mime: string): MediaType {
  if (mime === 'image/svg+xml') return 'VECTOR';
  if (mime.startsWith('image/')) return 'IMAGE';
  if (mime.startsWith('video/')) return 'VIDEO';
  if (mime.startsWith('audio/')) return 'AUDIO';
  if (mime.startsWith('model/')) return 'MODEL3D';
  if (ARCHIVES.has(mime)) return 'ARCHIVE';
  if (DOC_PREFIXES.some((p) => mime.startsWith(p))) return 'DOCUMENT';
  return 'OTHER';
}

export function extensionForMime(mime: string, fileName?: string | null): string | undefined {
  return extensionOf(fileName) ?? EXT_BY_MIME[mime];
}

/** A MIME type for serving a file that has none recorded (seeded rows). */
export function mimeForName(name: string): string {
  return BY_EXT[extensionOf(name) ?? ''] ?? 'application/octet-stream';
}
