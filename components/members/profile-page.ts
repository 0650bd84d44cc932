import { Slug } from '@/lib/messaging/members';

/** The member slug of a Members Area profile page URL (`…/profile/{slug}/profile`), or null. */
export function profileSlugOf(url: string | null | undefined): string | null {
  if (!url) return null;
  let path: string;
  try {
    path = new URL(url).pathname;
  } catch {
    return null;
  }
  const match = /\/profile\/([^/]+)\/profile\/?$/.exec(path);
  if (!match) return null;
  let slug: string;
  try {
    slug = decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
  return Slug.safeParse(slug).success ? slug : null;
}
