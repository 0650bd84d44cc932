// Media-manager files for the `large` seed: every media type the provider lists, a few files in
// the trash and a few hostile display names. (The `small` seed keeps media.ts as it was.)
import type { MediaFileDoc } from '../domains/media/media-file-doc.ts';
import { HOSTILE } from './hostile-text.ts';
import { isoDaysAgo, type Prng } from './prng.ts';

type Kind = MediaFileDoc['mediaType'];
const KINDS: readonly Kind[] = ['IMAGE', 'VIDEO', 'AUDIO', 'DOCUMENT', 'VECTOR', 'ARCHIVE', 'MODEL3D', 'OTHER'];
const WEIGHTS: readonly (readonly [Kind, number])[] = [
  ['IMAGE', 62],
  ['VIDEO', 9],
  ['AUDIO', 6],
  ['DOCUMENT', 12],
  ['VECTOR', 5],
  ['ARCHIVE', 3],
  ['MODEL3D', 1],
  ['OTHER', 2],
];
const EXT: Record<Kind, string> = {
  IMAGE: 'jpg',
  VIDEO: 'mp4',
  AUDIO: 'mp3',
  DOCUMENT: 'pdf',
  VECTOR: 'svg',
  ARCHIVE: 'zip',
  MODEL3D: 'glb',
  OTHER: 'bin',
  UNKNOWN: 'bin',
};
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
  'jingle',
  'price-list',
] as const;
const HOSTILE_NAMES = [`${HOSTILE.scriptTitle}.jpg`, `${HOSTILE.rtlBody}.pdf`, `${HOSTILE.long.slice(0, 400)}.png`];

function mediaFor(
  kind: Kind,
  id: string,
  fileId: string,
  url: string,
  filename: string,
  w: number,
  h: number,
): Record<string, unknown> {
  const image = { id: fileId, url, height: h, width: w, filename };
  switch (kind) {
    case 'IMAGE':
      return { image: { image, colors: {}, faces: [] } };
    case 'VIDEO':
      return { video: { id, resolutions: [{ url, height: 720, width: 1280, format: '720p' }], filename } };
    case 'AUDIO':
      return { audio: { id, assets: [{ id, url, filename, duration: 30 + (w % 180) }] } };
    case 'DOCUMENT':
      return { document: { id, url, filename } };
    case 'VECTOR':
      return { vector: { id: fileId, url, height: h, width: w, filename } };
    case 'ARCHIVE':
      return { archive: { id, url, filename, sizeInBytes: '0' } };
    case 'MODEL3D':
      return { model3d: { id, url, filename, thumbnail: { id: fileId, url, height: 256, width: 256 } } };
    default:
      return {};
  }
}

export function seedRichMedia(rng: Prng, opts: { count: number; siteId: string; hostile: boolean }): MediaFileDoc[] {
  const files: MediaFileDoc[] = [];
  for (let i = 0; i < opts.count; i++) {
    const id = `${rng.hex(6)}_${rng.hex(32)}`;
    // The first files cycle through every type, so even a short page shows them all.
    const kind = i < KINDS.length ? KINDS[i]! : rng.weighted(WEIGHTS);
    const ext = EXT[kind];
    const fileId = kind === 'IMAGE' || kind === 'VECTOR' ? `${id}~mv2.${ext}` : id;
    const planted = opts.hostile && i >= KINDS.length && i < KINDS.length + HOSTILE_NAMES.length;
    const displayName = planted ? HOSTILE_NAMES[i - KINDS.length]! : `${rng.pick(SUBJECTS)}-${i + 1}.${ext}`;
    const url =
      kind === 'IMAGE' || kind === 'VECTOR'
        ? `https://static.wixstatic.com/media/${fileId}`
        : kind === 'VIDEO'
          ? `https://video.wixstatic.com/video/${id}/file`
          : kind === 'AUDIO'
            ? `https://music.wixstatic.com/mp3/${id}.mp3`
            : `https://www.example-docs.test/ugd/${id}.${ext}`;
    const width = rng.pick([800, 1200, 1600, 2400]);
    const height = Math.round(width * rng.pick([0.5625, 0.75, 1, 1.333]));
    const created = isoDaysAgo(rng.next() * 700 + 1);
    const deleted = rng.chance(0.02);
    files.push({
      id: fileId,
      displayName,
      url,
      // Trashed files keep their folder; `state: DELETED` is what puts them in the trash bin.
      parentFolderId: 'media-root',
      hash: rng.hex(32),
      sizeInBytes: String(rng.int(2_000, kind === 'VIDEO' ? 80_000_000 : 6_000_000)),
      private: rng.chance(0.05),
      mediaType: kind,
      media: mediaFor(kind, id, fileId, url, displayName, width, height),
      operationStatus: rng.chance(0.01) ? 'PENDING' : 'READY',
      ...((kind === 'IMAGE' || kind === 'VECTOR') && {
        thumbnailUrl: `${url}/v1/fit/w_50,h_50/${encodeURIComponent(displayName)}`,
      }),
      labels: rng.chance(0.3) ? ['Sandbox'] : [],
      createdDate: created,
      updatedDate: created,
      siteId: opts.siteId,
      state: deleted ? 'DELETED' : 'OK',
    });
  }
  return files;
}
