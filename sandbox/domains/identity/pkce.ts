// PKCE (RFC 7636) as the redirect session accepts it: S256, and the provider's S512 variant.
import { createHash, timingSafeEqual } from 'node:crypto';

export const CODE_CHALLENGE_METHODS = ['S256', 'S512'] as const;
export type CodeChallengeMethod = (typeof CODE_CHALLENGE_METHODS)[number];

export function codeChallengeFor(verifier: string, method: CodeChallengeMethod): string {
  return createHash(method === 'S512' ? 'sha512' : 'sha256')
    .update(verifier)
    .digest('base64url');
}

export function pkceMatches(verifier: string, challenge: string, method: CodeChallengeMethod): boolean {
  const expected = Buffer.from(codeChallengeFor(verifier, method));
  const given = Buffer.from(challenge);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
