// The REST paths the provider's reference documents beside the ones @wix/media's files module calls:
// Get File Descriptor (GET /files/{fileId}), Update File (PATCH /files/{fileId}, deprecated), Update
// File Descriptor (PATCH /files/{file.id}/update), Generate File Download Url
// (POST /files/{fileId}/generate-download-url), Generate Video Streaming Url
// (POST /files/video/{fileId}/generate-stream-url). No SDK method calls them, so they go through the
// official SDK client's own authenticated fetch (fetchWithAuth), and answer as the SDK's paths do.
import { files } from '@wix/media';
import { ApiKeyStrategy, createClient } from '@wix/sdk';
import { beforeEach, describe, expect, it } from 'vitest';
import type { MediaFileDoc } from '../../sandbox/domains/media/media-file-doc.ts';
import { eventsSince, lastEventSeq } from './db-helpers.ts';
import { resetSite, useSandbox } from './harness.ts';
import { sandboxFetch } from './sdk-client.ts';

const w = useSandbox({
  client: (url, auth) => createClient({ modules: { files }, auth: ApiKeyStrategy(auth), fetch: sandboxFetch(url) }),
});
beforeEach(() => resetSite(w.sandbox, w.site));

const BASE = 'https://www.wixapis.com/site-media/v1';
const liveFiles = (): MediaFileDoc[] =>
  (w.sandbox.db.prepare('SELECT doc FROM media_files WHERE site_id = ?').all(w.site.id) as { doc: string }[])
    .map((r) => JSON.parse(r.doc) as MediaFileDoc)
    .filter((f) => f.state === 'OK');

async function call(method: string, path: string, body?: unknown): Promise<{ status: number; json: unknown }> {
  const res = await w.client.fetchWithAuth(`${BASE}${path}`, {
    method,
    ...(body === undefined ? {} : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
  });
  return { status: res.status, json: await res.json() };
}

describe('Get File Descriptor: GET /files/{fileId}', () => {
  it('answers the file as the SDK path does, 404 for an unknown id', async () => {
    const doc = liveFiles()[0]!;
    // "Gets information about a specific file in the Media Manager."
    expect(await call('GET', `/files/${doc.id}`)).toEqual({ status: 200, json: { file: doc } });
    const missing = await call('GET', '/files/nope_1~mv2.jpg');
    expect(missing.status).toBe(404);
    expect(missing.json).toMatchObject({ details: { applicationError: { code: 'NOT_FOUND' } } });
  });
});

describe('Update File: PATCH /files/{fileId}, Update File Descriptor: PATCH /files/{file.id}/update', () => {
  it('changes name, folder and labels from the body fields, records `updated`', async () => {
    const doc = liveFiles()[0]!;
    const seq = lastEventSeq(w.sandbox.db);
    // Update File: "You can use the `parentFolderId` parameter to move a file from its current folder to a different folder."
    const res = await call('PATCH', `/files/${doc.id}`, {
      displayName: 'new name',
      parentFolderId: 'media-root',
      labels: ['image', 'logo'],
    });
    expect(res.status).toBe(200);
    expect((res.json as { file: MediaFileDoc }).file).toMatchObject({
      id: doc.id,
      displayName: 'new name',
      labels: ['image', 'logo'],
    });
    expect(eventsSince(w.sandbox.db, w.site.id, seq).map((e) => [e.slug, e.entityId])).toEqual([['updated', doc.id]]);
  });

  it('Update File Descriptor takes the id from the path and honours the field mask', async () => {
    const doc = liveFiles()[1]!;
    // The reference's example: `{file: {...}, fieldMask: {paths: ["file.displayName", ...]}}`.
    const res = await call('PATCH', `/files/${doc.id}/update`, {
      file: { displayName: 'New File Name', labels: ['ignored'] },
      fieldMask: { paths: ['file.displayName'] },
    });
    expect(res.status).toBe(200);
    expect((res.json as { file: MediaFileDoc }).file).toMatchObject({
      displayName: 'New File Name',
      labels: doc.labels,
    });
    expect((await call('PATCH', '/files/nope_1~mv2.jpg/update', { file: { displayName: 'x' } })).status).toBe(404);
  });
});

describe('Generate File Download Url: POST /files/{fileId}/generate-download-url', () => {
  it('answers download URLs per asset key, with the documented body forms', async () => {
    const doc = liveFiles().find((f) => f.mediaType === 'IMAGE')!;
    // The reference's example sends the expiry as a string and a redirect URL without a scheme.
    const res = await call('POST', `/files/${doc.id}/generate-download-url`, {
      downloadFileName: 'photo.jpg',
      expirationInMinutes: '60',
      expirationRedirectUrl: 'www.mysite.com/store',
      assetKeys: ['src'],
    });
    expect(res.status).toBe(200);
    const [url] = (res.json as { downloadUrls: { url: string; assetKey: string }[] }).downloadUrls;
    expect(url?.assetKey).toBe('src');
    const bytes = await fetch(url!.url);
    expect(bytes.status).toBe(200);
    expect(bytes.headers.get('content-disposition')).toContain('photo.jpg');
    // "If no `assetKey` is specified, it defaults to `src`"
    const plain = await call('POST', `/files/${doc.id}/generate-download-url`, {});
    expect((plain.json as { downloadUrls: { assetKey: string }[] }).downloadUrls.map((u) => u.assetKey)).toEqual([
      'src',
    ]);
    expect((await call('POST', '/files/nope_1~mv2.jpg/generate-download-url', {})).status).toBe(404);
  });
});

describe('Generate Video Streaming Url: POST /files/video/{fileId}/generate-stream-url', () => {
  it('streams videos, refuses other media types', async () => {
    const video = liveFiles().find((f) => f.mediaType === 'VIDEO')!;
    // "Generates a URL for streaming a specific video file in the Media Manager."
    const res = await call('POST', `/files/video/${video.id}/generate-stream-url`, { format: 'HLS' });
    expect(res.status).toBe(200);
    const { downloadUrl } = res.json as { downloadUrl: { url: string; assetKey: string } };
    expect((await fetch(downloadUrl.url)).headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    const image = liveFiles().find((f) => f.mediaType === 'IMAGE')!;
    expect((await call('POST', `/files/video/${image.id}/generate-stream-url`, {})).status).toBe(400);
  });
});
