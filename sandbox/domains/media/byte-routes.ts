// The sandbox's media byte endpoints under /_media, outside provider auth (holding the URL is the
// authorization, as with the provider's upload and download hosts):
//   PUT  /upload/<token>?filename=   plain upload (Upload API) → {file}
//   /tus, /tus/<token>               resumable upload (TUS, see tus.ts)
//   GET  /download/<signed token>    one file (expiring; 403 or redirect when expired)
//   GET  /archive/<signed token>     a zip of several files (permanent)
//   GET  /folder-archive/<token>     a zip of a folder with its sub-folders (permanent)
//   GET  /stream/<signed token>      HLS/DASH manifest of a video
//   GET  /static/<siteId>/<fileId>   the `url` of public uploaded files
//   GET  /wixstatic/media/<fileId>   stand-in for Wix's public media host (static.wixstatic.com/media/…)
// Mounted before the app's global middleware, so it sets its own request id and CORS headers.
import { Hono, type Context } from 'hono';
import { applicationError } from '../../http/errors.ts';
import type { SandboxDeps, SandboxEnv } from '../../http/env.ts';
import { downloadUrl } from './byte-urls.ts';
import { byteSafety } from './byte-safety.ts';
import { PUT_UPLOAD_MAX, readBodyCapped } from '../../http/body-limits.ts';
import { bytesOf, contentDisposition, placeholderName } from './serve-bytes.ts';
import { demoPicture } from './demo-picture.ts';
import { placeholderSvg } from './placeholder.ts';
import { siteOfFile } from './store.ts';
import { z } from 'zod';
import { verifyToken, type TokenClaims } from './signed-token.ts';
import { mediaStorage } from './storage.ts';
import { dashManifest, hlsPlaylist } from './stream-manifest.ts';
import { registerTusRoutes, TUS_HEADERS } from './tus.ts';
import { finishUpload } from './upload-file.ts';
import { getUpload } from './uploads-store.ts';
import { checkVisitorBytes } from './visitor-uploads.ts';
import { zipStored } from './zip.ts';
import { folderZipEntries } from './folders/archive.ts';
import { isAllowedOrigin } from '../../http/origin-policy.ts';
import { ownOrigin } from '../../http/own-origin.ts';

// CORS only for extension and loopback pages (origin-policy.ts), never `*`.
const corsFor = (origin: string | undefined): Record<string, string> =>
  origin && isAllowedOrigin(origin) ? { 'Access-Control-Allow-Origin': origin, Vary: 'Origin', ...CORS } : {};
const CORS = {
  'Access-Control-Expose-Headers':
    'x-wix-request-id, Location, Upload-Offset, Upload-Length, Tus-Resumable, Tus-Version, Tus-Extension, Tus-Max-Size, Content-Disposition',
};
const PREFLIGHT = {
  'Access-Control-Allow-Methods': 'GET, HEAD, PUT, POST, PATCH, OPTIONS',
  'Access-Control-Allow-Headers':
    'content-type, tus-resumable, upload-length, upload-offset, upload-metadata, upload-defer-length, x-http-method-override',
  'Access-Control-Max-Age': '600',
};

const WIX_STATIC_ID = z.string().regex(/^[\w.~-]{1,200}$/);
/** An id the media host names a picture by (`a27d24_<hex>~mv2.jpg`, or a plain name with an image extension). */
const IMAGE_ID = /(?:~mv2|\.(?:jpe?g|png|gif|webp))$/i;
const forbidden = (description: string) => applicationError(403, 'PERMISSION_DENIED', description);

export function mediaByteRoutes({ db }: SandboxDeps): Hono<SandboxEnv> {
  const storage = mediaStorage(db);
  const app = new Hono<SandboxEnv>();
  app.use('*', byteSafety());
  app.use('*', async (c, next) => {
    // TUS discovery and CORS preflight share OPTIONS: answer both.
    const cors = corsFor(c.req.header('origin'));
    if (c.req.method === 'OPTIONS') return c.body(null, 204, { ...cors, ...PREFLIGHT, ...TUS_HEADERS });
    await next();
    for (const [k, v] of Object.entries(cors)) c.res.headers.set(k, v);
  });

  function claimsOf<K extends TokenClaims['kind']>(c: Context, kind: K): Extract<TokenClaims, { kind: K }> {
    const claims = verifyToken(storage.secret, c.req.param('token') ?? '');
    if (!claims || claims.kind !== kind) throw forbidden('Invalid or tampered URL token');
    return claims as Extract<TokenClaims, { kind: K }>;
  }

  app.put('/upload/:token', async (c) => {
    const upload = getUpload(db, c.req.param('token'));
    if (!upload || upload.protocol !== 'PUT' || upload.expiresDate <= new Date().toISOString())
      throw forbidden('Unknown or expired upload URL');
    if (upload.fileId) throw applicationError(409, 'UPLOAD_ALREADY_COMPLETED', 'This upload URL was already used');
    const bytes = await readBodyCapped(c, PUT_UPLOAD_MAX);
    if (upload.params.limits) checkVisitorBytes(upload.params.limits, bytes.length, c.req.header('content-type'));
    const file = finishUpload(db, storage, upload, {
      bytes,
      fileName: c.req.query('filename'),
      contentType: c.req.header('content-type'),
      origin: ownOrigin(c),
    });
    return c.json({ file });
  });

  registerTusRoutes(app, db, storage);

  app.get('/download/:token', (c) => {
    const claims = claimsOf(c, 'file');
    if (claims.exp <= Date.now()) {
      if (claims.redirect) return c.redirect(claims.redirect, 302);
      throw forbidden('This download URL has expired');
    }
    const served = bytesOf(db, storage, claims.siteId, claims.fileId);
    if (!served) throw applicationError(404, 'NOT_FOUND', 'File not found', { fileId: claims.fileId });
    const name = claims.name ?? served.file.displayName;
    return c.body(new Uint8Array(served.bytes), 200, {
      'Content-Type': served.contentType,
      'Content-Disposition': contentDisposition(claims.disposition, name),
      'Cache-Control': 'private, no-store',
    });
  });

  app.get('/archive/:token', (c) => {
    const claims = claimsOf(c, 'zip');
    const entries = claims.fileIds.flatMap((id) => {
      const s = bytesOf(db, storage, claims.siteId, id);
      return s ? [{ path: [s.placeholder ? placeholderName(s) : s.file.displayName], data: s.bytes }] : [];
    });
    return c.body(new Uint8Array(zipStored(entries)), 200, {
      'Content-Type': 'application/zip',
      'Content-Disposition': contentDisposition('ATTACHMENT', 'files.zip'),
    });
  });

  app.get('/folder-archive/:token', (c) => {
    const claims = claimsOf(c, 'folder');
    const entries = folderZipEntries(db, storage, claims.siteId, claims.folderId);
    if (!entries) throw applicationError(404, 'NOT_FOUND', 'Folder not found', { folderId: claims.folderId });
    return c.body(new Uint8Array(zipStored(entries)), 200, {
      'Content-Type': 'application/zip',
      'Content-Disposition': contentDisposition('ATTACHMENT', 'folder.zip'),
    });
  });

  app.get('/stream/:token', (c) => {
    const claims = claimsOf(c, 'stream');
    if (claims.exp <= Date.now()) throw forbidden('This streaming URL has expired');
    const served = bytesOf(db, storage, claims.siteId, claims.fileId);
    if (!served) throw applicationError(404, 'NOT_FOUND', 'File not found', { fileId: claims.fileId });
    const origin = ownOrigin(c);
    const segment = downloadUrl(origin, storage.secret, {
      kind: 'file',
      siteId: claims.siteId,
      fileId: claims.fileId,
      assetKey: 'src',
      exp: claims.exp,
      disposition: 'INLINE',
    });
    return claims.format === 'DASH'
      ? c.body(dashManifest(segment, served.contentType), 200, { 'Content-Type': 'application/dash+xml' })
      : c.body(hlsPlaylist(segment), 200, { 'Content-Type': 'application/vnd.apple.mpegurl' });
  });

  // Wix's public media host, where an image id resolves (`https://static.wixstatic.com/media/<id>`,
  // optionally followed by a transform path, which is not applied): a public file's bytes by its id
  // alone; a seeded image, which has no bytes, as the picture drawn from its id (serve-bytes.ts). The
  // demo reviews' photos and the members' and contacts' pictures name images that are no file of any
  // site: an image id among them is drawn from its id the same way, anything else as an SVG card.
  const wixStatic = (c: Context<SandboxEnv>) => {
    const fileId = WIX_STATIC_ID.safeParse(c.req.param('fileId'));
    if (!fileId.success) throw applicationError(400, 'INVALID_ARGUMENT', 'Not a media file id');
    const siteId = siteOfFile(db, fileId.data);
    const served = siteId ? bytesOf(db, storage, siteId, fileId.data) : undefined;
    if (served?.file.private) throw forbidden('Private file: use Generate File Download Url');
    const headers = { 'Cache-Control': 'public, max-age=60' };
    if (!served && IMAGE_ID.test(fileId.data))
      return c.body(new Uint8Array(demoPicture(fileId.data)), 200, { ...headers, 'Content-Type': 'image/png' });
    if (!served)
      return c.body(new Uint8Array(placeholderSvg(fileId.data, 'IMAGE')), 200, {
        ...headers,
        'Content-Type': 'image/svg+xml',
      });
    return c.body(new Uint8Array(served.bytes), 200, { ...headers, 'Content-Type': served.contentType });
  };
  app.get('/wixstatic/media/:fileId', wixStatic);
  app.get('/wixstatic/media/:fileId/*', wixStatic);

  app.get('/static/:siteId/:fileId', (c) => {
    const served = bytesOf(db, storage, c.req.param('siteId'), c.req.param('fileId'));
    if (!served) throw applicationError(404, 'NOT_FOUND', 'File not found');
    if (served.file.private) throw forbidden('Private file: use Generate File Download Url');
    return c.body(new Uint8Array(served.bytes), 200, {
      'Content-Type': served.contentType,
      'Cache-Control': 'public, max-age=60',
    });
  });

  return app;
}
