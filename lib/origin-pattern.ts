/**
 * The host permission pattern for an origin, as the admin grants it for a custom domain: any port,
 * as match patterns go. Shared by the panel (which asks) and the background (which gives it back).
 */
export function originPattern(origin: string): string {
  const url = new URL(origin);
  return `${url.protocol}//${url.hostname}/*`;
}
