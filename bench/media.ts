// Media rows of `npm run bench`: search/list latency over the site's files (large seed: 4 250 on
// Bloom & Basket, 5 000 in all) and upload throughput to the sandbox over loopback (PUT and TUS).
import { measure, type HttpTarget, type LatencyOutcome } from './latency.ts';
import type { BenchRequest } from './scenarios.ts';

const TERMS = ['cat', 'team', 'logo', 'event', 'spring', 'sandbox', 'product', 'hero'];
const MB = 1024 * 1024;

export const mediaSearch = (i: number): BenchRequest => ({
  method: 'POST',
  path: '/site-media/v1/files/search',
  body: {
    search: TERMS[i % TERMS.length],
    rootFolder: 'MEDIA_ROOT',
    sort: { fieldName: 'displayName', order: 'ASC' },
    paging: { limit: 30 },
  },
});
export const mediaTypeSearch = (i: number): BenchRequest => ({
  method: 'POST',
  path: '/site-media/v1/files/search',
  body: { search: TERMS[i % TERMS.length], mediaTypes: ['IMAGE'], private: false, paging: { limit: 30 } },
});
export const mediaList: BenchRequest = {
  method: 'GET',
  path: '/site-media/v1/files?parentFolderId=media-root&sort.fieldName=updatedDate&sort.order=DESC&paging.limit=30',
};

export async function mediaLatency(t: HttpTarget): Promise<Array<[string, LatencyOutcome]>> {
  return [
    ['(m) media search: name/label term, sort displayName, 30', await measure(t, mediaSearch)],
    ['(m) media search: term + IMAGE + public, 30', await measure(t, mediaTypeSearch)],
    ['(m) media list: media-root, sort updatedDate DESC, 30', await measure(t, () => mediaList)],
  ];
}

async function post(t: HttpTarget, path: string, body: unknown): Promise<Record<string, string>> {
  const res = await fetch(`${t.url}${path}`, {
    method: 'POST',
    headers: { ...t.headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
  return (await res.json()) as Record<string, string>;
}

/** MB/s of one plain upload (generate URL + PUT) of `size` bytes. */
async function putThroughput(t: HttpTarget, bytes: Uint8Array<ArrayBuffer>): Promise<number> {
  const started = performance.now();
  const { uploadUrl } = await post(t, '/site-media/v1/files/generate-upload-url', {
    mimeType: 'video/mp4',
    fileName: 'bench.mp4',
  });
  const res = await fetch(`${uploadUrl}?filename=bench.mp4`, {
    method: 'PUT',
    body: bytes,
    headers: { 'content-type': 'video/mp4' },
  });
  if (!res.ok) throw new Error(`PUT: HTTP ${res.status}`);
  await res.arrayBuffer();
  return bytes.length / MB / ((performance.now() - started) / 1000);
}

/** MB/s of one resumable upload in 4 MB chunks (create, PATCHes, finalize), as the panel sends it. */
async function tusThroughput(t: HttpTarget, bytes: Uint8Array<ArrayBuffer>, chunk = 4 * MB): Promise<number> {
  const started = performance.now();
  const { uploadUrl, uploadToken } = await post(t, '/site-media/v1/files/generate-resumable-upload-url', {
    mimeType: 'video/mp4',
    fileName: 'bench.mp4',
    uploadProtocol: 'TUS',
  });
  const b64 = (s: string) => Buffer.from(s).toString('base64');
  const tus = { 'Tus-Resumable': '1.0.0' };
  const created = await fetch(uploadUrl!, {
    method: 'POST',
    headers: {
      ...tus,
      'Upload-Length': String(bytes.length),
      'Upload-Metadata': `filename ${b64('bench.mp4')},token ${b64(uploadToken!)}`,
    },
  });
  const location = created.headers.get('location')!;
  for (let offset = 0; offset < bytes.length; offset += chunk) {
    const res = await fetch(location, {
      method: 'PATCH',
      body: bytes.slice(offset, offset + chunk),
      headers: { ...tus, 'Upload-Offset': String(offset), 'Content-Type': 'application/offset+octet-stream' },
    });
    if (res.status !== 204) throw new Error(`PATCH: HTTP ${res.status}`);
  }
  const fin = await fetch(`${uploadUrl}/${uploadToken}?filename=bench.mp4`, { method: 'PUT' });
  if (!fin.ok) throw new Error(`finalize: HTTP ${fin.status}`);
  return bytes.length / MB / ((performance.now() - started) / 1000);
}

export interface UploadThroughput {
  put: number[];
  tus: number[];
}

/** A few uploads of 8 MB (PUT) and 32 MB (TUS); median MB/s each. */
export async function uploadThroughput(t: HttpTarget, runs = 3): Promise<UploadThroughput> {
  const small = new Uint8Array(8 * MB).map((_, i) => i & 0xff);
  const big = new Uint8Array(32 * MB).map((_, i) => (i * 7) & 0xff);
  const out: UploadThroughput = { put: [], tus: [] };
  for (let i = 0; i < runs; i++) {
    out.put.push(await putThroughput(t, small));
    out.tus.push(await tusThroughput(t, big));
  }
  return out;
}

export const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
