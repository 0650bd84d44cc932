// Reading a file's bytes for a response: the stored bytes, or a generated placeholder for seeded
// rows that have none.
import type { Db } from '../../db/open.ts';
import type { MediaFileDoc } from './media-file-doc.ts';
import { mimeForName } from './mime.ts';
import { placeholderSvg } from './placeholder.ts';
import { readFileBytes, type MediaStorage } from './storage.ts';
import { getFileRow } from './store.ts';

export interface Served {
  file: MediaFileDoc;
  bytes: Buffer;
  contentType: string;
  /** True when the file has no stored bytes and this is the generated SVG. */
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
  return {
    file: row.doc,
    bytes: placeholderSvg(row.doc.displayName, row.doc.mediaType),
    contentType: 'image/svg+xml',
    placeholder: true,
  };
}

/** `attachment; filename="a.jpg"; filename*=UTF-8''a.jpg` with a plain-ASCII fallback name. */
export function contentDisposition(kind: 'ATTACHMENT' | 'INLINE', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind.toLowerCase()}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
