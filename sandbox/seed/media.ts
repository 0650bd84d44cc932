// Seeds media-manager file records (metadata only; no bytes are stored).
import type { MediaFileDoc } from '../domains/media/media-file-doc.ts';
import { EXT, fileIdFor, fileUrl, mediaFor, SUBJECTS } from './media-file-parts.ts';
import { isoDaysAgo, type Prng } from './prng.ts';

export function seedMedia(rng: Prng, opts: { count: number; siteId: string }): MediaFileDoc[] {
  const files: MediaFileDoc[] = [];
  for (let i = 0; i < opts.count; i++) {
    const id = `${rng.hex(6)}_${rng.hex(32)}`;
    const kind = rng.weighted([
      ['IMAGE', 75],
      ['VIDEO', 10],
      ['DOCUMENT', 15],
    ] as const);
    const ext = EXT[kind];
    const fileId = fileIdFor(kind, id);
    const displayName = `${rng.pick(SUBJECTS)}-${i + 1}.${ext}`;
    const url = fileUrl(kind, id, fileId);
    const width = rng.pick([800, 1200, 1600, 2400]);
    const height = Math.round(width * rng.pick([0.5625, 0.75, 1, 1.333]));
    const created = isoDaysAgo(rng.next() * 500 + 1);
    files.push({
      id: fileId,
      displayName,
      url,
      parentFolderId: 'media-root',
      hash: rng.hex(32),
      sizeInBytes: String(rng.int(20_000, kind === 'VIDEO' ? 80_000_000 : 6_000_000)),
      private: false,
      mediaType: kind,
      media: mediaFor(kind, id, fileId, url, displayName, width, height),
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
