// PKCE verification and callback URLs of the sandbox's OAuth flow (pure functions).
import { describe, expect, it } from 'vitest';
import { OAuthStrategy } from '@wix/sdk';
import { callbackUrl, isAcceptableRedirectUrl } from '../../../../../sandbox/domains/identity/callback-url.ts';
import { codeChallengeFor, pkceMatches } from '../../../../../sandbox/domains/identity/pkce.ts';

describe('pkceMatches', () => {
  // RFC 7636 appendix B.
  const verifier = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
  const challenge = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';

  it('accepts the RFC 7636 S256 example and refuses any other verifier', () => {
    expect(codeChallengeFor(verifier, 'S256')).toBe(challenge);
    expect(pkceMatches(verifier, challenge, 'S256')).toBe(true);
    expect(pkceMatches(`${verifier}x`, challenge, 'S256')).toBe(false);
    expect(pkceMatches(verifier, challenge, 'S512')).toBe(false);
  });

  it('agrees with the challenge the SDK computes', () => {
    const { codeVerifier, codeChallenge } = OAuthStrategy({ clientId: 'c' }).generateOAuthData(
      'https://app.example/cb',
    );
    expect(pkceMatches(codeVerifier, codeChallenge, 'S256')).toBe(true);
  });

  it('supports S512 (86 base64url characters)', () => {
    const c = codeChallengeFor(verifier, 'S512');
    expect(c).toHaveLength(86);
    expect(pkceMatches(verifier, c, 'S512')).toBe(true);
  });
});

describe('callbackUrl', () => {
  it('adds code and state to the query, keeping existing parameters and escaping values', () => {
    expect(callbackUrl('https://app.example/cb?x=1', 'query', { code: 'a b&c', state: 's' })).toBe(
      'https://app.example/cb?x=1&code=a+b%26c&state=s',
    );
  });

  it('puts them in the fragment, and leaves out empty values', () => {
    expect(callbackUrl('chrome-extension://abc/cb.html#old', 'fragment', { code: 'c1', state: null, error: '' })).toBe(
      'chrome-extension://abc/cb.html#code=c1',
    );
  });
});

describe('isAcceptableRedirectUrl', () => {
  it('accepts absolute http(s) and extension URLs, refuses script and relative ones', () => {
    expect(isAcceptableRedirectUrl('https://ext.example/callback')).toBe(true);
    expect(isAcceptableRedirectUrl('chrome-extension://abc/cb.html')).toBe(true);
    expect(isAcceptableRedirectUrl('javascript:alert(1)')).toBe(false);
    expect(isAcceptableRedirectUrl('data:text/html,hi')).toBe(false);
    expect(isAcceptableRedirectUrl('/relative')).toBe(false);
  });
});
