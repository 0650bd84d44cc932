// Demo sites that also answer on a custom-domain-like address: `http://<name>.localhost:<port>/`
// (browsers resolve *.localhost to loopback), so the custom-domain path is exercised end to end.
export const CUSTOM_DOMAINS: Readonly<Record<string, string>> = { 'bloom.localhost': 'bloom-and-basket' };

/** The custom-domain hostname of a site, if it has one. */
export function customDomainOf(slug: string): string | undefined {
  return Object.entries(CUSTOM_DOMAINS).find(([, s]) => s === slug)?.[0];
}

/** `http://bloom.localhost:<port>` for a site with a custom domain, on the port the request came in on. */
export function customDomainUrl(requestUrl: string, slug: string): string | undefined {
  const host = customDomainOf(slug);
  if (!host) return undefined;
  const u = new URL(requestUrl);
  return `${u.protocol}//${host}${u.port ? `:${u.port}` : ''}`;
}
