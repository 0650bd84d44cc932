// The official SDK with OAuthStrategy against the sandbox. OAuth token calls and the strategy's
// own redirect-session client use the GLOBAL fetch (docs/provider-contract.md §1.4), so tests patch it.
// No test runner's API here: the end-to-end tests log members in with it too.
import { createClient, OAuthStrategy, type Tokens } from '@wix/sdk';
import { members } from '@wix/members';
import { redirects } from '@wix/redirects';
import { reviews } from '@wix/reviews';

const WIX_HOSTS = /^https:\/\/(www|edge)\.wixapis\.com/;

export interface FetchCall {
  url: string;
  body: string | null;
}

/** Rewrites the provider's hosts to the sandbox and records every call; returns the restorer. */
export function patchGlobalFetch(sandboxUrl: string, calls: FetchCall[] = []): () => void {
  const real = globalThis.fetch;
  globalThis.fetch = ((input: string | URL | Request, init?: RequestInit) => {
    const url = (input instanceof Request ? input.url : String(input)).replace(WIX_HOSTS, sandboxUrl);
    calls.push({ url, body: typeof init?.body === 'string' ? init.body : null });
    return real(url, init);
  }) as typeof fetch;
  return () => {
    globalThis.fetch = real;
  };
}

export function oauthClient(clientId: string, tokens?: Tokens) {
  return createClient({
    modules: { members, reviews, redirects },
    auth: OAuthStrategy({ clientId, ...(tokens ? { tokens } : {}) }),
  });
}
export type OAuthClient = ReturnType<typeof oauthClient>;

/** A loopback URI: the demo OAuth clients allow those on any port, never loaded here. */
export const REDIRECT_URI = 'http://127.0.0.1:47823/callback';

/** The hosted login page's forms: the session id and the offered members. */
export function parseLoginPage(page: string): { sessionId: string; members: { id: string; label: string }[] } {
  const sessionId = /name="redirectSessionId" value="([^"]+)"/.exec(page)?.[1];
  if (!sessionId) throw new Error('no redirectSessionId on the login page');
  const members = [...page.matchAll(/name="memberId" value="([^"]+)">Log in as ([^<]*)</g)].map((m) => ({
    id: m[1]!,
    label: m[2]!,
  }));
  return { sessionId, members };
}

/** Submits the login form (member button or email); returns the raw response (303 on success). */
export function submitLogin(
  authUrl: string,
  sessionId: string,
  pick: { memberId: string } | { email: string } | { cancel: true },
): Promise<Response> {
  const form = new URLSearchParams({ redirectSessionId: sessionId });
  if ('memberId' in pick) form.set('memberId', pick.memberId);
  else if ('email' in pick) form.set('email', pick.email);
  else form.set('cancel', '1');
  return fetch(new URL('/oauth2/authorize', authUrl), { method: 'POST', body: form, redirect: 'manual' });
}

/** The whole SDK login flow for `memberId`: auth URL, hosted page, code, member tokens. */
export async function logInMember(client: OAuthClient, memberId: string, responseMode: 'query' | 'fragment' = 'query') {
  const oauthData = client.auth.generateOAuthData(REDIRECT_URI);
  const { authUrl } = await client.auth.getAuthUrl(oauthData, { responseMode });
  const page = await fetch(authUrl);
  if (page.status !== 200) throw new Error(`the hosted login page answered ${page.status}`);
  const { sessionId } = parseLoginPage(await page.text());
  const res = await submitLogin(authUrl, sessionId, { memberId });
  if (res.status !== 303) throw new Error(`the login form answered ${res.status}, not 303`);
  const location = res.headers.get('location')!;
  const { code, state } = client.auth.parseFromUrl(location, responseMode);
  return { oauthData, authUrl, location, code: code!, state: state! };
}
