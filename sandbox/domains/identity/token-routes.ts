// POST /oauth2/token (no Authorization): anonymous visitor tokens, refresh, and the PKCE
// authorization-code exchange, with camelCase requests and snake_case responses (docs/provider-contract.md §2.3);
// and the app's client-credentials grant (../app-identity/token-grant.ts).
import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import type { z } from 'zod';
import type { Db } from '../../db/open.ts';
import type { SandboxEnv } from '../../http/env.ts';
import { ProviderError } from '../../http/errors.ts';
import { parseInput, readJsonBody } from '../../http/validate.ts';
import { getMember } from '../members/store.ts';
import { loginRefusal } from './member-login.ts';
import { oauthError } from './oauth-errors.ts';
import { pkceMatches } from './pkce.ts';
import { clientCredentials, isClientCredentials } from '../app-identity/token-grant.ts';
import { findAuthCode, markAuthCodeUsed, type AuthCode } from './redirect-sessions.ts';
import { authorizationCodeGrant, refreshGrant, tokenRequestBase } from './schemas.ts';
import { siteForClientId, type SiteClient } from './site-clients.ts';
import { checkToken, issueTokenPair, renewAccessToken, revokeFamily, type TokenResponse } from './tokens.ts';

type AuthorizationCodeGrant = z.output<typeof authorizationCodeGrant>;

function anonymous(db: Db, site: SiteClient, now: number): TokenResponse {
  return db.transaction(
    () => issueTokenPair(db, { siteId: site.siteId, visitorId: randomUUID(), memberId: null }, now).response,
  )();
}

function refresh(db: Db, site: SiteClient, body: Record<string, unknown>, now: number): TokenResponse {
  const { refreshToken } = parseInput(refreshGrant, body);
  const check = checkToken(db, refreshToken, 'refresh', now);
  if (!check.ok)
    throw oauthError('invalid_grant', `The refresh token is ${check.reason === 'unknown' ? 'unknown' : check.reason}.`);
  const token = check.token;
  if (token.siteId !== site.siteId)
    throw oauthError('invalid_grant', 'The refresh token was issued to another client.');
  if (token.memberId !== null) {
    const refusal = loginRefusal(getMember(db, token.siteId, token.memberId));
    if (refusal) throw oauthError('invalid_grant', `The member of this refresh token may not log in: ${refusal}`);
  }
  return db.transaction(() => renewAccessToken(db, token, refreshToken, now))();
}

/** Why the code may not be exchanged, or null. Checked after the code is burnt. */
function codeRefusal(
  db: Db,
  site: SiteClient,
  code: AuthCode,
  grant: AuthorizationCodeGrant,
  now: number,
): ProviderError | null {
  if (code.expiresAt <= now) return oauthError('invalid_grant', 'The authorization code has expired.');
  if (code.clientId !== site.clientId)
    return oauthError('invalid_grant', 'The authorization code was issued to another client.');
  if ((grant.redirectUri ?? '') !== code.redirectUri)
    return oauthError('invalid_grant', 'redirectUri does not match the one of the authorization request.');
  if (!pkceMatches(grant.codeVerifier, code.codeChallenge, code.codeChallengeMethod)) {
    return oauthError('invalid_grant', 'codeVerifier does not match the codeChallenge of the authorization request.');
  }
  const refusal = loginRefusal(getMember(db, code.siteId, code.memberId));
  return refusal ? oauthError('invalid_grant', refusal) : null;
}

function exchangeCode(db: Db, site: SiteClient, body: Record<string, unknown>, now: number): TokenResponse {
  const grant = parseInput(authorizationCodeGrant, body);
  // Errors are returned, not thrown, inside the transaction: burning or revoking must commit.
  const outcome = db.transaction((): TokenResponse | ProviderError => {
    const code = findAuthCode(db, grant.code);
    if (!code) return oauthError('invalid_grant', 'Unknown authorization code.');
    if (code.usedAt !== null) {
      // A replayed code: revoke what its first exchange produced (RFC 6749 §4.1.2).
      if (code.issuedFamilyId) revokeFamily(db, code.siteId, code.issuedFamilyId, now);
      return oauthError('invalid_grant', 'The authorization code was already used.');
    }
    markAuthCodeUsed(db, grant.code, now, null);
    const refusal = codeRefusal(db, site, code, grant, now);
    if (refusal) return refusal;
    const issued = issueTokenPair(db, { siteId: code.siteId, visitorId: code.visitorId, memberId: code.memberId }, now);
    markAuthCodeUsed(db, grant.code, now, issued.familyId);
    return issued.response;
  })();
  if (outcome instanceof ProviderError) throw outcome;
  return outcome;
}

export function registerTokenRoute(app: Hono<SandboxEnv>, db: Db): void {
  app.post('/token', async (c) => {
    const body = await readJsonBody(c);
    // AppStrategy's grant is snake_case: {instance_id, client_id, client_secret, grant_type}.
    if (isClientCredentials(body)) return c.json(clientCredentials(db, body, Date.now()));
    const { clientId, grantType } = parseInput(tokenRequestBase, body);
    const site = siteForClientId(db, clientId);
    if (!site) throw oauthError('invalid_client', `Unknown clientId ${clientId}.`);
    const now = Date.now();
    switch (grantType) {
      case 'anonymous':
        return c.json(anonymous(db, site, now));
      case 'refresh_token':
        return c.json(refresh(db, site, body, now));
      case 'authorization_code':
        return c.json(exchangeCode(db, site, body, now));
      default:
        throw oauthError(
          'unsupported_grant_type',
          `grantType ${grantType} is not supported (anonymous, refresh_token, authorization_code; grant_type client_credentials).`,
        );
    }
  });
}
