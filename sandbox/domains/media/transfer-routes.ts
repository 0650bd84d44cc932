// Site Media: URLs for downloading, streaming and uploading, and imports from (loopback) URLs.
import type { Hono } from 'hono';
import type { SandboxDeps, SandboxEnv } from '../../http/env.ts';
import { parseInput, readJsonBody } from '../../http/validate.ts';
import { archiveUrl, tusEndpoint, uploadUrl } from './byte-urls.ts';
import { fileDownloadUrls, videoStreamUrl } from './transfer-urls.ts';
import { requireRows } from './file-changes.ts';
import { importUrl } from './import-fetch.ts';
import { importFile, type ImportContext } from './import-file.ts';
import type { MediaFileDoc } from './media-file-doc.ts';
import { adminRequest } from './route-context.ts';
import {
  bulkImportBody,
  bulkImportV2Body,
  fileDownloadUrlBody,
  fileIdsBody,
  importItem,
  resolveFileId,
  resumableUploadUrlBody,
  uploadUrlBody,
  videoStreamBody,
} from './schemas.ts';
import { mediaStorage } from './storage.ts';
import { createUpload } from './uploads-store.ts';
import { checkVisitorUpload, isVisitorOrMember } from './visitor-uploads.ts';
import { ownOrigin } from '../../http/own-origin.ts';

export function registerTransferRoutes(app: Hono<SandboxEnv>, { db, remoteOrigins }: SandboxDeps): void {
  const storage = mediaStorage(db);

  app.post('/files/generate-download-url', async (c) => {
    const { siteId, origin } = adminRequest(c);
    const { fileIds } = parseInput(fileIdsBody, await readJsonBody(c));
    const ids = requireRows(db, siteId, fileIds.map(resolveFileId)).map((r) => r.doc.id);
    return c.json({ downloadUrl: archiveUrl(origin, storage.secret, { kind: 'zip', siteId, fileIds: ids }) });
  });

  app.post('/files/generate-file-download-url', async (c) => {
    const at = adminRequest(c);
    const b = parseInput(fileDownloadUrlBody, await readJsonBody(c));
    return c.json(fileDownloadUrls(db, storage, at, resolveFileId(b.fileId), b));
  });

  app.post('/files/generate-video-stream-url', async (c) => {
    const at = adminRequest(c);
    const b = parseInput(videoStreamBody, await readJsonBody(c));
    return c.json(videoStreamUrl(db, storage, at, resolveFileId(b.fileId), b));
  });

  app.post('/files/generate-upload-url', async (c) => {
    // Visitors and members may ask too, for their own photos (visitor-uploads.ts); the rest is admin-only.
    const visitor = isVisitorOrMember(c.get('caller'));
    const { siteId, origin } = visitor ? { siteId: c.get('siteId')!, origin: ownOrigin(c) } : adminRequest(c);
    const b = parseInput(uploadUrlBody, await readJsonBody(c));
    const limits = visitor ? checkVisitorUpload(b) : undefined;
    const token = createUpload(db, siteId, 'PUT', {
      mimeType: b.mimeType,
      fileName: b.fileName,
      parentFolderId: b.parentFolderId,
      labels: b.labels,
      externalInfo: b.externalInfo,
      // A visitor's file is public (the review shows it) and must bring what was announced.
      ...(limits ? { private: false, limits } : { private: b.private }),
    });
    return c.json({ uploadUrl: uploadUrl(origin, token) });
  });

  app.post('/files/generate-resumable-upload-url', async (c) => {
    const { siteId, origin } = adminRequest(c);
    const b = parseInput(resumableUploadUrlBody, await readJsonBody(c));
    const token = createUpload(db, siteId, 'TUS', {
      mimeType: b.mimeType,
      fileName: b.fileName,
      parentFolderId: b.parentFolderId,
      private: b.private,
      labels: b.labels,
    });
    return c.json({ uploadProtocol: 'TUS', uploadUrl: tusEndpoint(origin), uploadToken: token });
  });

  const allowsFrom = (origin: string) => (url: URL) => remoteOrigins.allows(url, origin);
  const context = (siteId: string, origin: string): ImportContext => ({
    db,
    storage,
    siteId,
    origin,
    allows: allowsFrom(origin),
  });
  const checked = (raw: string, field: string, origin: string) =>
    importUrl(raw, field, allowsFrom(origin), remoteOrigins.describe(origin));

  app.post('/files/import', async (c) => {
    const { siteId, origin } = adminRequest(c);
    const item = parseInput(importItem, await readJsonBody(c));
    const url = checked(item.url, 'url', origin);
    return c.json({ file: await importFile(context(siteId, origin), item, url) });
  });

  app.post('/bulk/files/import', async (c) => {
    const { siteId, origin } = adminRequest(c);
    const { importFileRequests } = parseInput(bulkImportBody, await readJsonBody(c));
    // All or nothing on validation: any URL not on an allowed origin refuses the whole request.
    const urls = importFileRequests.map((r, i) => checked(r.url, `importFileRequests[${i}].url`, origin));
    const files: MediaFileDoc[] = [];
    for (const [i, r] of importFileRequests.entries())
      files.push(await importFile(context(siteId, origin), r, urls[i]!));
    // The provider leaves `media` out of this response (documented).
    return c.json({ files: files.map(({ media: _media, ...rest }) => rest) });
  });

  app.post('/bulk/files/import-v2', async (c) => {
    const { siteId, origin } = adminRequest(c);
    const { importFileRequests, returnEntity } = parseInput(bulkImportV2Body, await readJsonBody(c));
    const results = [];
    for (const [originalIndex, r] of importFileRequests.entries()) {
      try {
        const file = await importFile(
          context(siteId, origin),
          r,
          checked(r.url, `importFileRequests[${originalIndex}].url`, origin),
        );
        const success = file.operationStatus !== 'FAILED';
        const error = success
          ? {}
          : { error: { code: 'IMPORT_FAILED', description: `Could not fetch ${r.url}`, data: {} } };
        results.push({
          itemMetadata: { id: file.id, originalIndex, success, ...error },
          ...(returnEntity === false ? {} : { item: file }),
        });
      } catch (e) {
        const description = e instanceof Error ? e.message : String(e);
        results.push({
          itemMetadata: { originalIndex, success: false, error: { code: 'INVALID_ARGUMENT', description, data: {} } },
        });
      }
    }
    const totalSuccesses = results.filter((r) => r.itemMetadata.success).length;
    return c.json({
      results,
      bulkActionMetadata: { totalSuccesses, totalFailures: results.length - totalSuccesses, undetailedFailures: 0 },
    });
  });
}
