import { describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ensureUploadHost, sameHost } from '@/lib/upload/host-permission';

// fake-browser leaves `permissions` unmocked (typed as returning void): spy on it as the real API.
const permissions = fakeBrowser.permissions as unknown as {
  contains: (p: unknown) => Promise<boolean>;
  request: (p: unknown) => Promise<boolean>;
};

describe('ensureUploadHost', () => {
  it('asks for the upload host only when it is not granted yet', async () => {
    const contains = vi.spyOn(permissions, 'contains').mockResolvedValue(true);
    const request = vi.spyOn(permissions, 'request').mockResolvedValue(true);
    expect(await ensureUploadHost('http://127.0.0.1:4010')).toBe(true);
    expect(contains).toHaveBeenCalledWith({ origins: ['http://127.0.0.1:4010/*'] });
    expect(request).not.toHaveBeenCalled();

    contains.mockResolvedValue(false);
    expect(await ensureUploadHost('https://upload.wixmp.com')).toBe(true);
    expect(request).toHaveBeenCalledWith({ origins: ['https://upload.wixmp.com/*'] });
  });

  it('answers false when the admin declines or the browser wants a gesture', async () => {
    vi.spyOn(permissions, 'contains').mockResolvedValue(false);
    const request = vi.spyOn(permissions, 'request').mockResolvedValue(false);
    expect(await ensureUploadHost('https://upload.wixmp.com')).toBe(false);
    request.mockRejectedValue(new Error('This function must be called during a user gesture'));
    expect(await ensureUploadHost('https://upload.wixmp.com')).toBe(false);
  });

  it('checks that an upload URL points at the allowed host', () => {
    expect(sameHost('https://upload.wixmp.com/upload/abc', 'https://upload.wixmp.com')).toBe(true);
    expect(sameHost('https://evil.example/upload/abc', 'https://upload.wixmp.com')).toBe(false);
  });
});
