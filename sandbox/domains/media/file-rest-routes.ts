// The REST paths of the provider's reference beside the SDK's own (file-routes.ts,
// transfer-routes.ts): the file id in the path instead of the body or query string. Registered after
// them, so `/files/get-file-by-id` and the other fixed paths are never taken for a file id.
import type { Hono } from 'hono';
import { notFound } from '../../http/errors.ts';
import type { SandboxDeps, SandboxEnv } from '../../http/env.ts';
import { parseInput, readJsonBody } from '../../http/validate.ts';
import { applyFileUpdate, maskedFields } from './file-update.ts';
import { adminRequest } from './route-context.ts';
import {
  fileDownloadOptionsBody,
  resolveFileId,
  updateFileAtPathBody,
  updateFileFieldsBody,
  videoStreamOptionsBody,
} from './schemas.ts';
import { mediaStorage } from './storage.ts';
import { getFileRow } from './store.ts';
import { fileDownloadUrls, videoStreamUrl } from './transfer-urls.ts';

export function registerFileRestRoutes(app: Hono<SandboxEnv>, { db }: SandboxDeps): void {
  const storage = mediaStorage(db);
  const fileIdOf = (c: { req: { param(k: 'fileId'): string } }) => resolveFileId(c.req.param('fileId'));

  // Get File Descriptor.
  app.get('/files/:fileId', (c) => {
    const { siteId } = adminRequest(c);
    const row = getFileRow(db, siteId, fileIdOf(c));
    if (!row) throw notFound('File', fileIdOf(c));
    return c.json({ file: row.doc });
  });

  // Update File (deprecated by the provider in favour of Update File Descriptor; still documented).
  app.patch('/files/:fileId', async (c) => {
    const { siteId } = adminRequest(c);
    const b = parseInput(updateFileFieldsBody, await readJsonBody(c));
    return c.json({ file: applyFileUpdate(db, siteId, fileIdOf(c), b, undefined, '') });
  });

  // Update File Descriptor.
  app.patch('/files/:fileId/update', async (c) => {
    const { siteId } = adminRequest(c);
    const { file, fieldMask } = parseInput(updateFileAtPathBody, await readJsonBody(c));
    return c.json({ file: applyFileUpdate(db, siteId, fileIdOf(c), file, maskedFields(fieldMask)) });
  });

  // Generate File Download Url.
  app.post('/files/:fileId/generate-download-url', async (c) => {
    const at = adminRequest(c);
    const b = parseInput(fileDownloadOptionsBody, await readJsonBody(c));
    return c.json(fileDownloadUrls(db, storage, at, fileIdOf(c), b));
  });

  // Generate Video Streaming Url.
  app.post('/files/video/:fileId/generate-stream-url', async (c) => {
    const at = adminRequest(c);
    const b = parseInput(videoStreamOptionsBody, await readJsonBody(c));
    return c.json(videoStreamUrl(db, storage, at, fileIdOf(c), b));
  });
}
