// Turns the bytes of a finished upload (plain PUT or TUS) into a READY file.
import type { Db } from '../../db/open.ts';
import { buildFileDoc } from './file-factory.ts';
import { createReadyFile } from './file-changes.ts';
import type { MediaFileDoc } from './media-file-doc.ts';
import { mimeForName, normalizeMime } from './mime.ts';
import type { MediaStorage } from './storage.ts';
import { setUploadFile, type UploadRow } from './uploads-store.ts';

export interface Received {
  bytes: Buffer;
  /** `filename` of the upload request (query or TUS metadata): the name shown in the Media Manager. */
  fileName?: string;
  /** Content-Type of the upload request (or TUS `contentType` metadata). */
  contentType?: string;
  origin: string;
}

export function finishUpload(db: Db, storage: MediaStorage, upload: UploadRow, got: Received): MediaFileDoc {
  const displayName = got.fileName || upload.params.fileName || 'file';
  // As the Upload API says: with application/octet-stream, the name's extension decides the type.
  const byName = normalizeMime(mimeForName(displayName));
  const mimeType =
    normalizeMime(got.contentType) ?? byName ?? normalizeMime(upload.params.mimeType) ?? 'application/octet-stream';
  const doc = buildFileDoc({
    siteId: upload.siteId,
    origin: got.origin,
    bytes: got.bytes,
    mimeType,
    displayName,
    parentFolderId: upload.params.parentFolderId,
    private: upload.params.private,
    labels: upload.params.labels,
    now: new Date(),
  });
  const file = createReadyFile(db, storage, doc, mimeType, got.bytes, upload.params.externalInfo);
  setUploadFile(db, upload.token, file.id);
  return file;
}
