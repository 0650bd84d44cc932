// The TUS 1.0.0 core protocol (+ creation, creation-with-upload) behind Generate File Resumable
// Upload Url. POST <endpoint> with `token` in Upload-Metadata creates the upload at
// <endpoint>/<token>; HEAD reports the offset; PATCH appends (409 on an offset mismatch); the last
// PATCH creates the file; PUT <endpoint>/<token>?filename= finalizes and answers {file}.
import type { Context, Hono } from 'hono';
import type { Db } from '../../db/open.ts';
import { applicationError, ProviderError } from '../../http/errors.ts';
import { readBodyCapped, TUS_PATCH_MAX } from '../../http/body-limits.ts';
import { nodeSocket } from '../../http/node-socket.ts';
import { faultsFor } from '../../faults/store.ts';
import type { SandboxEnv } from '../../http/env.ts';
import { ownOrigin } from '../../http/own-origin.ts';
import { tusEndpoint } from './byte-urls.ts';
import { updateFile } from './file-changes.ts';
import { appendPart, resetPart, takePart, type MediaStorage } from './storage.ts';
import { getFileRow } from './store.ts';
import { finishUpload } from './upload-file.ts';
import { getUpload, setUploadOffset, startTusUpload, type UploadRow } from './uploads-store.ts';

export const TUS_VERSION = '1.0.0';
export const TUS_MAX_SIZE = TUS_PATCH_MAX;
export const TUS_HEADERS = {
  'Tus-Resumable': TUS_VERSION,
  'Tus-Version': TUS_VERSION,
  'Tus-Extension': 'creation,creation-with-upload',
  'Tus-Max-Size': String(TUS_MAX_SIZE),
};

const plain = (c: Context, status: 400 | 403 | 404 | 409 | 412 | 413 | 415, message: string) =>
  c.text(message, status, { 'Tus-Resumable': TUS_VERSION, 'Cache-Control': 'no-store' });

/** "key base64,key2 base64" → {key: value}. */
export function parseUploadMetadata(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const pair of (header ?? '').split(',')) {
    const [key, value] = pair.trim().split(' ');
    if (key) out[key] = value ? Buffer.from(value, 'base64').toString('utf8') : '';
  }
  return out;
}

function liveTusUpload(db: Db, token: string | undefined): UploadRow | undefined {
  const upload = token ? getUpload(db, token) : undefined;
  return upload && upload.protocol === 'TUS' && upload.expiresDate > new Date().toISOString() ? upload : undefined;
}

/** A chunk may not run past the declared Upload-Length (413, as TUS says); counted while it is read. */
async function bodyBytes(c: Context, room: number): Promise<Buffer | null> {
  try {
    return await readBodyCapped(c, room);
  } catch (e) {
    if (e instanceof ProviderError && e.status === 413) return null;
    throw e;
  }
}

export function registerTusRoutes(app: Hono<SandboxEnv>, db: Db, storage: MediaStorage): void {
  const origin = (c: Context<SandboxEnv>) => ownOrigin(c);
  const versionOk = (c: Context) => c.req.header('tus-resumable') === TUS_VERSION;

  /** Appends a chunk at the current offset; completes the file when the last byte arrives. */
  function append(c: Context, upload: UploadRow, chunk: Buffer): number {
    const length = upload.uploadLength ?? 0;
    if (upload.uploadOffset + chunk.length > length)
      throw applicationError(400, 'UPLOAD_LENGTH_EXCEEDED', `The upload is ${length} bytes long`);
    const offset = chunk.length ? appendPart(storage, upload.token, chunk) : upload.uploadOffset;
    setUploadOffset(db, upload.token, offset);
    if (offset === length && !upload.fileId) {
      const meta = upload.tusMetadata ?? {};
      finishUpload(db, storage, upload, {
        bytes: takePart(storage, upload.token),
        fileName: meta.filename,
        contentType: meta.contentType ?? meta.filetype,
        origin: origin(c),
      });
    }
    return offset;
  }

  app.post('/tus', async (c) => {
    if (!versionOk(c)) return plain(c, 412, `Tus-Resumable ${TUS_VERSION} is required`);
    const metadata = parseUploadMetadata(c.req.header('upload-metadata'));
    const upload = liveTusUpload(db, metadata.token);
    if (!upload) return plain(c, 403, 'Unknown or expired upload token (send it as `token` in Upload-Metadata)');
    const length = Number(c.req.header('upload-length'));
    if (!Number.isSafeInteger(length) || length < 0)
      return plain(c, 400, 'Upload-Length must be a non-negative integer');
    if (length > TUS_MAX_SIZE) return plain(c, 413, `Upload-Length exceeds Tus-Max-Size (${TUS_MAX_SIZE})`);
    startTusUpload(db, upload.token, length, metadata);
    resetPart(storage, upload.token);
    const started = { ...upload, uploadLength: length, uploadOffset: 0, tusMetadata: metadata, fileId: null };
    const chunk =
      c.req.header('content-type') === 'application/offset+octet-stream' ? await bodyBytes(c, length) : Buffer.alloc(0);
    if (!chunk) return plain(c, 413, `The body runs past Upload-Length (${length})`);
    const offset = chunk.length || length === 0 ? append(c, started, chunk) : 0;
    return c.body(null, 201, {
      ...TUS_HEADERS,
      Location: `${tusEndpoint(origin(c))}/${upload.token}`,
      'Upload-Offset': String(offset),
    });
  });

  // HEAD is answered by Hono with the GET handler minus the body.
  app.get('/tus/:token', (c) => {
    const upload = liveTusUpload(db, c.req.param('token'));
    if (!upload || upload.uploadLength === null) return plain(c, 404, 'No such upload');
    faultsFor(db).get(upload.siteId)?.uploadResumed(upload.token);
    return c.body(null, 200, {
      'Tus-Resumable': TUS_VERSION,
      'Upload-Offset': String(upload.uploadOffset),
      'Upload-Length': String(upload.uploadLength),
      'Cache-Control': 'no-store',
    });
  });

  app.patch('/tus/:token', async (c) => {
    if (!versionOk(c)) return plain(c, 412, `Tus-Resumable ${TUS_VERSION} is required`);
    const upload = liveTusUpload(db, c.req.param('token'));
    if (!upload || upload.uploadLength === null) return plain(c, 404, 'No such upload');
    if (c.req.header('content-type') !== 'application/offset+octet-stream')
      return plain(c, 415, 'Content-Type must be application/offset+octet-stream');
    if (Number(c.req.header('upload-offset')) !== upload.uploadOffset)
      return plain(c, 409, `Upload-Offset mismatch: the server has ${upload.uploadOffset} bytes`);
    // Fault knob `dropUploadChunk`: the connection dies while the chunk is on its way (until the client HEADs); nothing of it is stored.
    if (faultsFor(db).get(upload.siteId)?.dropUploadChunk(upload.token)) {
      nodeSocket(c)?.destroy();
      return c.body(null, 500);
    }
    const chunk = await bodyBytes(c, upload.uploadLength - upload.uploadOffset);
    if (!chunk)
      return plain(
        c,
        413,
        `The chunk runs past Upload-Length (${upload.uploadLength}): ${upload.uploadLength - upload.uploadOffset} bytes are left`,
      );
    const offset = append(c, upload, chunk);
    return c.body(null, 204, { 'Tus-Resumable': TUS_VERSION, 'Upload-Offset': String(offset) });
  });

  // Finalize (Resumable Upload API): PUT {uploadUrl}/{uploadToken}?filename= answers {file}.
  app.put('/tus/:token', (c) => {
    const upload = liveTusUpload(db, c.req.param('token'));
    if (!upload) throw applicationError(403, 'PERMISSION_DENIED', 'Unknown or expired upload token');
    const row = upload.fileId ? getFileRow(db, upload.siteId, upload.fileId) : undefined;
    if (!row)
      throw applicationError(
        409,
        'UPLOAD_INCOMPLETE',
        `The upload has ${upload.uploadOffset} of ${upload.uploadLength ?? '?'} bytes`,
      );
    const filename = c.req.query('filename');
    if (!filename || filename === row.doc.displayName) return c.json({ file: row.doc });
    const renamed = { ...row.doc, displayName: filename, updatedDate: new Date().toISOString() };
    return c.json({ file: updateFile(db, row, renamed, { displayName: row.doc.displayName }) });
  });
}
