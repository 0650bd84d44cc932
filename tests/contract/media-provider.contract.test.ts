// The extension's own media provider layer (lib/provider/media.ts) against the sandbox: what the
// panel receives for each call, through the SDK exactly as the background makes it.
import { beforeEach, describe, expect, it } from 'vitest';
import { createSiteClient } from '../../lib/provider/client.ts';
import * as media from '../../lib/provider/media.ts';
import { resetSite, storedFile, storedFiles, useMediaWorld } from './media-helpers.ts';

const w = useMediaWorld();
const client = () =>
  createSiteClient(
    {
      kind: 'sandbox',
      apiKey: w.site.apiKey,
      accountId: w.site.accountId,
      sandboxUrl: w.sandbox.url,
    },
    w.site.id,
  );
beforeEach(() => resetSite(w));

describe('reading', () => {
  it('turns descriptors into plain JSON with size, dimensions and dates', async () => {
    const doc = storedFiles(w).find((f) => f.mediaType === 'IMAGE' && f.state === 'OK')!;
    const file = await media.getFile(client(), doc.id);
    const image = (doc.media as { image: { image: { width: number; height: number } } }).image.image;
    expect(file).toMatchObject({
      id: doc.id,
      displayName: doc.displayName,
      mediaType: 'IMAGE',
      sizeInBytes: Number(doc.sizeInBytes),
      width: image.width,
      height: image.height,
      createdDate: doc.createdDate,
    });
    expect(JSON.parse(JSON.stringify(file))).toEqual(file);
  });

  it('lists a folder and searches with type and privacy filters, sorted, paging by cursor', async () => {
    const live = storedFiles(w).filter((f) => f.state === 'OK' && f.parentFolderId === 'media-root');
    const first = await media.listFiles(client(), 'media-root', { sort: 'displayName', order: 'DESC', limit: 5 });
    expect(first.total).toBe(live.length);
    const all = [...first.files];
    let cursor = first.nextCursor;
    while (cursor) {
      const page = await media.listFiles(client(), undefined, { cursor, limit: 5 });
      all.push(...page.files);
      cursor = page.nextCursor;
    }
    const names = live.map((f) => f.displayName);
    expect(all.map((f) => f.displayName)).toEqual(names.sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
    const images = await media.searchFiles(client(), undefined, 'MEDIA_ROOT', {
      mediaTypes: ['IMAGE'],
      private: false,
      limit: 100,
    });
    expect(images.files.every((f) => f.mediaType === 'IMAGE' && !f.private)).toBe(true);
    expect(images.files.length).toBe(live.filter((f) => f.mediaType === 'IMAGE' && !f.private).length);
  });
});

describe('writing', () => {
  it('renames and relabels; trash, trash bin, restore, permanent delete', async () => {
    const [a, b] = storedFiles(w).filter((f) => f.state === 'OK');
    expect(await media.updateFile(client(), a!.id, { displayName: 'x.jpg', labels: ['one'] })).toMatchObject({
      displayName: 'x.jpg',
      labels: ['one'],
    });
    await media.moveToTrash(client(), [a!.id, b!.id]);
    const bin = await media.listTrash(client(), null);
    expect(bin.files.map((f) => f.id)).toEqual(expect.arrayContaining([a!.id, b!.id]));
    await media.restoreFromTrash(client(), [a!.id]);
    await media.deletePermanently(client(), [b!.id]);
    expect(storedFile(w, a!.id)?.state).toBe('OK');
    expect(storedFile(w, b!.id)).toBeUndefined();
  });

  it('gives PUT targets under 10 MB and TUS targets above', async () => {
    expect(
      await media.uploadTarget(client(), {
        fileName: 'a.png',
        mimeType: 'image/png',
        sizeInBytes: 10,
        resumable: false,
      }),
    ).toMatchObject({ protocol: 'PUT' });
    const tus = await media.uploadTarget(client(), {
      fileName: 'b.mp4',
      mimeType: 'video/mp4',
      sizeInBytes: 20_000_000,
      resumable: true,
    });
    expect(tus).toMatchObject({ protocol: 'TUS', uploadUrl: `${w.sandbox.url}/_media/tus` });
  });

  it('bulk import: one result per URL, in order, with the refusal of a disallowed URL', async () => {
    const up = await media.uploadTarget(client(), {
      fileName: 'src.pdf',
      mimeType: 'application/pdf',
      sizeInBytes: 13,
      resumable: false,
    });
    const put = await fetch(`${up.uploadUrl}?filename=src.pdf`, {
      method: 'PUT',
      body: new TextEncoder().encode('%PDF-1.4 tiny'),
      headers: { 'content-type': 'application/pdf' },
    });
    const { file } = (await put.json()) as { file: { url: string } };
    const results = await media.bulkImport(client(), ['https://example.com/x.png', file.url]);
    expect(results.map((r) => [r.url, r.ok, r.file?.mediaType ?? null])).toEqual([
      ['https://example.com/x.png', false, null],
      [file.url, true, 'DOCUMENT'],
    ]);
    expect(results[0]!.error?.code).toBe('INVALID_ARGUMENT');
  });

  it('download and stream URLs', async () => {
    const doc = storedFiles(w).find((f) => f.mediaType === 'VIDEO')!;
    const link = await media.downloadUrl(client(), doc.id, {
      expirationInMinutes: 15,
      downloadFileName: 'clip.mp4',
      contentDisposition: 'INLINE',
    });
    expect(new Date(link.expiresAt).getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
    const res = await fetch(link.url);
    expect(res.headers.get('content-disposition')).toContain('inline; filename="clip.mp4"');
    const stream = await media.streamUrl(client(), doc.id);
    expect((await fetch(stream.url)).headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
  });
});
