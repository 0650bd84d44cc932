// media_folders persistence, scoped by site, and the folder links of media_files (trashed_with).
// No events here (see changes.ts).
import type { Db } from '../../../db/open.ts';
import type { FolderDoc } from './folder-doc.ts';

export interface FolderRow {
  doc: FolderDoc;
  trashedFrom: string | null;
  trashedWith: string | null;
}

type RawRow = { doc: string; trashed_from: string | null; trashed_with: string | null };
const toRow = (r: RawRow): FolderRow => ({
  doc: JSON.parse(r.doc) as FolderDoc,
  trashedFrom: r.trashed_from,
  trashedWith: r.trashed_with,
});

export function getFolderRow(db: Db, siteId: string, id: string): FolderRow | undefined {
  const r = db
    .prepare('SELECT doc, trashed_from, trashed_with FROM media_folders WHERE site_id = ? AND id = ?')
    .get(siteId, id) as RawRow | undefined;
  return r && toRow(r);
}

/** Every folder of the site (a site has tens or hundreds: lists and searches filter them here). */
export function allFolderRows(db: Db, siteId: string): FolderRow[] {
  return (
    db.prepare('SELECT doc, trashed_from, trashed_with FROM media_folders WHERE site_id = ?').all(siteId) as RawRow[]
  ).map(toRow);
}

export function insertFolder(db: Db, siteId: string, doc: FolderDoc): void {
  db.prepare('INSERT INTO media_folders (site_id, id, doc) VALUES (?, ?, ?)').run(siteId, doc.id, JSON.stringify(doc));
}

export function saveFolder(db: Db, siteId: string, row: FolderRow): void {
  db.prepare('UPDATE media_folders SET doc = ?, trashed_from = ?, trashed_with = ? WHERE site_id = ? AND id = ?').run(
    JSON.stringify(row.doc),
    row.trashedFrom,
    row.trashedWith,
    siteId,
    row.doc.id,
  );
}

export function deleteFolderRow(db: Db, siteId: string, id: string): void {
  db.prepare('DELETE FROM media_folders WHERE site_id = ? AND id = ?').run(siteId, id);
}

/** The folders below `id` (children, their children, …), nearest first; `id` itself is not included. */
export function descendantFolderIds(db: Db, siteId: string, id: string): string[] {
  const rows = db
    .prepare(
      `WITH RECURSIVE below(id, depth) AS (
         SELECT id, 1 FROM media_folders WHERE site_id = ? AND parent_folder_id = ?
         UNION SELECT f.id, below.depth + 1 FROM media_folders f JOIN below ON f.parent_folder_id = below.id
           WHERE f.site_id = ?
       ) SELECT id FROM below ORDER BY depth, id`,
    )
    .all(siteId, id, siteId) as { id: string }[];
  return rows.map((r) => r.id);
}

/** Ids of the files directly in any of these folders (any state). */
export function fileIdsInFolders(db: Db, siteId: string, folderIds: string[]): string[] {
  const rows = db
    .prepare(
      `SELECT id FROM media_files WHERE site_id = ? AND parent_folder_id IN (SELECT value FROM json_each(?)) ORDER BY id`,
    )
    .all(siteId, JSON.stringify(folderIds)) as { id: string }[];
  return rows.map((r) => r.id);
}

export function fileTrashedWith(db: Db, siteId: string, fileId: string): string | null {
  const r = db.prepare('SELECT trashed_with FROM media_files WHERE site_id = ? AND id = ?').get(siteId, fileId) as
    { trashed_with: string | null } | undefined;
  return r?.trashed_with ?? null;
}

export function setFileTrashedWith(db: Db, siteId: string, fileId: string, folderId: string | null): void {
  db.prepare('UPDATE media_files SET trashed_with = ? WHERE site_id = ? AND id = ?').run(folderId, siteId, fileId);
}

/** Whether `id` names a folder of the site that is in the trash bin (a file restored into it goes to media-root). */
export function isTrashedFolder(db: Db, siteId: string, id: string): boolean {
  return getFolderRow(db, siteId, id)?.doc.state === 'DELETED';
}
