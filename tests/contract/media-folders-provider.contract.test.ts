// The extension's folder layer (lib/provider/media-folders.ts, and the folder arguments of
// lib/provider/media.ts) against the sandbox: what the panel receives, through the SDK as the background calls it.
import { beforeEach, describe, expect, it } from 'vitest';
import { createSiteClient } from '../../lib/provider/client.ts';
import * as media from '../../lib/provider/media.ts';
import * as folders from '../../lib/provider/media-folders.ts';
import { resetSite, storedFile, storedFiles, useMediaWorld } from './media-helpers.ts';

const w = useMediaWorld();
const client = () =>
  createSiteClient(
    { kind: 'sandbox', apiKey: w.site.apiKey, accountId: w.site.accountId, sandboxUrl: w.sandbox.url },
    w.site.id,
  );
beforeEach(() => resetSite(w));
const rootFiles = () => storedFiles(w).filter((f) => f.state === 'OK' && f.parentFolderId === 'media-root');

describe('browsing folders', () => {
  it('creates folders inside folders, lists them by name, and climbs the breadcrumb path', async () => {
    const a = await folders.createFolder(client(), 'Zeta shots', undefined);
    expect(a).toMatchObject({ displayName: 'Zeta shots', parentFolderId: 'media-root', state: 'OK' });
    expect(JSON.parse(JSON.stringify(a))).toEqual(a);
    const b = await folders.createFolder(client(), 'Alpha', a.id);
    const c = await folders.createFolder(client(), 'Beta', a.id);
    expect((await folders.listFolders(client(), a.id)).folders.map((f) => f.displayName)).toEqual(['Alpha', 'Beta']);
    expect((await folders.listFolders(client(), undefined)).folders.map((f) => f.id)).toContain(a.id);
    expect((await folders.folderPath(client(), c.id)).map((f) => f.displayName)).toEqual(['Zeta shots', 'Beta']);
    expect(await folders.getFolder(client(), b.id)).toEqual(b);
  });

  it('searches folder names in the whole site or only directly inside one folder', async () => {
    const a = await folders.createFolder(client(), 'Summer', undefined);
    await folders.createFolder(client(), 'Summer beach', a.id);
    await folders.createFolder(client(), 'summer-2026', undefined);
    const site = await folders.searchFolders(client(), 'summer', undefined);
    expect(site.folders.map((f) => f.displayName).sort()).toEqual(['Summer', 'Summer beach', 'summer-2026']);
    const inside = await folders.searchFolders(client(), 'BEACH', a.id);
    expect(inside.folders.map((f) => f.displayName)).toEqual(['Summer beach']);
  });
});

describe('files and folders', () => {
  it('moves files into a folder; the folder lists them, search in it finds only its own', async () => {
    const box = await folders.createFolder(client(), 'Box', undefined);
    const [x, y] = rootFiles();
    const moved = await folders.moveFiles(client(), [x!.id, y!.id], box.id);
    expect(moved.map((f) => f.parentFolderId)).toEqual([box.id, box.id]);
    expect(storedFile(w, x!.id)?.parentFolderId).toBe(box.id);
    const listed = await media.listFiles(client(), box.id, {});
    expect(listed.files.map((f) => f.id).sort()).toEqual([x!.id, y!.id].sort());
    const word = x!.displayName.slice(0, 3);
    const found = await folders.searchFilesInFolder(client(), box.id, word.toUpperCase());
    expect(found.files.map((f) => f.id)).toContain(x!.id);
    expect(found.files.every((f) => f.parentFolderId === box.id)).toBe(true);
  });

  it('uploads and imports into the folder given', async () => {
    const box = await folders.createFolder(client(), 'Uploads here', undefined);
    const up = await media.uploadTarget(client(), {
      fileName: 'a.pdf',
      mimeType: 'application/pdf',
      sizeInBytes: 13,
      resumable: false,
      parentFolderId: box.id,
    });
    const put = await fetch(`${up.uploadUrl}?filename=a.pdf`, {
      method: 'PUT',
      body: new TextEncoder().encode('%PDF-1.4 tiny'),
      headers: { 'content-type': 'application/pdf' },
    });
    const { file } = (await put.json()) as { file: { id: string; url: string } };
    expect(storedFile(w, file.id)?.parentFolderId).toBe(box.id);
    const imported = await media.importFile(client(), file.url, 'copy.pdf', box.id);
    expect(imported.parentFolderId).toBe(box.id);
    const [bulk] = await media.bulkImport(client(), [file.url], box.id);
    expect(bulk!.file?.parentFolderId).toBe(box.id);
  });

  it('renames and moves a folder; trash takes its files, the trash bin lists it, restore brings both back', async () => {
    const a = await folders.createFolder(client(), 'Old name', undefined);
    const b = await folders.createFolder(client(), 'Target', undefined);
    expect(await folders.updateFolder(client(), a.id, { displayName: 'New name' })).toMatchObject({
      displayName: 'New name',
    });
    expect(await folders.updateFolder(client(), a.id, { parentFolderId: b.id })).toMatchObject({
      parentFolderId: b.id,
    });
    const [x] = rootFiles();
    await folders.moveFiles(client(), [x!.id], a.id);
    await folders.trashFolders(client(), [b.id]);
    expect(storedFile(w, x!.id)?.state).toBe('DELETED');
    expect((await folders.listDeletedFolders(client())).folders.map((f) => [f.id, f.state])).toEqual([
      [b.id, 'DELETED'],
    ]);
    await folders.restoreFolders(client(), [b.id]);
    expect(storedFile(w, x!.id)?.state).toBe('OK');
    expect((await folders.listDeletedFolders(client())).folders).toEqual([]);
    await folders.deleteFoldersPermanently(client(), [b.id]);
    expect(storedFile(w, x!.id)).toBeUndefined();
  });
});

describe('the demo seed', () => {
  it('gives the other demo sites a few folders with files in them (the first site has none)', async () => {
    const other = w.sites[1]!;
    const otherClient = createSiteClient(
      { kind: 'sandbox', apiKey: other.apiKey, accountId: other.accountId, sandboxUrl: w.sandbox.url },
      other.id,
    );
    const top = await folders.listFolders(otherClient, undefined);
    expect(top.folders.map((f) => f.displayName)).toEqual(['Catalog', 'Press kit']);
    const catalog = top.folders[0]!;
    expect((await folders.listFolders(otherClient, catalog.id)).folders.map((f) => f.displayName)).toEqual([
      'Spring 2026',
    ]);
    expect(
      (await media.listFiles(otherClient, catalog.id, { sort: 'displayName' })).files.map((f) => f.displayName),
    ).toEqual(['cover-spring.jpg', 'price-list.pdf']);
    expect((await folders.listFolders(client(), undefined)).folders).toEqual([]);
  });
});
