// The authorize flow once redirected to any URI (PKCE and state held). Each OAuth
// client has its allowed redirect URIs, matched exactly as the provider does: loopback ones (any port),
// the named extensions' login window URI, and what a developer adds under /_sandbox.
import { describe, expect, it } from 'vitest';
import { useSandbox } from './harness.ts';

const NAMED = 'abcdefghijklmnopabcdefghijklmnop';
const { sandbox, site } = useSandbox({ options: { allowExtensions: [NAMED] } });

const CHALLENGE = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM'; // 43 characters (RFC 7636's example)

async function askSession(redirectUri: string): Promise<{ status: number; text: string }> {
  const res = await fetch(`${sandbox.url}/redirect-session/v1/redirect-session`, {
    method: 'POST',
    headers: { authorization: site.apiKey, 'wix-site-id': site.id, 'content-type': 'application/json' },
    body: JSON.stringify({
      auth: { authRequest: { clientId: site.oauthClientId, redirectUri, codeChallenge: CHALLENGE, state: 's' } },
    }),
  });
  return { status: res.status, text: await res.text() };
}

const urisUrl = () => `${sandbox.url}/_sandbox/sites/${site.id}/oauth-redirect-uris`;

describe('redirect URIs registered per OAuth client', () => {
  it('refuses a redirect URI the client does not list, in the validation shape', async () => {
    for (const uri of [
      'https://evil.example/steal',
      'https://ponmlkjihgfedcbaponmlkjihgfedcba.chromiumapp.org/member-login', // an extension not named
      `https://${NAMED}.chromiumapp.org/elsewhere`, // exact match only
    ]) {
      const answer = await askSession(uri);
      expect(answer.status, uri).toBe(400);
      expect(JSON.parse(answer.text), uri).toMatchObject({
        details: { validationError: { fieldViolations: [{ field: 'auth.authRequest.redirectUri' }] } },
      });
    }
  });

  it("accepts loopback URIs (any port) and the named extension's login window", async () => {
    for (const uri of [
      'http://127.0.0.1:47823/callback',
      'http://localhost:5173/auth',
      `https://${NAMED}.chromiumapp.org/member-login`,
    ])
      expect((await askSession(uri)).status, uri).toBe(200);
  });

  it('lets a developer add (and remove) a redirect URI under /_sandbox', async () => {
    const uri = 'https://app.example/login-callback';
    expect((await askSession(uri)).status).toBe(400);
    const added = await fetch(urisUrl(), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ uri }),
    });
    expect(added.status).toBe(200);
    const listed = (await (await fetch(urisUrl())).json()) as { redirectUris: string[] };
    expect(listed.redirectUris).toContain(uri);
    expect(listed.redirectUris).toContain(`https://${NAMED}.chromiumapp.org/member-login`);
    expect((await askSession(uri)).status).toBe(200);
    const removed = await fetch(`${urisUrl()}?uri=${encodeURIComponent(uri)}`, { method: 'DELETE' });
    expect(removed.status).toBe(200);
    expect((await askSession(uri)).status).toBe(400);
    const bad = await fetch(urisUrl(), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ uri: 'javascript:alert(1)' }),
    });
    expect(bad.status).toBe(400);
  });
});
