// Every change to media_files together with its domain event, in one transaction. Event slugs are
// the provider's: `file_ready` (action; also on restore), `file_failed` (action), `updated`, `deleted`.
import type { Db } from '../../db/open.ts';
import { recordEvent } from '../../events/record.ts';
import { notFound } from '../../http/errors.ts';
import { FILE_DESCRIPTOR_FQDN as FQDN, FOLDER, type MediaFileDoc } from './media-file-doc.ts';
import { deleteFileBytes, writeFileBytes, type MediaStorage } from './storage.ts';
import { deleteFileRow, getFileRow, insertFile, saveFile, type FileRow } from './store.ts';
import { isTrashedFolder, setFileTrashedWith } from './folders/store.ts';

export interface ExternalInfo {
  origin?: string;
  externalIds?: string[];
}

const withExternal = (externalInfo: ExternalInfo | undefined) => (externalInfo ? { externalInfo } : {});

/** Stores the bytes, then the row and its `file_ready` event; the bytes go again if the row fails. */
export function createReadyFile(
  db: Db,
  storage: MediaStorage,
  doc: MediaFileDoc,
  mimeType: string,
  bytes: Buffer,
  externalInfo?: ExternalInfo,
): MediaFileDoc {
  writeFileBytes(storage, doc.siteId, doc.id, bytes);
  try {
    db.transaction(() => {
      insertFile(db, doc.siteId, doc, mimeType);
      recordEvent(db, doc.siteId, {
        entityFqdn: FQDN,
        slug: 'file_ready',
        entityId: doc.id,
        body: { file: doc, ...withExternal(externalInfo), triggeredByUndelete: false },
      });
    })();
  } catch (e) {
    deleteFileBytes(storage, doc.siteId, doc.id);
    throw e;
  }
  return doc;
}

export function createFailedFile(
  db: Db,
  doc: MediaFileDoc,
  mimeType: string,
  externalInfo?: ExternalInfo,
): MediaFileDoc {
  db.transaction(() => {
    insertFile(db, doc.siteId, doc, mimeType);
    recordEvent(db, doc.siteId, {
      entityFqdn: FQDN,
      slug: 'file_failed',
      entityId: doc.id,
      body: { ...withExternal(externalInfo) },
    });
  })();
  return doc;
}

export function updateFile(
  db: Db,
  row: FileRow,
  next: MediaFileDoc,
  modifiedFields: Record<string, unknown>,
): MediaFileDoc {
  db.transaction(() => {
    saveFile(db, next.siteId, next, row.trashedFrom);
    recordEvent(db, next.siteId, {
      entityFqdn: FQDN,
      slug: 'updated',
      entityId: next.id,
      entity: next,
      modifiedFields,
    });
  })();
  return next;
}

/** The rows of `ids`, or a 404 naming the unknown ones (nothing changes then). */
export function requireRows(db: Db, siteId: string, ids: string[]): FileRow[] {
  const rows = ids.map((id) => getFileRow(db, siteId, id));
  const missing = ids.filter((_, i) => !rows[i]);
  if (missing.length) throw notFound('File', missing.join(', '));
  return rows as FileRow[];
}

/** Moves files to the trash bin (already trashed ones are left alone, as the provider does). */
export function trashFiles(db: Db, rows: FileRow[], now: Date): void {
  db.transaction(() => {
    for (const row of rows) {
      if (row.doc.state === 'DELETED') continue;
      const trashed: MediaFileDoc = {
        ...row.doc,
        parentFolderId: FOLDER.TRASH_ROOT,
        state: 'DELETED',
        updatedDate: now.toISOString(),
      };
      saveFile(db, trashed.siteId, trashed, row.trashedFrom ?? row.doc.parentFolderId);
      recordEvent(db, trashed.siteId, { entityFqdn: FQDN, slug: 'deleted', entityId: trashed.id, entity: trashed });
    }
  })();
}

export function deleteFilesPermanently(db: Db, storage: MediaStorage, rows: FileRow[]): void {
  db.transaction(() => {
    for (const { doc } of rows) {
      deleteFileRow(db, doc.siteId, doc.id);
      recordEvent(db, doc.siteId, { entityFqdn: FQDN, slug: 'deleted', entityId: doc.id, entity: doc });
    }
  })();
  for (const { doc } of rows) deleteFileBytes(storage, doc.siteId, doc.id);
}

/** Back to the folder each file was trashed from; files not in the trash are left alone. */
export function restoreFiles(db: Db, rows: FileRow[], now: Date): void {
  db.transaction(() => {
    for (const row of rows) {
      if (row.doc.state !== 'DELETED') continue;
      const from =
        row.trashedFrom ?? (row.doc.parentFolderId === FOLDER.TRASH_ROOT ? FOLDER.MEDIA_ROOT : row.doc.parentFolderId);
      const restored: MediaFileDoc = {
        ...row.doc,
        // A folder in the trash bin takes no file back: the file goes to media-root (folders/changes.ts).
        parentFolderId: isTrashedFolder(db, row.doc.siteId, from) ? FOLDER.MEDIA_ROOT : from,
        state: 'OK',
        updatedDate: now.toISOString(),
      };
      saveFile(db, restored.siteId, restored, null);
      setFileTrashedWith(db, restored.siteId, restored.id, null);
      recordEvent(db, restored.siteId, {
        entityFqdn: FQDN,
        slug: 'file_ready',
        entityId: restored.id,
        body: { file: restored, triggeredByUndelete: true },
      });
    }
  })();
}
