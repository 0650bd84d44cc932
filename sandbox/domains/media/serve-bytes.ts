// Reading a file's bytes for a response: the stored bytes, or, for seeded rows that have none, a
// generated stand-in: a picture drawn from the id for images (demo-picture.ts), else an SVG card.
import type { Db } from '../../db/open.ts';
import type { MediaFileDoc } from './media-file-doc.ts';
import { mimeForName } from './mime.ts';
import { demoPicture, proportionsOf } from './demo-picture.ts';
import { placeholderSvg } from './placeholder.ts';
import { readFileBytes, type MediaStorage } from './storage.ts';
import { getFileRow } from './store.ts';

export interface Served {
  file: MediaFileDoc;
  bytes: Buffer;
  contentType: string;
  /** True when the file has no stored bytes and these are generated (a PNG picture or an SVG card). */
  placeholder: boolean;
}

export function bytesOf(db: Db, storage: MediaStorage, siteId: string, fileId: string): Served | undefined {
  const row = getFileRow(db, siteId, fileId);
  if (!row) return undefined;
  const stored = readFileBytes(storage, siteId, fileId);
  if (stored)
    return {
      file: row.doc,
      bytes: stored,
      contentType: row.mimeType ?? mimeForName(row.doc.displayName),
      placeholder: false,
    };
  if (row.doc.mediaType === 'IMAGE' || row.doc.mediaType === 'VECTOR')
    return {
      file: row.doc,
      bytes: demoPicture(row.doc.id, proportionsOf(row.doc.media)),
      contentType: 'image/png',
      placeholder: true,
    };
  return {
    file: row.doc,
    bytes: placeholderSvg(row.doc.displayName, row.doc.mediaType),
    contentType: 'image/svg+xml',
    placeholder: true,
  };
}

/** The name a generated stand-in gets inside an archive: the file's name with its real type's extension. */
export const placeholderName = (s: Served): string =>
  `${s.file.displayName}.${s.contentType === 'image/png' ? 'png' : 'svg'}`;

/** `attachment; filename="a.jpg"; filename*=UTF-8''a.jpg` with a plain-ASCII fallback name. */
export function contentDisposition(kind: 'ATTACHMENT' | 'INLINE', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind.toLowerCase()}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
