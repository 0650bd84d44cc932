import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, vi } from 'vitest';

/** Called from a test file: its fetch is the real one again after each test (files share one module graph). */
export function unstubAfterEach(): void {
  afterEach(() => vi.unstubAllGlobals());
}

/**
 * The extension's own file of default saved replies (public/saved-reply-defaults.json), answered to the
 * background's fetch of its extension URL as the browser would: Node has no extension origin.
 */
export function serveDefaultsFile(): void {
  const file = readFileSync(path.resolve('public/saved-reply-defaults.json'), 'utf8');
  vi.stubGlobal('fetch', async (url: string) =>
    String(url).endsWith('/saved-reply-defaults.json') ? new Response(file) : Promise.reject(new Error(`no ${url}`)),
  );
}
