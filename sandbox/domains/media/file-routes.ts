// Site Media: read, update, list and search file descriptors; trash, restore and list the trash bin.
import type { Hono } from 'hono';
import { notFound, validationError } from '../../http/errors.ts';
import type { SandboxDeps, SandboxEnv } from '../../http/env.ts';
import { parseInput, readJsonBody, readQuery } from '../../http/validate.ts';
import { deleteFilesPermanently, requireRows, restoreFiles, trashFiles, updateFile } from './file-changes.ts';
import { runFileList } from './list-query.ts';
import { FOLDER, type MediaFileDoc } from './media-file-doc.ts';
import { adminRequest } from './route-context.ts';
import {
  bulkDeleteBody,
  fileIdsBody,
  getFileQuery,
  listFilesQuery,
  resolveFileId,
  searchFilesBody,
  updateFileBody,
} from './schemas.ts';
import { mediaStorage } from './storage.ts';
import { getFileRow } from './store.ts';

const UPDATABLE = ['displayName', 'parentFolderId', 'labels'] as const;

/** Which updatable fields a field mask names ("displayName,labels" or {paths:["file.displayName"]}). */
function maskedFields(mask: string | { paths: string[] } | null | undefined): Set<string> | undefined {
  if (!mask) return undefined;
  const paths = typeof mask === 'string' ? mask.split(',') : mask.paths;
  return new Set(paths.map((p) => p.trim().replace(/^file\./, '')));
}

export function registerFileRoutes(app: Hono<SandboxEnv>, { db }: SandboxDeps): void {
  app.get('/files/get-file-by-id', (c) => {
    const { siteId } = adminRequest(c);
    const fileId = resolveFileId(parseInput(getFileQuery, readQuery(c)).fileId);
    const row = getFileRow(db, siteId, fileId);
    if (!row) throw notFound('File', fileId);
    return c.json({ file: row.doc });
  });

  app.post('/files/get-files', async (c) => {
    const { siteId } = adminRequest(c);
    const { fileIds } = parseInput(fileIdsBody, await readJsonBody(c));
    const rows = requireRows(db, siteId, fileIds.map(resolveFileId));
    return c.json({ files: rows.map((r) => r.doc) });
  });

  app.patch('/files/update-file-descriptor', async (c) => {
    const { siteId } = adminRequest(c);
    const { file, fieldMask } = parseInput(updateFileBody, await readJsonBody(c));
    const fileId = resolveFileId(file.id);
    const row = getFileRow(db, siteId, fileId);
    if (!row) throw notFound('File', fileId);
    const mask = maskedFields(fieldMask);
    const next: MediaFileDoc = { ...row.doc };
    const modifiedFields: Record<string, unknown> = {};
    for (const field of UPDATABLE) {
      const value = file[field];
      if (value === undefined || (mask && !mask.has(field))) continue;
      if (field === 'parentFolderId' && value === FOLDER.TRASH_ROOT) {
        throw validationError([
          {
            field: 'file.parentFolderId',
            description: 'cannot be the trash bin; use Bulk Delete Files',
            violatedRule: 'OTHER',
          },
        ]);
      }
      if (field === 'labels') next.labels = (value as string[] | null) ?? [];
      else if (field === 'parentFolderId') next.parentFolderId = (value as string | null) ?? FOLDER.MEDIA_ROOT;
      else next.displayName = value as string;
      modifiedFields[field] = row.doc[field];
    }
    if (Object.keys(modifiedFields).length === 0) return c.json({ file: row.doc });
    next.updatedDate = new Date().toISOString();
    return c.json({ file: updateFile(db, row, next, modifiedFields) });
  });

  app.get('/files', (c) => {
    const { siteId } = adminRequest(c);
    const q = parseInput(listFilesQuery, readQuery(c));
    const folderId = q.parentFolderId ?? FOLDER.MEDIA_ROOT;
    return c.json(
      runFileList(db, siteId, {
        scope: { kind: 'folder', folderId },
        mediaTypes: q.mediaTypes,
        private: q.private ?? undefined,
        sort: q.sort,
        paging: q.paging,
      }),
    );
  });

  app.post('/files/search', async (c) => {
    const { siteId } = adminRequest(c);
    const b = parseInput(searchFilesBody, await readJsonBody(c));
    const scope = { kind: 'root' as const, root: b.rootFolder ?? 'MEDIA_ROOT' };
    return c.json(
      runFileList(db, siteId, {
        scope,
        search: b.search?.trim() || undefined,
        mediaTypes: b.mediaTypes,
        private: b.private ?? undefined,
        sort: b.sort,
        paging: b.paging,
      }),
    );
  });

  app.get('/trash-bin/files', (c) => {
    const { siteId } = adminRequest(c);
    const q = parseInput(listFilesQuery, readQuery(c));
    const scope = { kind: 'trash' as const, folderId: q.parentFolderId ?? undefined };
    return c.json(
      runFileList(db, siteId, {
        scope,
        mediaTypes: q.mediaTypes,
        private: q.private ?? undefined,
        sort: q.sort,
        paging: q.paging,
      }),
    );
  });

  app.post('/bulk/files/delete', async (c) => {
    const { siteId } = adminRequest(c);
    const b = parseInput(bulkDeleteBody, await readJsonBody(c));
    const rows = requireRows(db, siteId, [...new Set(b.fileIds.map(resolveFileId))]);
    if (b.permanent) deleteFilesPermanently(db, mediaStorage(db), rows);
    else trashFiles(db, rows, new Date());
    return c.json({});
  });

  app.post('/bulk/trash-bin/files/restore', async (c) => {
    const { siteId } = adminRequest(c);
    const { fileIds } = parseInput(fileIdsBody, await readJsonBody(c));
    restoreFiles(db, requireRows(db, siteId, [...new Set(fileIds.map(resolveFileId))]), new Date());
    return c.json({});
  });
}
