// A folder's zip (Generate Folder Download Url) and a files' zip (Generate Files Download Url) are
// read back with a real archive reader (JSZip): whatever the files and folders are named ("../../",
// "..", a drive letter, backslashes, a leading "/"), every entry extracts inside the extraction
// folder, and no two entries share a name, even on a disk that ignores case.
import { resolve, sep } from 'node:path';
import { folders, files } from '@wix/media';
import { ApiKeyStrategy, createClient } from '@wix/sdk';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { useSandbox } from './harness.ts';
import { sandboxFetch } from './sdk-client.ts';

const w = useSandbox({
  client: (url, auth) =>
    createClient({ modules: { files, folders }, auth: ApiKeyStrategy(auth), fetch: sandboxFetch(url) }),
});

const newFolder = async (displayName: string, parentFolderId: string) =>
  (await w.client.folders.createFolder(displayName, { parentFolderId })).folder!._id!;

/** Uploads a small file into the folder, then renames it to `displayName`. */
async function fileNamed(parentFolderId: string, displayName: string): Promise<string> {
  const { uploadUrl } = await w.client.files.generateFileUploadUrl('text/plain', { parentFolderId, fileName: 'f.txt' });
  const res = await fetch(`${uploadUrl!}?filename=f.txt`, { method: 'PUT', body: `bytes of ${displayName}` });
  const id = ((await res.json()) as { file: { id: string } }).file.id;
  await w.client.files.updateFileDescriptor({ _id: id, displayName });
  return id;
}

/** The entries' names as stored in the zip (JSZip cleans `name`; the stored one is what a naive tool writes). */
async function entryNames(url: string): Promise<string[]> {
  const zip = await JSZip.loadAsync(Buffer.from(await (await fetch(url)).arrayBuffer()));
  return Object.values(zip.files)
    .filter((f) => !f.dir)
    .map((f) => (f as JSZip.JSZipObject & { unsafeOriginalName?: string }).unsafeOriginalName ?? f.name);
}

function expectSafe(names: string[]): void {
  const root = resolve('/tmp/extract-here');
  for (const name of names) {
    expect(name, name).not.toMatch(/\\/);
    expect(name, name).not.toMatch(/^\/|^[a-zA-Z]:/);
    expect(name.split('/'), name).not.toContain('..');
    expect(resolve(root, name).startsWith(root + sep), name).toBe(true);
  }
  const lower = names.map((n) => n.toLowerCase());
  expect(new Set(lower).size, names.join(', ')).toBe(names.length);
}

const HOSTILE = ['../../tmp/x.txt', '..\\..\\evil.txt', 'C:\\boot.ini', '/etc/passwd', '..', 'same.txt', 'SAME.txt'];

describe('zip entry names', () => {
  it("keep a folder's zip inside its extraction folder, unique, whatever the names", async () => {
    const top = await newFolder('Press kit', 'media-root');
    const up = await newFolder('..', top);
    const upAgain = await newFolder('..', up);
    const twin = await newFolder('..', top);
    for (const name of HOSTILE) await fileNamed(top, name);
    await fileNamed(upAgain, '../../../../etc/cron.d/x');
    await fileNamed(twin, 'same.txt');
    await fileNamed(top, 'same (2).txt');
    const { downloadUrl } = await w.client.folders.generateFolderDownloadUrl(top);
    const names = await entryNames(downloadUrl!);
    expect(names).toHaveLength(HOSTILE.length + 3);
    expectSafe(names);
    // Three files would be "same.txt" on a case-insensitive disk (the folders' order decides which keeps it).
    const lower = names.map((n) => n.toLowerCase());
    expect(lower).toEqual(expect.arrayContaining(['same.txt', 'same (2).txt', 'same (3).txt']));
  });

  it("keep a files' zip flat and unique", async () => {
    const ids = [];
    for (const name of HOSTILE) ids.push(await fileNamed('media-root', name));
    const { downloadUrl } = await w.client.files.generateFilesDownloadUrl(ids);
    const names = await entryNames(downloadUrl!);
    expect(names).toHaveLength(HOSTILE.length);
    expectSafe(names);
    expect(
      names.every((n) => !n.includes('/')),
      names.join(', '),
    ).toBe(true);
  });
});
