import { describe, expect, it } from 'vitest';
import { toMediaFile } from '@/lib/provider/media';

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
});
