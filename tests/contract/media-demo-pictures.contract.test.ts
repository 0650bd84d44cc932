// The seeded image files' pictures: the demo data has no bytes, so the sandbox's stand-in of Wix's
// public media host draws each seeded image from its id (sandbox/domains/media/demo-picture.ts).
// The file's `url` (and its thumbnail's) as the SDK returns it resolves there.
import { describe, expect, it } from 'vitest';
import { imageSize } from '../../sandbox/domains/media/image-size.ts';
import { md5, storedFiles, useMediaWorld } from './media-helpers.ts';

const w = useMediaWorld();
const PNG_SIGNATURE = '89504e470d0a1a0a';

/** The sandbox's address for a URL on Wix's public media host, as the extension routes it. */
const onSandbox = (url: string) => url.replace('https://static.wixstatic.com', `${w.sandbox.url}/_media/wixstatic`);
const get = async (url: string) => {
  const res = await fetch(url);
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
};

describe("seeded images on the stand-in of Wix's public media host", () => {
  it('are PNG pictures, the same bytes for the same id, with the file’s proportions', async () => {
    const [first, second] = storedFiles(w).filter((f) => f.mediaType === 'IMAGE' && !f.private);
    const file = await w.client.files.getFileDescriptor(first!.id);
    expect(file.url).toBe(`https://static.wixstatic.com/media/${first!.id}`);

    const a = await get(onSandbox(file.url!));
    expect(a.res.status).toBe(200);
    expect(a.res.headers.get('content-type')).toBe('image/png');
    expect(a.bytes.subarray(0, 8).toString('hex')).toBe(PNG_SIGNATURE);
    const size = imageSize(a.bytes)!;
    expect(Math.max(size.width, size.height)).toBe(320);
    const recorded = (first!.media.image as { image: { width: number; height: number } }).image;
    expect(size.width / size.height).toBeCloseTo(recorded.width / recorded.height, 1);

    const again = await get(onSandbox(file.url!));
    expect(md5(again.bytes)).toBe(md5(a.bytes));
    // A thumbnail's transform path names the same picture.
    const thumb = await get(onSandbox(file.thumbnailUrl!));
    expect(thumb.res.headers.get('content-type')).toBe('image/png');
    expect(md5(thumb.bytes)).toBe(md5(a.bytes));

    const other = await get(onSandbox(`https://static.wixstatic.com/media/${second!.id}`));
    expect(other.res.headers.get('content-type')).toBe('image/png');
    expect(md5(other.bytes)).not.toBe(md5(a.bytes));
  });

  it('draws the same picture again after the site is reset (from the id alone)', async () => {
    const image = storedFiles(w).find((f) => f.mediaType === 'IMAGE' && !f.private)!;
    const before = await get(`${w.sandbox.url}/_media/wixstatic/media/${image.id}`);
    await fetch(`${w.sandbox.url}/_sandbox/sites/${w.site.id}/reset`, { method: 'POST' });
    const after = await get(`${w.sandbox.url}/_media/wixstatic/media/${image.id}`);
    expect(md5(after.bytes)).toBe(md5(before.bytes));
  });

  it('keeps other types as they were: a seeded video has no picture there', async () => {
    const video = storedFiles(w).find((f) => f.mediaType === 'VIDEO')!;
    const { res } = await get(`${w.sandbox.url}/_media/wixstatic/media/${video.id}`);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
  });
});
