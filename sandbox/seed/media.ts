// Seeds media-manager file records (metadata only; no bytes are stored).
import type { MediaFileDoc } from '../domains/media/media-file-doc.ts';
import { isoDaysAgo, type Prng } from './prng.ts';

const SUBJECTS = [
  'bouquet',
  'storefront',
  'team-photo',
  'workshop',
  'product-shot',
  'banner',
  'logo',
  'flat-lay',
  'packaging',
  'event',
] as const;

export function seedMedia(rng: Prng, opts: { count: number; siteId: string }): MediaFileDoc[] {
  const files: MediaFileDoc[] = [];
  for (let i = 0; i < opts.count; i++) {
    const id = `${rng.hex(6)}_${rng.hex(32)}`;
    const kind = rng.weighted([
      ['IMAGE', 75],
      ['VIDEO', 10],
      ['DOCUMENT', 15],
    ] as const);
    const ext = kind === 'IMAGE' ? 'jpg' : kind === 'VIDEO' ? 'mp4' : 'pdf';
    const fileId = kind === 'IMAGE' ? `${id}~mv2.${ext}` : id;
    const displayName = `${rng.pick(SUBJECTS)}-${i + 1}.${ext}`;
    const url =
      kind === 'IMAGE'
        ? `https://static.wixstatic.com/media/${fileId}`
        : kind === 'VIDEO'
          ? `https://video.wixstatic.com/video/${id}/file`
          : `https://www.example-docs.test/ugd/${id}.pdf`;
    const width = rng.pick([800, 1200, 1600, 2400]);
    const height = Math.round(width * rng.pick([0.5625, 0.75, 1, 1.333]));
    const created = isoDaysAgo(rng.next() * 500 + 1);
    const media: Record<string, unknown> =
      kind === 'IMAGE'
        ? { image: { image: { id: fileId, url, height, width, filename: displayName }, colors: {}, faces: [] } }
        : kind === 'VIDEO'
          ? { video: { id, resolutions: [{ url, height: 720, width: 1280, format: '720p' }], filename: displayName } }
          : { document: { id, url, filename: displayName } };
    files.push({
      id: fileId,
      displayName,
      url,
      parentFolderId: 'media-root',
      hash: rng.hex(32),
      sizeInBytes: String(rng.int(20_000, kind === 'VIDEO' ? 80_000_000 : 6_000_000)),
      private: false,
      mediaType: kind,
      media,
      operationStatus: 'READY',
      ...(kind === 'IMAGE' && { thumbnailUrl: `${url}/v1/fit/w_50,h_50/${displayName}` }),
      labels: rng.chance(0.3) ? ['Sandbox'] : [],
      createdDate: created,
      updatedDate: created,
      siteId: opts.siteId,
      state: 'OK',
    });
  }
  return files;
}
