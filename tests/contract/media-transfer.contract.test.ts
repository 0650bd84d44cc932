// Site Media bytes through the official SDK: upload URLs (PUT), resumable uploads (TUS), imports
// from a loopback server, signed download/stream URLs.
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mediaStorage, filePath } from '../../sandbox/domains/media/storage.ts';
import { sdkError } from './sdk-client.ts';
import {
  eventsSince,
  lastEventSeq,
  loopbackServer,
  md5,
  png,
  storedFile,
  storedFiles,
  useMediaWorld,
} from './media-helpers.ts';

const w = useMediaWorld();
const image = png(7, 5);
const video = Buffer.from(Array.from({ length: 5000 }, (_, i) => i % 251));
let source: { url: string; server: Server };
beforeAll(async () => {
  source = await loopbackServer({
    '/pics/cat.png': { body: image, type: 'image/png' },
    '/docs/a.pdf': { body: Buffer.from('%PDF-1.4 tiny'), type: 'application/pdf' },
  });
  w.sandbox.allowRemoteOrigin(source.url); // as `--allow-remote-origin` would
});
afterAll(() => new Promise<void>((resolve) => source.server.close(() => resolve())));

/** fetch's BodyInit wants a plain Uint8Array, not a Node Buffer. */
const raw = (b: Buffer) => new Uint8Array(b);
const get = async (url: string, init?: RequestInit) => {
  const res = await fetch(url, init);
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
};

describe('generateFileUploadUrl + PUT', () => {
  it('uploads bytes to the returned URL and reads them back', async () => {
    const { uploadUrl } = await w.client.files.generateFileUploadUrl('image/png', {
      fileName: 'tmp.png',
      labels: ['up'],
      sizeInBytes: String(image.length),
    });
    expect(uploadUrl).toMatch(new RegExp(`^${w.sandbox.url}/_media/upload/`));
    const seq = lastEventSeq(w);
    const put = await get(`${uploadUrl!}?filename=dot.png`, {
      method: 'PUT',
      body: raw(image),
      headers: { 'content-type': 'image/png' },
    });
    expect(put.res.status).toBe(200);
    const { file } = JSON.parse(put.bytes.toString()) as { file: { id: string; url: string } };
    expect(file.id).toMatch(/~mv2\.png$/);
    const sdkFile = await w.client.files.getFileDescriptor(file.id);
    expect(sdkFile).toMatchObject({
      displayName: 'dot.png',
      mediaType: 'IMAGE',
      sizeInBytes: String(image.length),
      hash: md5(image),
      operationStatus: 'READY',
      parentFolderId: 'media-root',
      labels: ['up'],
      state: 'OK',
      private: false,
    });
    expect(sdkFile.media?.image?.image).toContain('#originWidth=7&originHeight=5');
    expect((await get(file.url)).bytes.equals(image)).toBe(true);
    expect(eventsSince(w, seq).map((e) => e.slug)).toEqual(['file_ready']);
    // The URL is single-use; an unknown token is refused.
    expect((await fetch(uploadUrl!, { method: 'PUT', body: raw(image) })).status).toBe(409);
    expect((await fetch(`${w.sandbox.url}/_media/upload/bogus`, { method: 'PUT', body: raw(image) })).status).toBe(403);
  });

  it('detects the type from the file name when sent as octet-stream; permanent delete removes the bytes', async () => {
    const { uploadUrl } = await w.client.files.generateFileUploadUrl('application/octet-stream', { private: true });
    const put = await get(`${uploadUrl!}?filename=song.mp3`, {
      method: 'PUT',
      body: raw(Buffer.from('ID3 fake')),
      headers: { 'content-type': 'application/octet-stream' },
    });
    const { file } = JSON.parse(put.bytes.toString()) as {
      file: { id: string; url: string; mediaType: string; private: boolean };
    };
    expect(file).toMatchObject({ mediaType: 'AUDIO', private: true });
    expect((await fetch(file.url)).status).toBe(403); // private: only signed URLs serve it
    const path = filePath(mediaStorage(w.sandbox.db), w.site.id, file.id);
    expect(existsSync(path)).toBe(true);
    await w.client.files.bulkDeleteFiles([file.id], { permanent: true });
    expect(existsSync(path)).toBe(false);
  });

  it('requires a mimeType', async () => {
    const e = await sdkError(w.client.files.generateFileUploadUrl(undefined as unknown as string));
    expect(e.status).toBe(400);
    expect(e.details.validationError?.fieldViolations.map((v) => v.field)).toEqual(['mimeType']);
  });
});

describe('generateFileResumableUploadUrl + TUS', () => {
  it('creates, resumes after a partial PATCH, refuses a wrong offset, completes and finalizes', async () => {
    const res = await w.client.files.generateFileResumableUploadUrl('video/mp4', {
      uploadProtocol: 'TUS',
      fileName: 'clip.mp4',
    });
    expect(res.uploadProtocol).toBe('TUS');
    const { uploadUrl, uploadToken } = res as { uploadUrl: string; uploadToken: string };
    const options = await fetch(uploadUrl, { method: 'OPTIONS' });
    expect(options.status).toBe(204);
    expect(options.headers.get('tus-version')).toBe('1.0.0');
    expect(options.headers.get('tus-extension')).toContain('creation');

    const b64 = (s: string) => Buffer.from(s).toString('base64');
    const tus = { 'Tus-Resumable': '1.0.0' };
    const created = await fetch(uploadUrl, {
      method: 'POST',
      headers: {
        ...tus,
        'Upload-Length': String(video.length),
        'Upload-Metadata': `filename ${b64('clip.mp4')},contentType ${b64('video/mp4')},token ${b64(uploadToken)}`,
      },
    });
    expect(created.status).toBe(201);
    const location = created.headers.get('location')!;
    expect(location).toBe(`${uploadUrl}/${uploadToken}`);
    const patch = (offset: number, chunk: Buffer, headers: Record<string, string> = {}) =>
      fetch(location, {
        method: 'PATCH',
        body: raw(chunk),
        headers: {
          ...tus,
          'Upload-Offset': String(offset),
          'Content-Type': 'application/offset+octet-stream',
          ...headers,
        },
      });

    const first = await patch(0, video.subarray(0, 2000));
    expect(first.status).toBe(204);
    expect(first.headers.get('upload-offset')).toBe('2000');
    // The connection "dropped": the client asks where to resume.
    const head = await fetch(location, { method: 'HEAD', headers: tus });
    expect([head.status, head.headers.get('upload-offset'), head.headers.get('upload-length')]).toEqual([
      200,
      '2000',
      String(video.length),
    ]);
    expect((await patch(0, video.subarray(0, 2000))).status).toBe(409);
    expect(
      (
        await fetch(location, {
          method: 'PATCH',
          body: raw(video.subarray(2000)),
          headers: { 'Upload-Offset': '2000', 'Content-Type': 'application/offset+octet-stream' },
        })
      ).status,
    ).toBe(412);
    expect((await patch(2000, video.subarray(2000), { 'Content-Type': 'application/octet-stream' })).status).toBe(415);
    // Not finished yet: finalizing is refused.
    expect((await fetch(`${uploadUrl}/${uploadToken}?filename=clip.mp4`, { method: 'PUT' })).status).toBe(409);

    const seq = lastEventSeq(w);
    const last = await patch(2000, video.subarray(2000));
    expect([last.status, last.headers.get('upload-offset')]).toEqual([204, String(video.length)]);
    expect(eventsSince(w, seq).map((e) => e.slug)).toEqual(['file_ready']);
    const fin = await get(`${uploadUrl}/${uploadToken}?filename=clip.mp4`, { method: 'PUT' });
    const { file } = JSON.parse(fin.bytes.toString()) as { file: { id: string } };
    expect(await w.client.files.getFileDescriptor(file.id)).toMatchObject({
      displayName: 'clip.mp4',
      mediaType: 'VIDEO',
      sizeInBytes: String(video.length),
      hash: md5(video),
    });
    const [dl] = (await w.client.files.generateFileDownloadUrl(file.id)).downloadUrls!;
    expect((await get(dl!.url!)).bytes.equals(video)).toBe(true);
  });

  it('refuses a POST without a valid token', async () => {
    const { uploadUrl } = (await w.client.files.generateFileResumableUploadUrl('video/mp4')) as { uploadUrl: string };
    const res = await fetch(uploadUrl, {
      method: 'POST',
      headers: {
        'Tus-Resumable': '1.0.0',
        'Upload-Length': '3',
        'Upload-Metadata': `token ${Buffer.from('nope').toString('base64')}`,
      },
    });
    expect(res.status).toBe(403);
  });
});

describe('importFile / bulkImportFiles / bulkImportFile', () => {
  it('imports from a loopback server', async () => {
    const seq = lastEventSeq(w);
    const { file } = await w.client.files.importFile(`${source.url}/pics/cat.png`, {
      displayName: 'Cat',
      labels: ['imported'],
    });
    expect(file).toMatchObject({
      displayName: 'Cat',
      mediaType: 'IMAGE',
      hash: md5(image),
      sizeInBytes: String(image.length),
      operationStatus: 'READY',
      sourceUrl: `${source.url}/pics/cat.png`,
    });
    expect(eventsSince(w, seq).map((e) => `${e.slug} ${e.entityId}`)).toEqual([`file_ready ${file!._id}`]);
    const [dl] = (await w.client.files.generateFileDownloadUrl(file!._id!)).downloadUrls!;
    expect((await get(dl!.url!)).bytes.equals(image)).toBe(true);
  });

  it('refuses URLs that are not on an allowed origin with a validation error: the sandbox fetches no other server', async () => {
    const before = storedFiles(w).length;
    const e = await sdkError(w.client.files.importFile('https://example.com/a.png'));
    expect(e.status).toBe(400);
    const [v] = e.details.validationError!.fieldViolations;
    expect(v!.field).toBe('url');
    expect(v!.description).toContain('--allow-remote-origin');
    // Another local service, e.g. a private server on another port, is refused too.
    const other = await loopbackServer({ '/secret.txt': { body: Buffer.from('private'), type: 'text/plain' } });
    try {
      expect((await sdkError(w.client.files.importFile(`${other.url}/secret.txt`))).status).toBe(400);
    } finally {
      other.server.close();
    }
    expect((await sdkError(w.client.files.importFile('http://10.0.0.1/a.png'))).status).toBe(400);
    expect(storedFiles(w).length).toBe(before);
  });

  it('records a FAILED file (and file_failed) when the source cannot be fetched', async () => {
    const seq = lastEventSeq(w);
    const { file } = await w.client.files.importFile(`${source.url}/missing.png`, { mimeType: 'image/png' });
    expect(file).toMatchObject({ operationStatus: 'FAILED', mediaType: 'IMAGE', displayName: 'missing.png' });
    expect(eventsSince(w, seq).map((e) => e.slug)).toEqual(['file_failed']);
  });

  it('bulk imports (v1 without media; all-or-nothing URL check) and v2 with per-item results', async () => {
    const v1 = await w.client.files.bulkImportFiles([
      { url: `${source.url}/pics/cat.png` },
      { url: `${source.url}/docs/a.pdf`, parentFolderId: 'docs' },
    ]);
    expect(v1.files!.map((f) => [f.mediaType, f.parentFolderId, f.media])).toEqual([
      ['IMAGE', 'media-root', undefined],
      ['DOCUMENT', 'docs', undefined],
    ]);
    const bad = await sdkError(
      w.client.files.bulkImportFiles([{ url: `${source.url}/pics/cat.png` }, { url: 'https://example.com/x.png' }]),
    );
    expect(bad.status).toBe(400);
    expect(bad.details.validationError!.fieldViolations[0]!.field).toContain('importFileRequests[1].url');

    const v2 = await w.client.files.bulkImportFile([
      { url: `${source.url}/pics/cat.png` },
      { url: 'https://example.com/x.png' },
    ]);
    expect(v2.bulkActionMetadata).toEqual({ totalSuccesses: 1, totalFailures: 1, undetailedFailures: 0 });
    expect(v2.results![0]!.itemMetadata).toMatchObject({
      originalIndex: 0,
      success: true,
      _id: v2.results![0]!.item!._id,
    });
    expect(v2.results![1]!.itemMetadata).toMatchObject({
      originalIndex: 1,
      success: false,
      error: { code: 'INVALID_ARGUMENT' },
    });
    const noEntity = await w.client.files.bulkImportFile([{ url: `${source.url}/docs/a.pdf` }], {
      returnEntity: false,
    });
    expect(noEntity.results![0]!.item).toBeUndefined();
    expect(storedFile(w, noEntity.results![0]!.itemMetadata!._id!)?.mediaType).toBe('DOCUMENT');
  });
});

describe('download URLs', () => {
  it('serves a seeded image (its generated picture) with the asked disposition; one URL per asset key', async () => {
    const doc = storedFiles(w).find(
      (f) => f.mediaType === 'IMAGE' && f.hash.length === 32 && !f.url.startsWith(w.sandbox.url),
    )!;
    const res = await w.client.files.generateFileDownloadUrl(doc.id, {
      downloadFileName: 'my pic.jpg',
      contentDisposition: 'INLINE',
      assetKeys: ['src', '720p'],
    });
    expect(res.downloadUrls!.map((d) => d.assetKey)).toEqual(['src', '720p']);
    const { res: r, bytes } = await get(res.downloadUrls![0]!.url!);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('image/png');
    expect(r.headers.get('content-disposition')).toBe(`inline; filename="my pic.jpg"; filename*=UTF-8''my%20pic.jpg`);
    expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  });

  it('refuses tampered and expired tokens (or redirects when asked)', async () => {
    const doc = storedFiles(w)[0]!;
    const [plain] = (await w.client.files.generateFileDownloadUrl(doc.id, { expirationInMinutes: 1 })).downloadUrls!;
    const [redirecting] = (
      await w.client.files.generateFileDownloadUrl(doc.id, {
        expirationInMinutes: 1,
        expirationRedirectUrl: 'https://example.com/expired',
      })
    ).downloadUrls!;
    const url = plain!.url!;
    // Extending the expiry in the payload breaks the signature; so does a forged signature.
    const [payload, signature] = url.slice(url.lastIndexOf('/') + 1).split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as { exp: number };
    const longer = Buffer.from(JSON.stringify({ ...claims, exp: claims.exp + 1e9 })).toString('base64url');
    const base = url.slice(0, url.lastIndexOf('/') + 1);
    expect((await fetch(`${base}${longer}.${signature!}`)).status).toBe(403);
    expect((await fetch(`${base}${payload!}.${'A'.repeat(43)}`)).status).toBe(403);
    expect((await fetch(url)).status).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 2 * 60_000);
      const expired = await fetch(url);
      expect(expired.status).toBe(403);
      expect(expired.headers.get('x-wix-request-id')).toBeTruthy();
      const moved = await fetch(redirecting!.url!, { redirect: 'manual' });
      expect([moved.status, moved.headers.get('location')]).toEqual([302, 'https://example.com/expired']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('generateFilesDownloadUrl gives a zip of the files', async () => {
    const ids = storedFiles(w)
      .slice(0, 3)
      .map((f) => f.id);
    const { downloadUrl } = await w.client.files.generateFilesDownloadUrl(ids);
    const { res, bytes } = await get(downloadUrl!);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(bytes.readUInt32LE(0)).toBe(0x04034b50);
    expect(bytes.readUInt16LE(bytes.length - 22 + 10)).toBe(3);
    expect((await sdkError(w.client.files.generateFilesDownloadUrl(['missing']))).status).toBe(404);
  });
});

describe('generateVideoStreamingUrl', () => {
  it('gives an HLS or DASH manifest for videos, an error for other types', async () => {
    const vid = storedFiles(w).find((f) => f.mediaType === 'VIDEO')!;
    const hls = await w.client.files.generateVideoStreamingUrl(vid.id, { format: 'HLS' });
    const { res, bytes } = await get(hls.downloadUrl!.url!);
    expect(res.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    const segment = bytes
      .toString()
      .split('\n')
      .find((l) => l.startsWith('http'))!;
    expect((await fetch(segment)).status).toBe(200);
    const dash = await w.client.files.generateVideoStreamingUrl(vid.id, { format: 'DASH' });
    expect((await get(dash.downloadUrl!.url!)).bytes.toString()).toContain('<MPD');
    const img = storedFiles(w).find((f) => f.mediaType === 'IMAGE')!;
    const e = await sdkError(w.client.files.generateVideoStreamingUrl(img.id));
    expect(e.status).toBe(400);
    expect(e.details.applicationError?.code).toBe('INVALID_MEDIA_TYPE');
  });
});
