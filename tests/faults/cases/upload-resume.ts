// Uploads that resume: a 50 MB file through the extension's resumable path (lib/upload/tus-upload.ts,
// tus-js-client) in Node, to the sandbox through a proxy (tests/faults/tus-drop-proxy.ts) that drops
// the connection at 10 % and 90 % mid-chunk and at 50 % after the sandbox stored the chunk (the
// client never hears it landed). The bytes must land complete (SHA-256 of what the sandbox stored
// equals the source's), as exactly one file, and the progress must never go back by more than a chunk.
import { createHash } from 'node:crypto';
import { files } from '@wix/media';
import { ApiKeyStrategy, createClient } from '@wix/sdk';
import { mediaStorage, readFileBytes } from '../../../sandbox/domains/media/storage.ts';
import { startSandbox } from '../../../sandbox/server.ts';
import { CHUNK_BYTES, tusUpload } from '../../../lib/upload/tus-upload.ts';
import { demoSites, sandboxFetch } from '../../contract/sdk-client.ts';
import type { FaultCase, FaultCaseResult } from '../case.ts';
import { providerOk } from '../provider-call.ts';
import { faultSeed } from '../seed.ts';
import { startTusDropProxy, type DropPoint } from '../tus-drop-proxy.ts';

const SIZE = 50 * 1024 * 1024;

/** Seeded bytes (xorshift32), fast enough for 50 MB. */
function sourceBytes(size: number, seed: number): Buffer {
  const words = new Uint32Array(Math.ceil(size / 4));
  let x = seed >>> 0 || 1;
  for (let i = 0; i < words.length; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    words[i] = x >>> 0;
  }
  return Buffer.from(words.buffer, 0, size);
}

const sha256 = (b: Uint8Array): string => createHash('sha256').update(b).digest('hex');

async function run(): Promise<FaultCaseResult> {
  const seed = faultSeed('upload resume', 20);
  const bytes = sourceBytes(SIZE, seed);
  const fileName = `resume-${seed}.mp4`;
  const drops: DropPoint[] = [
    { offset: Math.round(SIZE * 0.1), mode: 'mid-body' },
    { offset: Math.round(SIZE * 0.5), mode: 'after-commit' },
    { offset: Math.round(SIZE * 0.9), mode: 'mid-body' },
  ];
  const sandbox = await startSandbox({ port: 0, quiet: true });
  const proxy = await startTusDropProxy(sandbox.url, drops);
  try {
    const site = (await demoSites(sandbox.url))[0]!;
    const client = createClient({
      modules: { files },
      auth: ApiKeyStrategy({ apiKey: site.apiKey, siteId: site.id }),
      fetch: sandboxFetch(sandbox.url),
    });
    const target = (await client.files.generateFileResumableUploadUrl('video/mp4', {
      uploadProtocol: 'TUS',
      fileName,
    })) as { uploadUrl: string; uploadToken: string };
    // The bytes go through the proxy; the provider's calls above went straight to the sandbox.
    const viaProxy = { ...target, uploadUrl: target.uploadUrl.replace(new URL(sandbox.url).origin, proxy.url) };

    const progress: number[] = [];
    let retries = 0;
    // tus-js-client's Node build reads a Buffer where the browser build reads the panel's Blob.
    const file = bytes as unknown as Blob;
    const uploaded = await tusUpload(viaProxy, file, fileName, 'video/mp4', (sent) => progress.push(sent), {
      onRetry: () => retries++,
    });

    const stored = readFileBytes(mediaStorage(sandbox.db), site.id, uploaded.id);
    const hashEqual = stored !== undefined && sha256(stored) === sha256(bytes);
    const found = await providerOk<{ files: { id: string; displayName: string }[] }>(
      sandbox.url,
      site,
      'POST',
      '/site-media/v1/files/search',
      { search: fileName, paging: { limit: 100 } },
    );
    const sameName = found.files.filter((f) => f.displayName === fileName).length;
    let peak = 0;
    let worstBack = 0;
    for (const p of progress) {
      worstBack = Math.max(worstBack, peak - p);
      peak = Math.max(peak, p);
    }
    const failures = [
      ...(proxy.fired.length === drops.length ? [] : [`only ${proxy.fired.length} of ${drops.length} drops happened`]),
      ...(hashEqual ? [] : [`stored ${stored?.length ?? 0} bytes whose SHA-256 differs from the source's`]),
      ...(sameName === 1 ? [] : [`${sameName} files named ${fileName}, not 1`]),
      ...(worstBack <= CHUNK_BYTES ? [] : [`progress went back ${worstBack} bytes (a chunk is ${CHUNK_BYTES})`]),
      ...(peak === SIZE ? [] : [`progress peaked at ${peak} of ${SIZE}`]),
    ];
    return {
      name: 'upload resume',
      passed: failures.length === 0,
      figures: {
        seed,
        'size MB': SIZE / 1024 / 1024,
        chunks: Math.ceil(SIZE / CHUNK_BYTES),
        patches: proxy.patches,
        drops: proxy.fired.length,
        resumes: retries,
        heads: proxy.heads,
        'progress back max': worstBack,
        'hash equal': hashEqual ? 'yes' : 'NO',
        files: sameName,
      },
      failures,
    };
  } finally {
    await proxy.close();
    await sandbox.close();
  }
}

export const faultCase: FaultCase = { name: 'upload resume', run };
