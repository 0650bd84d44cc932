import { describe, expect, it, vi } from 'vitest';
import { mediaFileIdFromUrl } from '@/lib/service/media/media-url';
import { findInSiteMedia } from '@/lib/service/listeners/media-find';

const ID = 'dc81b2_f019e8de626b69b7f62c8247ae9a6183~mv2.jpg';
const SITE = '5c1a2b3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

describe('mediaFileIdFromUrl', () => {
  it('reads the file id from live-site and sandbox media URLs', () => {
    expect(mediaFileIdFromUrl(`https://static.wixstatic.com/media/${ID}`)).toBe(ID);
    expect(mediaFileIdFromUrl(`https://static.wixstatic.com/media/${ID}/v1/fill/w_300,h_200,al_c/cat.jpg`)).toBe(ID);
    expect(mediaFileIdFromUrl(`http://127.0.0.1:4010/_media/static/${SITE}/${encodeURIComponent(ID)}`)).toBe(ID);
    expect(
      mediaFileIdFromUrl(
        'https://static.wixstatic.com/media/dc81b2_f019e8de626b69b7f62c8247ae9a6183~mv2_d_1200_800_s_2.jpg/v1/fit/w_50',
      ),
    ).toBe('dc81b2_f019e8de626b69b7f62c8247ae9a6183~mv2_d_1200_800_s_2.jpg');
  });

  it('says null for anything else', () => {
    for (const url of [
      undefined,
      '',
      'not a url',
      'https://example.com/cat.jpg',
      'data:image/png;base64,AAAA',
      `javascript:${ID}`,
    ])
      expect(mediaFileIdFromUrl(url)).toBeNull();
  });
});

describe('findInSiteMedia', () => {
  const deps = (site: string | null, exists: boolean | Error) => ({
    siteOfTab: vi.fn().mockResolvedValue(site),
    fileExists: vi.fn().mockImplementation(async () => {
      if (exists instanceof Error) throw exists;
      return exists;
    }),
  });

  it('finds a file of the enabled site', async () => {
    const d = deps(SITE, true);
    expect(await findInSiteMedia(3, 'https://a.wixsite.com/x', `https://static.wixstatic.com/media/${ID}`, d)).toEqual({
      kind: 'found',
      siteId: SITE,
      fileId: ID,
    });
    expect(d.fileExists).toHaveBeenCalledWith(SITE, ID);
  });

  it('does not look on a site that is not enabled, nor call the provider for a non-media image', async () => {
    const off = deps(null, true);
    expect(
      await findInSiteMedia(3, 'https://a.wixsite.com/x', `https://static.wixstatic.com/media/${ID}`, off),
    ).toEqual({ kind: 'notEnabled' });
    expect(off.fileExists).not.toHaveBeenCalled();
    const other = deps(SITE, true);
    expect(await findInSiteMedia(3, 'https://a.wixsite.com/x', 'https://cdn.example/cat.jpg', other)).toEqual({
      kind: 'notMedia',
      siteId: SITE,
    });
    expect(other.fileExists).not.toHaveBeenCalled();
  });

  it('says "not one of its files" for an unknown id and reports other failures', async () => {
    expect(await findInSiteMedia(3, 'u', `https://static.wixstatic.com/media/${ID}`, deps(SITE, false))).toEqual({
      kind: 'notMedia',
      siteId: SITE,
    });
    expect(
      await findInSiteMedia(3, 'u', `https://static.wixstatic.com/media/${ID}`, deps(SITE, new Error('offline'))),
    ).toEqual({ kind: 'error', message: 'offline' });
  });
});
