// Every change to media_folders with its domain events, in one transaction each. A folder trashed
// takes its sub-folders and their files to the trash bin with it (marked `trashed_with`), and its
// restore brings back exactly those; things trashed on their own before stay in the trash bin.
import type { Db } from '../../../db/open.ts';
import { recordEvent } from '../../../events/record.ts';
import { notFound, validationError } from '../../../http/errors.ts';
import { deleteFilesPermanently, requireRows } from '../file-changes.ts';
import { FILE_DESCRIPTOR_FQDN, FOLDER, type MediaFileDoc } from '../media-file-doc.ts';
import type { MediaStorage } from '../storage.ts';
import { getFileRow, saveFile } from '../store.ts';
import { FOLDER_FQDN, newFolderId, SYSTEM_FOLDERS, type FolderDoc } from './folder-doc.ts';
import {
  deleteFolderRow,
  descendantFolderIds,
  fileIdsInFolders,
  fileTrashedWith,
  getFolderRow,
  insertFolder,
  saveFolder,
  setFileTrashedWith,
  type FolderRow,
} from './store.ts';

/** The folder, or a 404 (system folders are not folders one can read or change). */
export function requireFolder(db: Db, siteId: string, id: string): FolderRow {
  const row = getFolderRow(db, siteId, id);
  if (!row) throw notFound('Folder', id);
  return row;
}

/** The folders of `ids`, or a 404 naming the unknown ones (nothing changes then). */
export function requireFolders(db: Db, siteId: string, ids: string[]): FolderRow[] {
  const rows = ids.map((id) => getFolderRow(db, siteId, id));
  const missing = ids.filter((_, i) => !rows[i]);
  if (missing.length) throw notFound('Folder', missing.join(', '));
  return rows as FolderRow[];
}

/** A folder may hold folders if it is media-root, visitor-uploads, or a live folder of the site. */
function checkParent(db: Db, siteId: string, parentFolderId: string, field: string): void {
  if (parentFolderId === FOLDER.TRASH_ROOT) {
    throw validationError([
      { field, description: 'cannot be the trash bin; use Bulk Delete Folders', violatedRule: 'OTHER' },
    ]);
  }
  if (SYSTEM_FOLDERS.has(parentFolderId)) return;
  const parent = requireFolder(db, siteId, parentFolderId);
  if (parent.doc.state === 'DELETED')
    throw validationError([{ field, description: 'is a folder in the trash bin', violatedRule: 'OTHER' }]);
}

export function createFolder(
  db: Db,
  siteId: string,
  input: { displayName: string; parentFolderId?: string | null },
  now = new Date(),
): FolderDoc {
  const parentFolderId = input.parentFolderId ?? FOLDER.MEDIA_ROOT;
  checkParent(db, siteId, parentFolderId, 'parentFolderId');
  const iso = now.toISOString();
  const doc: FolderDoc = {
    id: newFolderId(),
    displayName: input.displayName,
    parentFolderId,
    createdDate: iso,
    updatedDate: iso,
    state: 'OK',
    siteId,
  };
  db.transaction(() => {
    insertFolder(db, siteId, doc);
    recordEvent(db, siteId, { entityFqdn: FOLDER_FQDN, slug: 'created', entityId: doc.id, entity: doc }, now);
  })();
  return doc;
}

export function updateFolder(
  db: Db,
  siteId: string,
  id: string,
  changes: { displayName?: string; parentFolderId?: string },
  now = new Date(),
): FolderDoc {
  const row = requireFolder(db, siteId, id);
  const next: FolderDoc = { ...row.doc };
  const modifiedFields: Record<string, unknown> = {};
  if (changes.displayName !== undefined && changes.displayName !== row.doc.displayName) {
    modifiedFields.displayName = row.doc.displayName;
    next.displayName = changes.displayName;
  }
  if (changes.parentFolderId !== undefined && changes.parentFolderId !== row.doc.parentFolderId) {
    const field = 'folder.parentFolderId';
    if (row.doc.state === 'DELETED')
      throw validationError([{ field, description: 'cannot move a folder in the trash bin', violatedRule: 'OTHER' }]);
    if (changes.parentFolderId === id || descendantFolderIds(db, siteId, id).includes(changes.parentFolderId))
      throw validationError([{ field, description: 'cannot be the folder itself or below it', violatedRule: 'OTHER' }]);
    checkParent(db, siteId, changes.parentFolderId, field);
    modifiedFields.parentFolderId = row.doc.parentFolderId;
    next.parentFolderId = changes.parentFolderId;
  }
  if (Object.keys(modifiedFields).length === 0) return row.doc;
  next.updatedDate = now.toISOString();
  db.transaction(() => {
    saveFolder(db, siteId, { ...row, doc: next });
    recordEvent(
      db,
      siteId,
      { entityFqdn: FOLDER_FQDN, slug: 'updated', entityId: id, entity: next, modifiedFields },
      now,
    );
  })();
  return next;
}

const fileEvent = (db: Db, doc: MediaFileDoc, restored: boolean, now: Date) =>
  recordEvent(
    db,
    doc.siteId,
    restored
      ? {
          entityFqdn: FILE_DESCRIPTOR_FQDN,
          slug: 'file_ready',
          entityId: doc.id,
          body: { file: doc, triggeredByUndelete: true },
        }
      : { entityFqdn: FILE_DESCRIPTOR_FQDN, slug: 'deleted', entityId: doc.id, entity: doc },
    now,
  );

/** Moves live folders to the trash bin with what they hold; folders already there are left alone. */
export function trashFolders(db: Db, siteId: string, rows: FolderRow[], now = new Date()): void {
  const iso = now.toISOString();
  db.transaction(() => {
    for (const row of rows) {
      // Read again: an earlier folder of the same call may have taken this one along.
      const top = getFolderRow(db, siteId, row.doc.id)!;
      if (top.doc.state === 'DELETED') continue;
      const trashed: FolderDoc = { ...top.doc, parentFolderId: FOLDER.TRASH_ROOT, state: 'DELETED', updatedDate: iso };
      saveFolder(db, siteId, { doc: trashed, trashedFrom: top.doc.parentFolderId, trashedWith: null });
      recordEvent(db, siteId, { entityFqdn: FOLDER_FQDN, slug: 'deleted', entityId: trashed.id, entity: trashed }, now);
      const below = descendantFolderIds(db, siteId, top.doc.id);
      for (const id of below) {
        const sub = getFolderRow(db, siteId, id)!;
        if (sub.doc.state === 'DELETED') continue;
        const doc: FolderDoc = { ...sub.doc, state: 'DELETED', updatedDate: iso };
        saveFolder(db, siteId, { ...sub, doc, trashedWith: top.doc.id });
        recordEvent(db, siteId, { entityFqdn: FOLDER_FQDN, slug: 'deleted', entityId: id, entity: doc }, now);
      }
      for (const fileId of fileIdsInFolders(db, siteId, [top.doc.id, ...below])) {
        const file = getFileRow(db, siteId, fileId)!;
        if (file.doc.state === 'DELETED') continue;
        // The file keeps its folder: it is in the trash bin inside it.
        const doc: MediaFileDoc = { ...file.doc, state: 'DELETED', updatedDate: iso };
        saveFile(db, siteId, doc, file.trashedFrom);
        setFileTrashedWith(db, siteId, fileId, top.doc.id);
        fileEvent(db, doc, false, now);
      }
    }
  })();
}

/** Back where each folder was trashed from (media-root when that folder is gone or trashed), with what it took along. */
export function restoreFolders(db: Db, siteId: string, rows: FolderRow[], now = new Date()): void {
  const iso = now.toISOString();
  db.transaction(() => {
    for (const row of rows) {
      if (row.doc.state !== 'DELETED' || row.trashedWith) continue;
      const from = row.trashedFrom ?? FOLDER.MEDIA_ROOT;
      const parentLive = SYSTEM_FOLDERS.has(from) || getFolderRow(db, siteId, from)?.doc.state === 'OK';
      const parentFolderId = parentLive && from !== FOLDER.TRASH_ROOT ? from : FOLDER.MEDIA_ROOT;
      const restored: FolderDoc = { ...row.doc, parentFolderId, state: 'OK', updatedDate: iso };
      saveFolder(db, siteId, { doc: restored, trashedFrom: null, trashedWith: null });
      const modifiedFields = { state: 'DELETED', parentFolderId: FOLDER.TRASH_ROOT };
      recordEvent(
        db,
        siteId,
        { entityFqdn: FOLDER_FQDN, slug: 'updated', entityId: restored.id, entity: restored, modifiedFields },
        now,
      );
      const below = descendantFolderIds(db, siteId, row.doc.id);
      for (const id of below) {
        const sub = getFolderRow(db, siteId, id)!;
        if (sub.trashedWith !== row.doc.id) continue;
        const doc: FolderDoc = { ...sub.doc, state: 'OK', updatedDate: iso };
        saveFolder(db, siteId, { ...sub, doc, trashedWith: null });
        recordEvent(
          db,
          siteId,
          { entityFqdn: FOLDER_FQDN, slug: 'updated', entityId: id, entity: doc, modifiedFields: { state: 'DELETED' } },
          now,
        );
      }
      for (const fileId of fileIdsInFolders(db, siteId, [row.doc.id, ...below])) {
        const file = getFileRow(db, siteId, fileId)!;
        if (file.doc.state !== 'DELETED' || fileTrashedWith(db, siteId, fileId) !== row.doc.id) continue;
        const doc: MediaFileDoc = { ...file.doc, state: 'OK', updatedDate: iso };
        saveFile(db, siteId, doc, null);
        setFileTrashedWith(db, siteId, fileId, null);
        fileEvent(db, doc, true, now);
      }
    }
  })();
}

/** Deletes folders, the folders below them and every file in them, for good. */
export function deleteFoldersPermanently(db: Db, storage: MediaStorage, siteId: string, rows: FolderRow[]): void {
  const folderIds = [...new Set(rows.flatMap((r) => [r.doc.id, ...descendantFolderIds(db, siteId, r.doc.id)]))];
  const files = requireRows(db, siteId, fileIdsInFolders(db, siteId, folderIds));
  db.transaction(() => {
    for (const id of folderIds) {
      const row = getFolderRow(db, siteId, id)!;
      deleteFolderRow(db, siteId, id);
      recordEvent(db, siteId, { entityFqdn: FOLDER_FQDN, slug: 'deleted', entityId: id, entity: row.doc });
    }
  })();
  deleteFilesPermanently(db, storage, files);
}
