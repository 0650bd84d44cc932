// The one update of a file descriptor behind Update File Descriptor (the SDK's PATCH
// /files/update-file-descriptor and the REST PATCH /files/{file.id}/update) and the deprecated
// Update File (PATCH /files/{fileId}): name, folder and labels, as a field mask allows.
import type { Db } from '../../db/open.ts';
import { notFound, validationError } from '../../http/errors.ts';
import { updateFile } from './file-changes.ts';
import { FOLDER, type MediaFileDoc } from './media-file-doc.ts';
import { getFileRow } from './store.ts';

const UPDATABLE = ['displayName', 'parentFolderId', 'labels'] as const;

export interface FileChanges {
  displayName?: string;
  parentFolderId?: string | null;
  labels?: string[] | null;
}

/** Which updatable fields a field mask names ("displayName,labels" or {paths:["file.displayName"]}). */
export function maskedFields(mask: string | { paths: string[] } | null | undefined): Set<string> | undefined {
  if (!mask) return undefined;
  const paths = typeof mask === 'string' ? mask.split(',') : mask.paths;
  return new Set(paths.map((p) => p.trim().replace(/^file\./, '')));
}

/** Applies the given (and masked-in) fields; unchanged when none is given. `field` names the body's object in errors. */
export function applyFileUpdate(
  db: Db,
  siteId: string,
  fileId: string,
  changes: FileChanges,
  mask: Set<string> | undefined,
  field = 'file',
): MediaFileDoc {
  const row = getFileRow(db, siteId, fileId);
  if (!row) throw notFound('File', fileId);
  const next: MediaFileDoc = { ...row.doc };
  const modifiedFields: Record<string, unknown> = {};
  for (const name of UPDATABLE) {
    const value = changes[name];
    if (value === undefined || (mask && !mask.has(name))) continue;
    if (name === 'parentFolderId' && value === FOLDER.TRASH_ROOT) {
      throw validationError([
        {
          field: field ? `${field}.parentFolderId` : 'parentFolderId',
          description: 'cannot be the trash bin; use Bulk Delete Files',
          violatedRule: 'OTHER',
        },
      ]);
    }
    if (name === 'labels') next.labels = (value as string[] | null) ?? [];
    else if (name === 'parentFolderId') next.parentFolderId = (value as string | null) ?? FOLDER.MEDIA_ROOT;
    else next.displayName = value as string;
    modifiedFields[name] = row.doc[name];
  }
  if (Object.keys(modifiedFields).length === 0) return row.doc;
  next.updatedDate = new Date().toISOString();
  return updateFile(db, row, next, modifiedFields);
}
