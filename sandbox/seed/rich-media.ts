// Media-manager files for the `large` seed: every media type the provider lists, a few files in
// the trash and a few hostile display names. (The `small` seed is media.ts; both build files from media-file-parts.ts.)
import type { MediaFileDoc } from '../domains/media/media-file-doc.ts';
import { HOSTILE } from './hostile-text.ts';
import { EXT, fileIdFor, fileUrl, mediaFor, SUBJECTS as BASE_SUBJECTS, type Kind } from './media-file-parts.ts';
import { isoDaysAgo, type Prng } from './prng.ts';

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
/** The small seed's subjects and two more for the new types. */
const SUBJECTS = [...BASE_SUBJECTS, 'jingle', 'price-list'] as const;
const HOSTILE_NAMES = [`${HOSTILE.scriptTitle}.jpg`, `${HOSTILE.rtlBody}.pdf`, `${HOSTILE.long.slice(0, 400)}.png`];

export function seedRichMedia(rng: Prng, opts: { count: number; siteId: string; hostile: boolean }): MediaFileDoc[] {
  const files: MediaFileDoc[] = [];
  for (let i = 0; i < opts.count; i++) {
    const id = `${rng.hex(6)}_${rng.hex(32)}`;
    // The first files cycle through every type, so even a short page shows them all.
    const kind = i < KINDS.length ? KINDS[i]! : rng.weighted(WEIGHTS);
    const ext = EXT[kind];
    const fileId = fileIdFor(kind, id);
    const planted = opts.hostile && i >= KINDS.length && i < KINDS.length + HOSTILE_NAMES.length;
    const displayName = planted ? HOSTILE_NAMES[i - KINDS.length]! : `${rng.pick(SUBJECTS)}-${i + 1}.${ext}`;
    const url = fileUrl(kind, id, fileId);
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
