// Which site media file an image URL on a live page shows. No schema library: plain patterns.

/** A Media Manager file id: `<6 hex>_<32 hex>`, `~mv2` (and rendition suffixes) for images, an extension. */
const FILE_ID = /^[0-9a-f]{6}_[0-9a-f]{32}(?:~mv2(?:_d_\d+_\d+_s_\d+(?:_\d+)?)?)?(?:\.[a-z0-9]{2,5})?$/i;

/**
 * The file id in a media URL: `https://static.wixstatic.com/media/<id>/v1/fill/w_300,h_200/<name>`
 * on a live site, `<sandbox>/_media/static/<siteId>/<id>` on the sandbox's pages. Null otherwise.
 */
export function mediaFileIdFromUrl(url: string | undefined): string | null {
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  for (const segment of parsed.pathname.split('/')) {
    const decoded = (() => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    })();
    if (FILE_ID.test(decoded)) return decoded;
  }
  return null;
}
