// Site Media folders (base /site-media/v1): create, get, list, search, update, the folder's
// download URL, bulk delete and restore from the trash bin, the trash bin's folders.
import type { Hono } from 'hono';
import type { SandboxDeps, SandboxEnv } from '../../../http/env.ts';
import { parseInput, readJsonBody, readQuery } from '../../../http/validate.ts';
import { folderArchiveUrl } from '../byte-urls.ts';
import { FOLDER } from '../media-file-doc.ts';
import { adminRequest } from '../route-context.ts';
import { mediaStorage } from '../storage.ts';
import {
  createFolder,
  deleteFoldersPermanently,
  requireFolder,
  requireFolders,
  restoreFolders,
  trashFolders,
  updateFolder,
} from './changes.ts';
import { runFolderList } from './list.ts';
import {
  createFolderBody,
  folderIdParam,
  folderIdsBody,
  listFoldersQuery,
  maskedFolderFields,
  searchFoldersBody,
  updateFolderBody,
} from './schemas.ts';

export function registerFolderRoutes(app: Hono<SandboxEnv>, { db }: SandboxDeps): void {
  const storage = mediaStorage(db);
  const idOf = (c: { req: { param(k: 'folderId'): string } }) =>
    parseInput(folderIdParam, { folderId: c.req.param('folderId') }).folderId;

  app.post('/folders', async (c) => {
    const { siteId } = adminRequest(c);
    const body = parseInput(createFolderBody, await readJsonBody(c));
    return c.json({ folder: createFolder(db, siteId, body) });
  });

  app.get('/folders', (c) => {
    const { siteId } = adminRequest(c);
    const q = parseInput(listFoldersQuery, readQuery(c));
    const scope = { kind: 'children' as const, parentFolderId: q.parentFolderId ?? FOLDER.MEDIA_ROOT };
    return c.json(runFolderList(db, siteId, { scope, sort: q.sort, paging: q.paging }));
  });

  app.post('/folders/search', async (c) => {
    const { siteId } = adminRequest(c);
    const b = parseInput(searchFoldersBody, await readJsonBody(c));
    const scope = { kind: 'root' as const, root: b.rootFolder ?? 'MEDIA_ROOT' };
    const search = b.search?.trim() || undefined;
    return c.json(runFolderList(db, siteId, { scope, ...(search ? { search } : {}), sort: b.sort, paging: b.paging }));
  });

  app.get('/folders/:folderId', (c) => {
    const { siteId } = adminRequest(c);
    return c.json({ folder: requireFolder(db, siteId, idOf(c)).doc });
  });

  app.patch('/folders/:folderId', async (c) => {
    const { siteId } = adminRequest(c);
    const id = idOf(c);
    const b = parseInput(updateFolderBody, await readJsonBody(c));
    const mask = maskedFolderFields(b.fieldMask);
    const pick = (field: 'displayName' | 'parentFolderId') =>
      mask && !mask.has(field) ? undefined : (b.folder?.[field] ?? b[field]);
    return c.json({
      folder: updateFolder(db, siteId, id, {
        displayName: pick('displayName'),
        parentFolderId: pick('parentFolderId'),
      }),
    });
  });

  app.post('/folders/:folderId/generate-download-url', (c) => {
    const { siteId, origin } = adminRequest(c);
    const folderId = requireFolder(db, siteId, idOf(c)).doc.id;
    return c.json({ downloadUrl: folderArchiveUrl(origin, storage.secret, { kind: 'folder', siteId, folderId }) });
  });

  app.post('/bulk/folders/delete', async (c) => {
    const { siteId } = adminRequest(c);
    const b = parseInput(folderIdsBody, await readJsonBody(c));
    const rows = requireFolders(db, siteId, [...new Set(b.folderIds)]);
    if (b.permanent) deleteFoldersPermanently(db, storage, siteId, rows);
    else trashFolders(db, siteId, rows);
    return c.json({});
  });

  app.post('/bulk/trash-bin/folders/restore', async (c) => {
    const { siteId } = adminRequest(c);
    const b = parseInput(folderIdsBody, await readJsonBody(c));
    restoreFolders(db, siteId, requireFolders(db, siteId, [...new Set(b.folderIds)]));
    return c.json({});
  });

  app.get('/trash-bin/folders', (c) => {
    const { siteId } = adminRequest(c);
    const q = parseInput(listFoldersQuery, readQuery(c));
    const scope = { kind: 'trash' as const, ...(q.parentFolderId ? { parentFolderId: q.parentFolderId } : {}) };
    return c.json(runFolderList(db, siteId, { scope, sort: q.sort, paging: q.paging }));
  });
}
