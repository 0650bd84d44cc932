// Import File: fetch an allowed URL and create the file from its bytes. The provider answers
// PENDING and finishes later; the sandbox fetches at once, so the file comes back READY, or FAILED
// (with a `file_failed` event) when the source cannot be fetched.
import type { Db } from '../../db/open.ts';
import { buildFailedDoc, buildFileDoc } from './file-factory.ts';
import { createFailedFile, createReadyFile } from './file-changes.ts';
import { fetchSource, type AllowsUrl } from './import-fetch.ts';
import type { MediaFileDoc } from './media-file-doc.ts';
import { mediaTypeOf, normalizeMime, resolveMime } from './mime.ts';
import type { ImportItem } from './schemas.ts';
import type { MediaStorage } from './storage.ts';

export interface ImportContext {
  db: Db;
  storage: MediaStorage;
  siteId: string;
  origin: string;
  /** Where the sandbox may fetch from (its own origin and the user's allowed ones). */
  allows: AllowsUrl;
}

function withParams(url: URL, params: Record<string, unknown> | null | undefined): URL {
  const out = new URL(url);
  for (const [k, v] of Object.entries(params ?? {})) out.searchParams.append(k, String(v));
  return out;
}

function nameFrom(item: ImportItem, url: URL): string {
  if (item.displayName) return item.displayName;
  const last = decodeURIComponent(url.pathname.split('/').filter(Boolean).pop() ?? '');
  return last || 'imported-file';
}

/** `url` is the item's URL, already checked against `ctx.allows`. `urlHeaders` are never forwarded. */
export async function importFile(ctx: ImportContext, item: ImportItem, url: URL): Promise<MediaFileDoc> {
  const source = withParams(url, item.urlParams);
  const displayName = nameFrom(item, url);
  const common = {
    siteId: ctx.siteId,
    displayName,
    parentFolderId: item.parentFolderId,
    private: item.private,
    labels: item.labels,
    sourceUrl: item.url,
    now: new Date(),
  };
  const fetched = await fetchSource(source, ctx.allows);
  if (!fetched.ok) {
    const mimeType = resolveMime(item.mimeType, displayName);
    const mediaType = mimeType === 'application/octet-stream' ? (item.mediaType ?? 'OTHER') : mediaTypeOf(mimeType);
    return createFailedFile(ctx.db, buildFailedDoc({ ...common, mimeType, mediaType }), mimeType, item.externalInfo);
  }
  // Declared type first, then what the server said, then the name's extension.
  const mimeType =
    normalizeMime(item.mimeType) ??
    normalizeMime(fetched.contentType) ??
    resolveMime(undefined, displayName.includes('.') ? displayName : url.pathname);
  const doc = buildFileDoc({
    ...common,
    origin: ctx.origin,
    bytes: fetched.bytes,
    mimeType,
    mediaTypeHint: item.mediaType,
  });
  return createReadyFile(ctx.db, ctx.storage, doc, mimeType, fetched.bytes, item.externalInfo);
}
