// The `dropUploadChunk` fault knob: a resumable upload whose connection drops mid-way resumes from
// the offset the server kept, and the file lands complete.
import { describe, expect, it } from 'vitest';
import { eventsSince, lastEventSeq, md5, storedFile, useMediaWorld } from './media-helpers.ts';

const w = useMediaWorld();
const tus = { 'Tus-Resumable': '1.0.0' };
const b64 = (s: string) => Buffer.from(s).toString('base64');

async function setFaults(body: unknown) {
  const res = await fetch(`${w.sandbox.url}/_sandbox/sites/${w.site.id}/faults`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
}

describe('dropUploadChunk', () => {
  it('drops the n-th TUS PATCH (and its resends) until HEAD; HEAD tells where to resume; the file completes', async () => {
    const bytes = Buffer.from(Array.from({ length: 9000 }, (_, i) => (i * 7) % 256));
    const { uploadUrl, uploadToken } = (await w.client.files.generateFileResumableUploadUrl('video/mp4', {
      uploadProtocol: 'TUS',
      fileName: 'drop.mp4',
    })) as { uploadUrl: string; uploadToken: string };
    await setFaults({ dropUploadChunk: 2 });
    const created = await fetch(uploadUrl, {
      method: 'POST',
      headers: {
        ...tus,
        'Upload-Length': String(bytes.length),
        'Upload-Metadata': `filename ${b64('drop.mp4')},contentType ${b64('video/mp4')},token ${b64(uploadToken)}`,
      },
    });
    const location = created.headers.get('location')!;
    const patch = (offset: number, end: number) =>
      fetch(location, {
        method: 'PATCH',
        body: new Uint8Array(bytes.subarray(offset, end)),
        headers: { ...tus, 'Upload-Offset': String(offset), 'Content-Type': 'application/offset+octet-stream' },
      });

    expect((await patch(0, 3000)).status).toBe(204);
    await expect(patch(3000, 6000)).rejects.toThrow(); // the socket is destroyed: no response at all
    await expect(patch(3000, 6000)).rejects.toThrow(); // a blind resend fails too, until the client asks where to resume
    const head = await fetch(location, { method: 'HEAD', headers: tus });
    expect(head.headers.get('upload-offset')).toBe('3000');
    const seq = lastEventSeq(w);
    expect((await patch(3000, 6000)).status).toBe(204);
    expect((await patch(6000, 9000)).headers.get('upload-offset')).toBe('9000');
    expect(eventsSince(w, seq).map((e) => e.slug)).toEqual(['file_ready']);
    const fin = await fetch(`${uploadUrl}/${uploadToken}?filename=drop.mp4`, { method: 'PUT' });
    const { file } = (await fin.json()) as { file: { id: string } };
    expect(storedFile(w, file.id)).toMatchObject({
      hash: md5(bytes),
      sizeInBytes: String(bytes.length),
      displayName: 'drop.mp4',
    });
    const knobs = (await (await fetch(`${w.sandbox.url}/_sandbox/sites/${w.site.id}/faults`)).json()) as {
      faults: { dropUploadChunk: number };
    };
    expect(knobs.faults.dropUploadChunk).toBe(2);
  });
});
