// A member's profile page by its address (`…/profile/{slug}/profile`, the members area's default
// path): the slug the background confirms the page's member from. No schema library: the content
// script uses it too.

const SLUG = /^[a-z0-9]+(?:[-_.][a-z0-9]+)*$/;

/** The member slug a profile page's URL names, or null (not a profile page's address). */
export function profileSlugOf(url: string): string | null {
  let path: string;
  try {
    path = new URL(url).pathname;
  } catch {
    return null;
  }
  const raw = /\/profile\/([^/]+)\/profile\/?$/.exec(path)?.[1];
  if (!raw) return null;
  try {
    const slug = decodeURIComponent(raw);
    return SLUG.test(slug) ? slug : null;
  } catch {
    return null;
  }
}
