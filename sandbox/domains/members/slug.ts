// Profile slugs: the format the sandbox accepts, and unique slugs derived from a nickname.
import type { Db } from '../../db/open.ts';
import { isSlugTaken } from './store.ts';

/** Lowercase letters and digits, optionally joined by single `-`, `_` or `.`; at most 255 characters (SDK: maxLength 255). */
export const SLUG_RE = /^[a-z0-9]+(?:[-_.][a-z0-9]+)*$/;
export const SLUG_MAX_LENGTH = 255;
export const SLUG_FORMAT_HINT = "must be lowercase letters and digits, joined by single '-', '_' or '.'";

export function isValidSlug(slug: string): boolean {
  return slug.length <= SLUG_MAX_LENGTH && SLUG_RE.test(slug);
}

/** `"Anna O'Neil"` → `"anna-o-neil"`; falls back to the login email's local part, then `"member"`. */
export function slugBase(nickname: string | undefined, loginEmail: string): string {
  const slugify = (s: string): string =>
    s
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 200);
  return slugify(nickname ?? '') || slugify(loginEmail.split('@')[0] ?? '') || 'member';
}

/** `base`, or `base-2`, `base-3`… whichever no member of the site has yet. */
export function uniqueSlug(db: Db, siteId: string, base: string): string {
  if (!isSlugTaken(db, siteId, base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!isSlugTaken(db, siteId, candidate)) return candidate;
  }
}
