/**
 * Whether an image URL is on the provider's media hosts (Wix's static media CDN, or the local
 * sandbox's stand-in of it, which the background routes those URLs to). Member-chosen pictures
 * (profile photo, cover) and contact pictures can point anywhere; loading one from another host
 * would tell that host the admin's address and when they looked.
 */
export function isProviderImageUrl(url: string): boolean {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return false;
  }
  if (u.protocol === 'https:' && (u.hostname === 'wixstatic.com' || u.hostname.endsWith('.wixstatic.com'))) return true;
  const loopback = u.hostname === '127.0.0.1' || u.hostname === 'localhost';
  return u.protocol === 'http:' && loopback && u.pathname.startsWith('/_media/');
}

/** The host to name on a picture that is not loaded until asked. */
export function imageHost(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url.slice(0, 40);
  }
}
