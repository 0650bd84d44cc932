import { isUnsureFailure } from '../../messaging/wire/unsure-failure';
import type { ImportResult, MediaFile } from '../../messaging/media';
import type { SiteClient } from '../../provider/client';
import { bulkImport, importFile, searchFiles } from '../../provider/media';
import { normalizeError } from '../../provider/normalize-error';
import { createOnce, landedSince } from './write-once';

// Imports from URLs, each once. The provider has no idempotency key for an import: a retry of one
// whose answer was lost would bring the file in a second time. The provider keeps where a file came
// from (`sourceUrl`), so a retry (`retrySince`), and a try that fails without a sure answer, first
// look for files imported from the same URLs since the first try.

/** Pages looked through at most (newest changed first) for files imported since a moment. */
const MAX_PAGES = 10;

/** Files of the site media imported from each of `urls` since `since`, oldest first. */
export async function filesImportedSince(
  client: SiteClient,
  urls: readonly string[],
  since: Date,
): Promise<Map<string, MediaFile[]>> {
  const wanted = new Set(urls);
  const found = new Map<string, MediaFile[]>();
  let cursor: string | null = null;
  for (let page = 0; page < MAX_PAGES; page++) {
    // Newest changed first: a file made since `since` was changed since then too.
    const res = await searchFiles(client, undefined, 'MEDIA_ROOT', {
      sort: 'updatedDate',
      order: 'DESC',
      limit: 100,
      cursor,
    });
    for (const f of res.files) {
      if (!f.sourceUrl || !wanted.has(f.sourceUrl) || !f.createdDate || Date.parse(f.createdDate) < since.getTime())
        continue;
      found.set(f.sourceUrl, [f, ...(found.get(f.sourceUrl) ?? [])]);
    }
    const last = res.files.at(-1)?.updatedDate;
    if (!res.nextCursor || !last || Date.parse(last) < since.getTime()) break;
    cursor = res.nextCursor;
  }
  return found;
}

/** Imports one URL; a retry or a lost answer first looks for the file it imported. */
export function importFileSafely(
  client: SiteClient,
  url: string,
  displayName?: string,
  retrySince?: string,
  parentFolderId?: string,
): Promise<MediaFile> {
  return createOnce({
    create: () => importFile(client, url, displayName, parentFolderId),
    findLanded: async (since) =>
      (await filesImportedSince(client, [url], since))
        .get(url)
        ?.find((f) => displayName === undefined || f.displayName === displayName) ?? null,
    ...(retrySince ? { retrySince } : {}),
  });
}

const landedResult = (url: string, file: MediaFile): ImportResult => ({ url, ok: true, file, error: null });

/**
 * Imports several URLs in one call. A retry (`retrySince`) imports only the URLs whose file did not
 * land; a call that fails without a sure answer reads back: the URLs that landed are answered as
 * imported, the others as failed with that failure (or, when none landed, the failure is thrown).
 */
export async function bulkImportSafely(
  client: SiteClient,
  urls: string[],
  retrySince?: string,
  parentFolderId?: string,
  now: () => Date = () => new Date(),
): Promise<ImportResult[]> {
  const take = (files: Map<string, MediaFile[]>, url: string): MediaFile | undefined => files.get(url)?.shift();
  const landed = retrySince
    ? await filesImportedSince(client, urls, landedSince(new Date(retrySince)))
    : new Map<string, MediaFile[]>();
  const before: Array<MediaFile | undefined> = urls.map((url) => take(landed, url));
  const rest = urls.filter((_, i) => before[i] === undefined);
  let fresh: ImportResult[] = [];
  if (rest.length > 0) {
    const started = now();
    try {
      fresh = await bulkImport(client, rest, parentFolderId);
    } catch (error) {
      const e = normalizeError(error);
      if (!isUnsureFailure(e)) throw error;
      const found = await filesImportedSince(client, rest, landedSince(started)).catch(() => null);
      if (!found || found.size === 0) throw error;
      fresh = rest.map((url) => {
        const file = take(found, url);
        return file
          ? landedResult(url, file)
          : { url, ok: false, file: null, error: { code: e.code, message: e.message } };
      });
    }
  }
  let next = 0;
  return urls.map((url, i) => {
    const file = before[i];
    return file ? landedResult(url, file) : fresh[next++]!;
  });
}
