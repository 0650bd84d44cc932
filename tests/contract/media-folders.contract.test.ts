// Site Media folders through the official SDK (`folders` and `files` of @wix/media): create, get,
// list, search, update (rename, move), the files' parentFolderId, trash and restore with what they
// hold, the trash bin's folders, and a folder's zip. Each rule quotes the provider's reference.
import { folders, files } from '@wix/media';
import { ApiKeyStrategy, createClient } from '@wix/sdk';
import { beforeEach, describe, expect, it } from 'vitest';
import type { MediaFileDoc } from '../../sandbox/domains/media/media-file-doc.ts';
import { resetSite as resetSandboxSite, useSandbox } from './harness.ts';
import { sandboxFetch, sdkError } from './sdk-client.ts';
import { eventsSince, lastEventSeq } from './db-helpers.ts';
import { entity } from './contacts-helpers.ts';

const w = useSandbox({
  client: (url, auth) =>
    createClient({ modules: { files, folders }, auth: ApiKeyStrategy(auth), fetch: sandboxFetch(url) }),
});
beforeEach(() => resetSandboxSite(w.sandbox, w.site));

const FOLDER_FQDN = 'wix.media.site_media.v1.folder';
const lastSeq = () => lastEventSeq(w.sandbox.db);
const folderEvents = (seq: number) =>
  eventsSince(w.sandbox.db, w.site.id, seq).filter((e) => e.entityFqdn === FOLDER_FQDN);
const seededFiles = (): MediaFileDoc[] =>
  (w.sandbox.db.prepare('SELECT doc FROM media_files WHERE site_id = ?').all(w.site.id) as { doc: string }[])
    .map((r) => JSON.parse(r.doc) as MediaFileDoc)
    .filter((f) => f.state === 'OK' && f.parentFolderId === 'media-root');

/** Creates a folder through the SDK (its `folder`, with an id). */
const newFolder = async (displayName: string, parentFolderId?: string) =>
  entity((await w.client.folders.createFolder(displayName, parentFolderId ? { parentFolderId } : {})).folder);
/** Names (or ids) of a list's folders. */
const names = (res: { folders?: { displayName?: string }[] }) => (res.folders ?? []).map((f) => f.displayName);
const ids = (res: { folders?: { _id?: string }[] }) => (res.folders ?? []).map((f) => f._id);

/** Uploads a small file into `parentFolderId` with the documented upload URL. */
async function uploadInto(parentFolderId: string, name: string): Promise<string> {
  const { uploadUrl } = await w.client.files.generateFileUploadUrl('text/plain', { parentFolderId, fileName: name });
  const res = await fetch(`${uploadUrl!}?filename=${name}`, { method: 'PUT', body: `bytes of ${name}` });
  expect(res.status).toBe(200);
  return ((await res.json()) as { file: { id: string } }).file.id;
}

/** Entry names of a stored (uncompressed) zip. */
function zipNames(zip: Buffer): string[] {
  const names: string[] = [];
  for (let at = 0; zip.readUInt32LE(at) === 0x04034b50;) {
    const size = zip.readUInt32LE(at + 18);
    const nameLength = zip.readUInt16LE(at + 26);
    const extra = zip.readUInt16LE(at + 28);
    names.push(zip.subarray(at + 30, at + 30 + nameLength).toString('utf8'));
    at += 30 + nameLength + extra + size;
  }
  return names;
}

describe('createFolder, getFolder', () => {
  it('creates in media-root by default, records `created`, and reads it back', async () => {
    const seq = lastSeq();
    // "If no folder is specified, the new folder is created in the `media-root` folder."
    const folder = await newFolder('Spring catalog');
    expect(folder).toMatchObject({ displayName: 'Spring catalog', parentFolderId: 'media-root', state: 'OK' });
    expect(folder._id).toMatch(/^[0-9a-f]{32}$/);
    expect(folder._createdDate).toBeInstanceOf(Date);
    expect(await w.client.folders.getFolder(folder._id)).toEqual(folder);
    expect(folderEvents(seq).map((e) => e.slug)).toEqual(['created']);
  });

  it('creates inside an existing folder; an unknown parent or folder is a 404', async () => {
    const parent = await newFolder('Products');
    // "Use the `parentFolderId` parameter to specify in which existing folder you want the new folder to be created."
    const folder = await newFolder('Mugs', parent._id);
    expect(folder.parentFolderId).toBe(parent._id);
    const e = await sdkError(w.client.folders.createFolder('Lost', { parentFolderId: 'no-such-folder' }));
    expect([e.status, e.details.applicationError?.code]).toEqual([404, 'NOT_FOUND']);
    expect((await sdkError(w.client.folders.getFolder('no-such-folder'))).status).toBe(404);
    expect((await sdkError(w.client.folders.createFolder(''))).status).toBe(400);
  });
});

describe('listFolders, searchFolders', () => {
  it('lists one folder level, media-root by default, sorted and cursor-paged', async () => {
    const top = await newFolder('B top');
    await w.client.folders.createFolder('A top');
    await w.client.folders.createFolder('C top');
    await newFolder('inner', top._id);
    // "If no folder is specified, the endpoint retrieves a list of folders within the root folder of the Media Manager."
    const root = await w.client.folders.listFolders({ sort: { fieldName: 'displayName', order: 'ASC' } });
    expect(names(root)).toEqual(['A top', 'B top', 'C top']);
    const inner = await w.client.folders.listFolders({ parentFolderId: top._id });
    expect(names(inner)).toEqual(['inner']);
    // Two a page; the next page from the cursor alone.
    const first = await w.client.folders.listFolders({
      sort: { fieldName: 'displayName', order: 'DESC' },
      paging: { limit: 2 },
    });
    expect(names(first)).toEqual(['C top', 'B top']);
    const next = await w.client.folders.listFolders({ paging: { cursor: first.nextCursor!.cursors!.next! } });
    expect(names(next)).toEqual(['A top']);
    expect(next.nextCursor?.cursors?.next ?? null).toBeNull();
    // "Default: `updatedDate` in `desc` order."
    await w.client.folders.updateFolder(top._id, { displayName: 'B top, renamed' });
    expect(ids(await w.client.folders.listFolders())[0]).toBe(top._id);
    const bad = await sdkError(w.client.folders.listFolders({ sort: { fieldName: 'sizeInBytes' } }));
    expect(bad.status).toBe(400);
  });

  it('searches every level of a root folder by display name', async () => {
    const top = await newFolder('Summer');
    await newFolder('summer shoes', top._id);
    await w.client.folders.createFolder('Winter');
    // "Term to search for, such as the value of a folder's `displayName`."
    const found = await w.client.folders.searchFolders({ search: 'SUMMER', sort: { fieldName: 'displayName' } });
    expect(names(found)).toEqual(['Summer', 'summer shoes']);
    // "If no parameters are specified, the endpoint returns all folders in the `MEDIA_ROOT` folder."
    expect(names(await w.client.folders.searchFolders())).toHaveLength(3);
    expect(names(await w.client.folders.searchFolders({ rootFolder: 'TRASH_ROOT' }))).toEqual([]);
  });
});

describe('updateFolder', () => {
  it('renames and moves a folder; never into itself or below itself', async () => {
    const a = await newFolder('A');
    const b = await newFolder('B');
    const a1 = await newFolder('A1', a._id);
    const seq = lastSeq();
    // "You can use the `parentFolderId` parameter to move a folder from its current parent folder to a different parent folder."
    const moved = await w.client.folders.updateFolder(a._id, { displayName: 'A renamed', parentFolderId: b._id });
    expect(moved).toMatchObject({ _id: a._id, displayName: 'A renamed', parentFolderId: b._id });
    expect(moved._updatedDate!.getTime()).toBeGreaterThanOrEqual(a._createdDate!.getTime());
    const [updated] = folderEvents(seq);
    expect(updated?.slug).toBe('updated');
    for (const target of [a._id, a1._id]) {
      const e = await sdkError(w.client.folders.updateFolder(a._id, { parentFolderId: target }));
      expect(e.status).toBe(400);
    }
    expect((await sdkError(w.client.folders.updateFolder('nope', { displayName: 'x' }))).status).toBe(404);
  });
});

describe("files' parentFolderId", () => {
  it('places uploads, imports and moves in the folder, where listFiles finds them', async () => {
    const folder = await newFolder('Docs');
    // Generate File Upload Url: "`parentFolderId`: ID of the file's parent folder."
    const uploaded = await uploadInto(folder._id, 'notes.txt');
    const moved = seededFiles()[0]!;
    // Update File Descriptor: "You can use the `parentFolderId` parameter to move a file from its current folder to a different folder."
    await w.client.files.updateFileDescriptor({ _id: moved.id, parentFolderId: folder._id });
    const listed = await w.client.files.listFiles({ parentFolderId: folder._id });
    expect((listed.files ?? []).map((f) => f._id).sort()).toEqual([uploaded, moved.id].sort());
    expect((await w.client.files.getFileDescriptor(uploaded)).parentFolderId).toBe(folder._id);
    expect(((await w.client.files.listFiles()).files ?? []).map((f) => f._id)).not.toContain(moved.id);
  });
});

describe('bulkDeleteFolders, bulkRestoreFoldersFromTrashBin, listDeletedFolders', () => {
  it('trashes a folder with its files and subfolders, and restores what it trashed', async () => {
    const top = await newFolder('Old');
    const sub = await newFolder('Older', top._id);
    const inTop = await uploadInto(top._id, 'a.txt');
    const inSub = await uploadInto(sub._id, 'b.txt');
    const trashedBefore = await uploadInto(top._id, 'c.txt');
    await w.client.files.bulkDeleteFiles([trashedBefore]);

    // "When a folder is deleted, the files in that folder are deleted."
    await w.client.folders.bulkDeleteFolders([top._id]);
    // "The deleted folders are moved to the Media Manager's `trash-root` folder (trash bin)"
    const deleted = await w.client.folders.listDeletedFolders();
    expect((deleted.folders ?? []).map((f) => [f._id, f.parentFolderId, f.state])).toEqual([
      [top._id, 'trash-root', 'DELETED'],
    ]);
    expect((await w.client.folders.getFolder(sub._id)).state).toBe('DELETED');
    for (const id of [inTop, inSub]) expect((await w.client.files.getFileDescriptor(id)).state).toBe('DELETED');
    expect(ids(await w.client.folders.listFolders())).not.toContain(top._id);
    expect(ids(await w.client.folders.searchFolders({ rootFolder: 'TRASH_ROOT' }))).toEqual(
      expect.arrayContaining([top._id, sub._id]),
    );
    // "Attempting to delete folders that are already in the trash bin doesn't result in an error."
    await w.client.folders.bulkDeleteFolders([top._id]);

    // "Restores the specified folders from the Media Manager's trash bin, and moves them to their original locations"
    await w.client.folders.bulkRestoreFoldersFromTrashBin([top._id]);
    expect(await w.client.folders.getFolder(top._id)).toMatchObject({ parentFolderId: 'media-root', state: 'OK' });
    expect(await w.client.folders.getFolder(sub._id)).toMatchObject({ parentFolderId: top._id, state: 'OK' });
    expect(await w.client.files.getFileDescriptor(inSub)).toMatchObject({ parentFolderId: sub._id, state: 'OK' });
    // A file trashed on its own before stays in the trash bin.
    expect((await w.client.files.getFileDescriptor(trashedBefore)).state).toBe('DELETED');
    expect(names(await w.client.folders.listDeletedFolders())).toEqual([]);
  });

  it('deletes permanently with the files inside; unknown ids are a 404 and change nothing', async () => {
    const folder = await newFolder('Gone');
    const inside = await uploadInto(folder._id, 'x.txt');
    const kept = await newFolder('Kept');
    const e = await sdkError(w.client.folders.bulkDeleteFolders([kept._id, 'no-such-folder']));
    expect(e.status).toBe(404);
    expect((await w.client.folders.getFolder(kept._id)).state).toBe('OK');
    // "To permanently delete folders, pass the `permanent` parameter with the value `true`."
    await w.client.folders.bulkDeleteFolders([folder._id], { permanent: true });
    expect((await sdkError(w.client.folders.getFolder(folder._id))).status).toBe(404);
    expect((await sdkError(w.client.files.getFileDescriptor(inside))).status).toBe(404);
  });
});

describe('generateFolderDownloadUrl', () => {
  it("zips the folder's files with its sub-folders", async () => {
    const folder = await newFolder('Press kit');
    const sub = await newFolder('logos', folder._id);
    await uploadInto(folder._id, 'readme.txt');
    await uploadInto(sub._id, 'logo.txt');
    // "Generates a URL for downloading a compressed file containing a specific folder ... The compressed file can contain sub-folders"
    const { downloadUrl } = await w.client.folders.generateFolderDownloadUrl(folder._id);
    const res = await fetch(downloadUrl!);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(zipNames(Buffer.from(await res.arrayBuffer())).sort()).toEqual(['logos/logo.txt', 'readme.txt']);
    expect((await sdkError(w.client.folders.generateFolderDownloadUrl('no-such-folder'))).status).toBe(404);
  });
});
