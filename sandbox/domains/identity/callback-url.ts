// Where the browser goes after the hosted login: the auth request's redirectUri with the response
// parameters (code/state or error) in its query or its fragment, per responseMode.
import { parseUrl } from '../../http/parse-url.ts';

export type ResponseMode = 'query' | 'fragment' | 'web_message';

/** Schemes a redirect or callback URL may not use (they would run code or read local files). */
const FORBIDDEN_SCHEMES = new Set(['javascript:', 'data:', 'vbscript:', 'file:', 'blob:']);

export function isAcceptableRedirectUrl(value: string): boolean {
  const url = parseUrl(value);
  return url !== undefined && !FORBIDDEN_SCHEMES.has(url.protocol);
}

/** Only http and https callbacks are followed by the hosted pages (no custom schemes, no script). */
export function isFollowable(url: string): boolean {
  const u = parseUrl(url);
  return u !== undefined && (u.protocol === 'http:' || u.protocol === 'https:');
}

/** Empty values are left out (no `state=` when the request had none). */
export function callbackUrl(
  redirectUri: string,
  mode: 'query' | 'fragment',
  params: Record<string, string | null | undefined>,
): string {
  const url = new URL(redirectUri);
  const entries = Object.entries(params).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== '');
  if (mode === 'query') {
    for (const [k, v] of entries) url.searchParams.set(k, v);
  } else {
    url.hash = new URLSearchParams(entries).toString();
  }
  return url.toString();
}
