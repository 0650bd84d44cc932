import { describe, expect, it } from 'vitest';
import { toMediaFile } from '@/lib/provider/media';
import { routeOf, setProviderRoute, TO_WIX } from '@/lib/provider/provider-route';

describe('toMediaFile', () => {
  it('reads size, dimensions and dates from the SDK shape', () => {
    const f = toMediaFile({
      _id: 'a_1~mv2.png',
      displayName: 'a.png',
      url: 'https://static.wixstatic.com/media/a_1~mv2.png',
      mediaType: 'IMAGE',
      sizeInBytes: '2048',
      media: { image: { image: 'wix:image://v1/a_1~mv2.png/a.png#originWidth=640&originHeight=480' } },
      _createdDate: new Date('2026-01-02T03:04:05Z'),
    });
    expect(f).toMatchObject({
      id: 'a_1~mv2.png',
      sizeInBytes: 2048,
      width: 640,
      height: 480,
      createdDate: '2026-01-02T03:04:05.000Z',
      labels: [],
      private: false,
    });
  });

  it('passes only http(s) URLs on to the panel', () => {
    const f = toMediaFile({
      _id: 'x',
      url: 'javascript:alert(1)',
      thumbnailUrl: 'data:image/svg+xml,<svg/>',
      sourceUrl: 'file:///etc/passwd',
    });
    expect([f.url, f.thumbnailUrl, f.sourceUrl]).toEqual(['', null, null]);
  });

  it("shows a file's picture from the sandbox's stand-in of Wix's public media host only while the sandbox is connected", async () => {
    const descriptor = {
      _id: 'a_1~mv2.jpg',
      url: 'https://static.wixstatic.com/media/a_1~mv2.jpg',
      thumbnailUrl: 'https://static.wixstatic.com/media/a_1~mv2.jpg/v1/fit/w_50,h_50/a.jpg',
      sourceUrl: 'https://static.wixstatic.com/media/b.jpg',
    };
    await setProviderRoute(routeOf({ sandboxUrl: 'http://127.0.0.1:4010/' }));
    try {
      expect(toMediaFile(descriptor)).toMatchObject({
        url: 'http://127.0.0.1:4010/_media/wixstatic/media/a_1~mv2.jpg',
        thumbnailUrl: 'http://127.0.0.1:4010/_media/wixstatic/media/a_1~mv2.jpg/v1/fit/w_50,h_50/a.jpg',
        // Where an import came from is history, not a place to load from.
        sourceUrl: 'https://static.wixstatic.com/media/b.jpg',
      });
      expect(toMediaFile({ _id: 'v', url: 'https://video.wixstatic.com/video/v/file' }).url).toBe(
        'https://video.wixstatic.com/video/v/file',
      );
    } finally {
      await setProviderRoute(TO_WIX);
    }
    expect(toMediaFile(descriptor).url).toBe('https://static.wixstatic.com/media/a_1~mv2.jpg');
  });
});
