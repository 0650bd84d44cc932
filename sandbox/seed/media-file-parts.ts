// The parts of a seeded media-manager file both seeds share (media.ts for `small`, rich-media.ts for
// `large`): extensions, display-name subjects, the provider's URL per media type and the
// type-specific `media` block.
import type { MediaFileDoc } from '../domains/media/media-file-doc.ts';

export type Kind = MediaFileDoc['mediaType'];

export const EXT: Record<Kind, string> = {
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
/** Display names are `<subject>-<n>.<ext>`. */
export const SUBJECTS = [
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

/** Image-like files carry their extension in the id (`~mv2.jpg`); the others are the bare id. */
export const fileIdFor = (kind: Kind, id: string): string =>
  kind === 'IMAGE' || kind === 'VECTOR' ? `${id}~mv2.${EXT[kind]}` : id;

/** Where the provider serves a file of this type. */
export function fileUrl(kind: Kind, id: string, fileId: string): string {
  return kind === 'IMAGE' || kind === 'VECTOR'
    ? `https://static.wixstatic.com/media/${fileId}`
    : kind === 'VIDEO'
      ? `https://video.wixstatic.com/video/${id}/file`
      : kind === 'AUDIO'
        ? `https://music.wixstatic.com/mp3/${id}.mp3`
        : `https://www.example-docs.test/ugd/${id}.${EXT[kind]}`;
}

export function mediaFor(
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
