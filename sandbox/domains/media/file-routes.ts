// Site Media: read, update, list and search file descriptors; trash, restore and list the trash bin.
import type { Hono } from 'hono';
import { notFound } from '../../http/errors.ts';
import type { SandboxDeps, SandboxEnv } from '../../http/env.ts';
import { parseInput, readJsonBody, readQuery } from '../../http/validate.ts';
import { deleteFilesPermanently, requireRows, restoreFiles, trashFiles } from './file-changes.ts';
import { applyFileUpdate, maskedFields } from './file-update.ts';
import { runFileList } from './list-query.ts';
import { FOLDER } from './media-file-doc.ts';
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
    return c.json({ file: applyFileUpdate(db, siteId, resolveFileId(file.id), file, maskedFields(fieldMask)) });
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
