import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Browser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { adminProtocolForTests as admin } from '@/lib/service/listeners/message-listener';
import { dispatch } from '@/lib/service/infra/router';
import { connectionsItem, type Connection } from '@/lib/storage';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SavedReplyInput, type SavedReplies } from '@/lib/messaging/saved-replies';
import { serveDefaultsFile, unstubAfterEach } from './defaults-file';

unstubAfterEach();

const panel: Browser.runtime.MessageSender = {
  id: 'test-extension-id',
  url: 'chrome-extension://test-extension-id/sidepanel.html',
};
const accountId = '5c1a2b3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const connection: Connection = { kind: 'api-key', apiKey: 'IST.key-that-is-long-enough', accountId };
const reply = (over: Partial<SavedReplyInput> = {}): SavedReplyInput => ({
  name: 'Thanks',
  text: 'Thank you, {first name}!',
  ratings: [5],
  everySite: false,
  ...over,
});

async function send(type: string, payload: unknown): Promise<SavedReplies> {
  const answer = await dispatch(admin, type, { accountId, ...(payload as object) }, panel);
  if (!answer.ok) throw Object.assign(new Error(answer.error.code), { data: answer.error });
  return answer.data as SavedReplies;
}
const refusal = (type: string, payload: unknown) =>
  send(type, payload).then(
    () => null,
    (e: { data: { code: string; params?: unknown } }) => e.data,
  );
const syncArea = () => fakeBrowser.storage.sync.get(null);

describe('the default saved replies (public/saved-reply-defaults.json)', () => {
  it('are 3 or 4 per language, each with a name, a text within bounds and ratings of 1 to 5', () => {
    const file = JSON.parse(readFileSync(path.resolve('public/saved-reply-defaults.json'), 'utf8')) as Record<
      string,
      unknown[]
    >;
    expect(Object.keys(file).sort()).toEqual(['de', 'en']);
    for (const list of Object.values(file)) {
      expect(list.length).toBeGreaterThanOrEqual(3);
      expect(list.length).toBeLessThanOrEqual(4);
      for (const reply of list) expect(SavedReplyInput.parse({ ...(reply as object), everySite: true })).toBeTruthy();
    }
  });
});

describe('saved replies (the background, in sync storage)', () => {
  beforeEach(async () => {
    serveDefaultsFile();
    await connectionsItem.setValue([connection]);
  });

  it('stores the defaults in the browser’s language once, on the first read, and never again once written', async () => {
    vi.spyOn(fakeBrowser.i18n, 'getUILanguage').mockReturnValue('de-DE');
    const first = await send('savedReplies.list', {});
    expect(first.replies.length).toBeGreaterThanOrEqual(3);
    expect(first.replies.every((r) => r.everySite)).toBe(true);
    expect(first.replies[0]!.text).toContain('{Vorname}');
    for (const r of first.replies) await send('savedReplies.delete', { id: r.id });
    expect((await send('savedReplies.list', {})).replies).toEqual([]);
    expect(await syncArea()).toMatchObject({ 'savedReplies.everySite': [] });
  });

  it('stores no defaults when their file can’t be read, and tries again on the next read', async () => {
    vi.stubGlobal('fetch', async () => Promise.reject(new Error('offline')));
    expect((await send('savedReplies.list', {})).replies).toEqual([]);
    expect(await syncArea()).toEqual({});
    serveDefaultsFile();
    expect((await send('savedReplies.list', {})).replies.length).toBeGreaterThanOrEqual(3);
  });

  it('keeps a reply in the account’s list or the every-site list, one item each, and moves it between them', async () => {
    await send('savedReplies.list', {});
    const made = await send('savedReplies.save', { id: null, reply: reply() });
    const mine = made.replies.find((r) => r.name === 'Thanks')!;
    expect(mine).toMatchObject({ everySite: false, ratings: [5] });
    expect((await syncArea())[`savedReplies.${accountId}`]).toEqual([
      { id: mine.id, name: 'Thanks', text: 'Thank you, {first name}!', ratings: [5] },
    ]);
    const moved = await send('savedReplies.save', { id: mine.id, reply: reply({ everySite: true, name: 'Thanks!' }) });
    expect(moved.replies.find((r) => r.id === mine.id)).toMatchObject({ everySite: true, name: 'Thanks!' });
    expect((await syncArea())[`savedReplies.${accountId}`]).toEqual([]);
  });

  it('refuses a save over the quota of one item, whole: nothing of it is written', async () => {
    await send('savedReplies.list', {});
    const long = 'x'.repeat(1900);
    for (let i = 0; i < 4; i++)
      await send('savedReplies.save', { id: null, reply: reply({ text: long, name: `r${i}` }) });
    const before = await syncArea();
    const error = await refusal('savedReplies.save', { id: null, reply: reply({ text: long, name: 'one too many' }) });
    expect(error).toMatchObject({ code: 'SAVED_REPLIES_LIST_FULL', params: { max: 8 } });
    expect(await syncArea()).toEqual(before);
  });

  it('refuses a save that would fill the sync storage past its total, counting every other key', async () => {
    await send('savedReplies.list', {});
    // Other settings already fill nearly all of the 100 kB.
    await fakeBrowser.storage.sync.set({
      ...Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`other.${i}`, 'y'.repeat(7800)])),
      'other.last': 'y'.repeat(6000),
    });
    expect((await send('savedReplies.list', {})).syncBytes).toBeLessThan(102400 - 1000);
    const before = await syncArea();
    const error = await refusal('savedReplies.save', { id: null, reply: reply({ text: 'z'.repeat(1900) }) });
    expect(error).toMatchObject({ code: 'SAVED_REPLIES_SYNC_FULL' });
    expect(await syncArea()).toEqual(before);
  });

  it('says so when the reply edited was deleted elsewhere, and refuses accounts not connected and bad input', async () => {
    await send('savedReplies.list', {});
    expect(await refusal('savedReplies.save', { id: 'gone-gone-gone', reply: reply() })).toMatchObject({
      code: 'SAVED_REPLY_GONE',
    });
    const stranger = await dispatch(admin, 'savedReplies.list', { accountId: 'someone-else' }, panel);
    expect(stranger).toMatchObject({ ok: false, error: { code: 'ACCOUNT_NOT_CONNECTED' } });
    const empty = await dispatch(
      admin,
      'savedReplies.save',
      { accountId, id: null, reply: reply({ name: ' ' }) },
      panel,
    );
    expect(empty.ok).toBe(false);
  });
});
