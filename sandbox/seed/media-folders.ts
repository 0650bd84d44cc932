// Seeds a few Media Manager folders per demo site, with files of their own in them, so the Media
// tool has folders to browse. Their own PRNG stream and files: the site's root files (what the
// e2e and contract tests count at `media-root`) stay as they were. Names share no word with
// SUBJECTS (media-file-parts.ts), so a search for a root file's subject finds no folder file.
import type { FolderDoc } from '../domains/media/folders/folder-doc.ts';
import type { MediaFileDoc } from '../domains/media/media-file-doc.ts';
import { EXT, fileIdFor, fileUrl, mediaFor } from './media-file-parts.ts';
import { isoDaysAgo, type Prng } from './prng.ts';

/** The tree: a folder's name, its parent's index in this list (or none: the root), its files. */
const TREE: ReadonlyArray<{ name: string; parent?: number; files: ReadonlyArray<[string, 'IMAGE' | 'DOCUMENT']> }> = [
  {
    name: 'Catalog',
    files: [
      ['cover-spring', 'IMAGE'],
      ['price-list', 'DOCUMENT'],
    ],
  },
  {
    name: 'Spring 2026',
    parent: 0,
    files: [
      ['tulip-crate', 'IMAGE'],
      ['peony-basket', 'IMAGE'],
    ],
  },
  { name: 'Press kit', files: [['fact-sheet', 'DOCUMENT']] },
];

/**
 * The demo sites that get folders. Not the first (bloom-and-basket): the contract and e2e tests read
 * the first site's media as having no folders (folder lists, TRASH_ROOT searches, type counts).
 */
export const SITES_WITH_FOLDERS: ReadonlySet<string> = new Set(['harbor-coffee-roasters', 'northwind-yoga']);

export function seedMediaFolders(rng: Prng, siteId: string): { folders: FolderDoc[]; files: MediaFileDoc[] } {
  const folders: FolderDoc[] = [];
  const files: MediaFileDoc[] = [];
  for (const node of TREE) {
    const created = isoDaysAgo(rng.int(30, 300));
    const folder: FolderDoc = {
      id: rng.hex(32),
      displayName: node.name,
      parentFolderId: node.parent === undefined ? 'media-root' : folders[node.parent]!.id,
      createdDate: created,
      updatedDate: created,
      state: 'OK',
      siteId,
    };
    folders.push(folder);
    for (const [stem, kind] of node.files) {
      const id = `${rng.hex(6)}_${rng.hex(32)}`;
      const fileId = fileIdFor(kind, id);
      const displayName = `${stem}.${EXT[kind]}`;
      const url = fileUrl(kind, id, fileId);
      const fileCreated = isoDaysAgo(rng.int(1, 29));
      files.push({
        id: fileId,
        displayName,
        url,
        parentFolderId: folder.id,
        hash: rng.hex(32),
        sizeInBytes: String(rng.int(20_000, 2_000_000)),
        private: false,
        mediaType: kind,
        media: mediaFor(kind, id, fileId, url, displayName, 1200, 900),
        operationStatus: 'READY',
        ...(kind === 'IMAGE' && { thumbnailUrl: `${url}/v1/fit/w_50,h_50/${displayName}` }),
        labels: [],
        createdDate: fileCreated,
        updatedDate: fileCreated,
        siteId,
        state: 'OK',
      });
    }
  }
  return { folders, files };
}
