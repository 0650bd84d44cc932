// Site Media through the official SDK: read, update, list/search with cursor paging, trash bin.
import { beforeEach, describe, expect, it } from 'vitest';
import type { MediaFileDoc } from '../../sandbox/domains/media/media-file-doc.ts';
import { sdkError } from './sdk-client.ts';
import { eventsSince, lastEventSeq, resetSite, storedFile, storedFiles, useMediaWorld } from './media-helpers.ts';

const w = useMediaWorld();
let seeded: MediaFileDoc[];
beforeEach(async () => {
  await resetSite(w);
  seeded = storedFiles(w);
});

const byName = (a: MediaFileDoc, b: MediaFileDoc) =>
  a.displayName < b.displayName ? -1 : a.displayName > b.displayName ? 1 : a.id < b.id ? -1 : 1;
const FQDN = 'wix.media.site_media.v1.file_descriptor';

describe('getFileDescriptor / getFileDescriptors', () => {
  it('returns the stored file in SDK shape', async () => {
    const doc = seeded.find((f) => f.mediaType === 'IMAGE')!;
    const file = await w.client.files.getFileDescriptor(doc.id);
    expect(file._id).toBe(doc.id);
    expect(file.displayName).toBe(doc.displayName);
    expect(file._createdDate).toEqual(new Date(doc.createdDate));
    expect(file.sizeInBytes).toBe(doc.sizeInBytes);
    expect(file.media?.image?.image).toMatch(new RegExp(`^wix:image://v1/${doc.id.replace(/[.~]/g, '\\$&')}/`));
    // A Wix media URL is accepted as the id.
    expect((await w.client.files.getFileDescriptor(file.media!.image!.image!))._id).toBe(doc.id);
  });

  it('404s an unknown id, and getFileDescriptors returns several in order', async () => {
    const e = await sdkError(w.client.files.getFileDescriptor('nope_123~mv2.jpg'));
    expect(e.status).toBe(404);
    expect(e.details.applicationError?.code).toBe('NOT_FOUND');
    expect(e.requestId).toBeTruthy();
    const ids = [seeded[2]!.id, seeded[0]!.id];
    const res = await w.client.files.getFileDescriptors(ids);
    expect(res.files?.map((f) => f._id)).toEqual(ids);
    expect((await sdkError(w.client.files.getFileDescriptors([seeded[0]!.id, 'missing']))).status).toBe(404);
  });
});

describe('updateFileDescriptor', () => {
  it('changes name, labels and folder, stores it and records `updated`', async () => {
    const doc = seeded[0]!;
    const seq = lastEventSeq(w);
    const file = await w.client.files.updateFileDescriptor({
      _id: doc.id,
      displayName: 'renamed.jpg',
      labels: ['a', 'b'],
      parentFolderId: 'folder-1',
    });
    expect(file).toMatchObject({
      _id: doc.id,
      displayName: 'renamed.jpg',
      labels: ['a', 'b'],
      parentFolderId: 'folder-1',
    });
    expect(file._updatedDate!.getTime()).toBeGreaterThan(new Date(doc.updatedDate).getTime());
    expect(storedFile(w, doc.id)).toMatchObject({ displayName: 'renamed.jpg', labels: ['a', 'b'], hash: doc.hash });
    const events = eventsSince(w, seq);
    expect(events.map((e) => `${e.entityFqdn} ${e.slug}`)).toEqual([`${FQDN} updated`]);
    expect(events[0]!.envelope.updatedEvent?.currentEntity.displayName).toBe('renamed.jpg');
  });

  it('ignores read-only fields, honours a field mask, 404s unknown ids', async () => {
    const doc = seeded[1]!;
    const before = await w.client.files.getFileDescriptor(doc.id);
    const after = await w.client.files.updateFileDescriptor({
      ...before,
      hash: 'forged',
      sizeInBytes: '1',
      displayName: 'x.jpg',
    });
    expect(after).toMatchObject({ hash: doc.hash, sizeInBytes: doc.sizeInBytes, displayName: 'x.jpg' });
    // REST callers may send a fieldMask: only the masked fields change.
    const res = await w.client.fetchWithAuth(`https://www.wixapis.com/site-media/v1/files/update-file-descriptor`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        file: { id: doc.id, displayName: 'masked.jpg', labels: ['kept-out'] },
        fieldMask: { paths: ['file.displayName'] },
      }),
    });
    expect(((await res.json()) as { file: MediaFileDoc }).file).toMatchObject({
      displayName: 'masked.jpg',
      labels: doc.labels,
    });
    expect((await sdkError(w.client.files.updateFileDescriptor({ _id: 'missing', displayName: 'y' }))).status).toBe(
      404,
    );
  });
});

describe('listFiles', () => {
  it('pages media-root by name; the cursor alone carries the query', async () => {
    const expected = seeded
      .filter((f) => f.parentFolderId === 'media-root' && f.state === 'OK')
      .sort(byName)
      .map((f) => f.id);
    const first = await w.client.files.listFiles({
      sort: { fieldName: 'displayName', order: 'ASC' },
      paging: { limit: 6 },
    });
    expect(first.nextCursor?.total).toBe(expected.length);
    const seen = first.files!.map((f) => f._id);
    let cursor = first.nextCursor?.cursors?.next;
    while (cursor) {
      const page = await w.client.files.listFiles({ paging: { cursor } });
      seen.push(...page.files!.map((f) => f._id));
      cursor = page.nextCursor?.cursors?.next;
    }
    expect(seen).toEqual(expected);
  });

  it('filters by media type and privacy; default order is updatedDate DESC', async () => {
    const images = await w.client.files.listFiles({ mediaTypes: ['IMAGE'], paging: { limit: 100 } });
    const want = seeded
      .filter((f) => f.mediaType === 'IMAGE')
      .sort((a, b) => (a.updatedDate > b.updatedDate ? -1 : a.updatedDate < b.updatedDate ? 1 : a.id < b.id ? 1 : -1));
    expect(images.files!.map((f) => f._id)).toEqual(want.map((f) => f.id));
    const both = await w.client.files.listFiles({
      mediaTypes: ['VIDEO', 'DOCUMENT'],
      private: false,
      paging: { limit: 100 },
    });
    expect(both.files!.length).toBe(seeded.filter((f) => f.mediaType !== 'IMAGE').length);
    expect((await w.client.files.listFiles({ parentFolderId: 'no-such-folder' })).files).toEqual([]);
  });

  it('rejects an unknown sort field and a limit over 100', async () => {
    const e = await sdkError(w.client.files.listFiles({ sort: { fieldName: 'hash' } }));
    expect(e.status).toBe(400);
    expect(e.details.validationError?.fieldViolations[0]!.field).toContain('sort.fieldName');
    expect(
      (await sdkError(w.client.files.listFiles({ paging: { limit: 101 } }))).details.validationError
        ?.fieldViolations[0]!.field,
    ).toContain('paging.limit');
  });
});

describe('searchFiles', () => {
  it('matches display names and labels, case-insensitively, with paging', async () => {
    const term = seeded[0]!.displayName.split('-')[0]!;
    const want = seeded
      .filter((f) => f.displayName.toLowerCase().includes(term) || f.labels.some((l) => l.toLowerCase().includes(term)))
      .sort(byName);
    const res = await w.client.files.searchFiles({
      search: term.toUpperCase(),
      sort: { fieldName: 'displayName', order: 'ASC' },
      paging: { limit: 100 },
    });
    expect(res.files!.map((f) => f._id)).toEqual(want.map((f) => f.id));
    const labelled = seeded.filter((f) => f.labels.includes('Sandbox'));
    const p1 = await w.client.files.searchFiles({ search: 'sandbox', rootFolder: 'MEDIA_ROOT', paging: { limit: 2 } });
    expect(p1.nextCursor?.total).toBe(labelled.length);
    const p2 = await w.client.files.searchFiles({ paging: { cursor: p1.nextCursor!.cursors!.next! } });
    expect(new Set([...p1.files!, ...p2.files!].map((f) => f._id)).size).toBe(Math.min(4, labelled.length));
  });

  it('matches labels holding quotes, backslashes and accents, never the text between two labels', async () => {
    const [quoted, plain] = seeded.filter((f) => f.state === 'OK');
    await w.client.files.updateFileDescriptor({ _id: quoted!.id, labels: ['Say "Hi"', 'back\\slash', 'Café-ω'] });
    await w.client.files.updateFileDescriptor({ _id: plain!.id, labels: ['alpha', 'beta'] });
    const found = async (search: string) =>
      (await w.client.files.searchFiles({ search, paging: { limit: 100 } })).files!.map((f) => f._id);
    expect(await found('say "HI')).toContain(quoted!.id);
    expect(await found('K\\SL')).toContain(quoted!.id);
    expect(await found('AFé-ω')).toContain(quoted!.id);
    expect(await found('alpha')).toContain(plain!.id);
    for (const between of ['a","b', 'alpha",', '","', ',']) expect(await found(between)).not.toContain(plain!.id);
  });
});

describe('trash bin', () => {
  it('bulkDeleteFiles moves to the trash; listDeletedFiles and TRASH_ROOT see it; restore brings it back', async () => {
    const [a, b] = [seeded[0]!, seeded[1]!];
    await w.client.files.updateFileDescriptor({ _id: b.id, parentFolderId: 'folder-x' });
    const seq = lastEventSeq(w);
    expect(await w.client.files.bulkDeleteFiles([a.id, b.id])).toBeUndefined();
    expect(await w.client.files.getFileDescriptor(a.id)).toMatchObject({
      state: 'DELETED',
      parentFolderId: 'trash-root',
    });
    const listed = await w.client.files.listFiles({ paging: { limit: 100 } });
    expect(listed.files!.map((f) => f._id)).not.toContain(a.id);
    const trash = await w.client.files.listDeletedFiles({ paging: { limit: 100 } });
    expect(trash.files!.map((f) => f._id).sort()).toEqual([a.id, b.id].sort());
    expect((await w.client.files.listDeletedFiles({ parentFolderId: 'folder-x' })).files!.map((f) => f._id)).toEqual([
      b.id,
    ]);
    expect((await w.client.files.searchFiles({ rootFolder: 'TRASH_ROOT' })).files).toHaveLength(2);
    // Deleting again is no error and no event.
    await w.client.files.bulkDeleteFiles([a.id]);
    const events = eventsSince(w, seq);
    expect(events.map((e) => `${e.slug} ${e.entityId}`)).toEqual([`deleted ${a.id}`, `deleted ${b.id}`]);

    const seq2 = lastEventSeq(w);
    await w.client.files.bulkRestoreFilesFromTrashBin([a.id, b.id]);
    expect(await w.client.files.getFileDescriptor(a.id)).toMatchObject({ state: 'OK', parentFolderId: 'media-root' });
    expect(await w.client.files.getFileDescriptor(b.id)).toMatchObject({ state: 'OK', parentFolderId: 'folder-x' });
    expect((await w.client.files.listDeletedFiles()).files).toEqual([]);
    const restored = eventsSince(w, seq2);
    expect(restored.map((e) => e.slug)).toEqual(['file_ready', 'file_ready']);
    expect(restored[0]!.envelope.actionEvent?.body).toMatchObject({ triggeredByUndelete: true });
  });

  it('permanent delete removes the row; unknown ids 404 with nothing changed', async () => {
    const doc = seeded[3]!;
    const e = await sdkError(w.client.files.bulkDeleteFiles([doc.id, 'missing'], { permanent: true }));
    expect(e.status).toBe(404);
    expect(storedFile(w, doc.id)).toBeDefined();
    await w.client.files.bulkDeleteFiles([doc.id], { permanent: true });
    expect(storedFile(w, doc.id)).toBeUndefined();
    expect((await sdkError(w.client.files.getFileDescriptor(doc.id))).status).toBe(404);
    const v = await sdkError(w.client.files.bulkDeleteFiles([]));
    expect(v.status).toBe(400);
  });
});

describe('callers', () => {
  it('visitors (OAuth access tokens) get 403 PERMISSION_DENIED', async () => {
    const token = await fetch(`${w.sandbox.url}/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ clientId: w.site.oauthClientId, grantType: 'anonymous' }),
    });
    const { access_token: accessToken } = (await token.json()) as { access_token: string };
    const res = await fetch(`${w.sandbox.url}/site-media/v1/files`, { headers: { authorization: accessToken } });
    expect(res.status).toBe(403);
    expect(
      ((await res.json()) as { details: { applicationError: { code: string } } }).details.applicationError.code,
    ).toBe('PERMISSION_DENIED');
  });
});
