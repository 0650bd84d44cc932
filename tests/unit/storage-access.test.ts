// Storage closed to content scripts (lib/storage.ts `keepStorageFromContentScripts`, run by the background
// at start): session storage (credentials, the offline queue's reply text, the kept screen) is set to
// trusted contexts explicitly, local storage too where the browser can; a browser without the switch
// (Firefox has none) starts all the same.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { keepStorageFromContentScripts } from '@/lib/storage';

type Area = { setAccessLevel?: (o: { accessLevel: string }) => Promise<void> };
const session = fakeBrowser.storage.session as unknown as Area;
const local = fakeBrowser.storage.local as unknown as Area;
const sync = fakeBrowser.storage.sync as unknown as Area;

afterEach(() => {
  delete session.setAccessLevel;
  delete local.setAccessLevel;
  delete sync.setAccessLevel;
});

describe('keepStorageFromContentScripts', () => {
  it('sets session storage (and local and sync storage) to trusted contexts only', async () => {
    session.setAccessLevel = vi.fn(async () => undefined);
    local.setAccessLevel = vi.fn(async () => undefined);
    sync.setAccessLevel = vi.fn(async () => undefined);
    await keepStorageFromContentScripts();
    expect(session.setAccessLevel).toHaveBeenCalledWith({ accessLevel: 'TRUSTED_CONTEXTS' });
    expect(local.setAccessLevel).toHaveBeenCalledWith({ accessLevel: 'TRUSTED_CONTEXTS' });
    expect(sync.setAccessLevel).toHaveBeenCalledWith({ accessLevel: 'TRUSTED_CONTEXTS' });
  });

  it('sets session storage even where local storage refuses the switch', async () => {
    session.setAccessLevel = vi.fn(async () => undefined);
    local.setAccessLevel = vi.fn(async () => Promise.reject(new Error('Only supported for the session area')));
    await keepStorageFromContentScripts();
    expect(session.setAccessLevel).toHaveBeenCalledWith({ accessLevel: 'TRUSTED_CONTEXTS' });
  });

  it('a browser without the switch (Firefox) starts all the same', async () => {
    await expect(keepStorageFromContentScripts()).resolves.toBeUndefined();
  });
});
