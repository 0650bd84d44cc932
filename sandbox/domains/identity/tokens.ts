// OAuth tokens: opaque random strings, stored as SHA-256 hashes with their identity and expiry.
// Refresh tokens do not rotate: the SDK keeps the refresh token it has after a renewal
// (OAuthStrategy.renewToken), so a refresh answers a new access token and the same refresh token.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../../db/open.ts';

/** Seconds; the provider's visitor and member access tokens live 4 hours. */
export const ACCESS_TOKEN_TTL_S = 4 * 60 * 60;
const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** Rows expired longer than this are purged when new tokens are issued. */
const PURGE_AFTER_MS = 24 * 60 * 60 * 1000;

export const ACCESS_TOKEN_PREFIX = 'OauthNG.JWS.';
const REFRESH_TOKEN_PREFIX = 'JWS.';

export const hashSecret = (value: string): string => createHash('sha256').update(value).digest('hex');
export const randomSecret = (prefix: string): string => `${prefix}${randomBytes(32).toString('base64url')}`;

export interface TokenIdentity {
  siteId: string;
  visitorId: string;
  /** null for an anonymous visitor. */
  memberId: string | null;
}

export interface TokenRow extends TokenIdentity {
  kind: 'access' | 'refresh';
  familyId: string;
  expiresAt: number;
  revokedAt: number | null;
}

/** The token endpoint's response body (snake_case, as the SDK reads it). */
export interface TokenResponse {
  access_token: string;
  expires_in: number;
  refresh_token: string;
}

function insertToken(
  db: Db,
  value: string,
  kind: TokenRow['kind'],
  familyId: string,
  who: TokenIdentity,
  now: number,
  ttlMs: number,
): void {
  db.prepare(
    `INSERT INTO identity_tokens (token_hash, kind, site_id, family_id, visitor_id, member_id, issued_at, expires_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(hashSecret(value), kind, who.siteId, familyId, who.visitorId, who.memberId, now, now + ttlMs);
}

function purgeExpired(db: Db, now: number): void {
  db.prepare('DELETE FROM identity_tokens WHERE expires_at < ?').run(now - PURGE_AFTER_MS);
}

/** A new refresh token and a first access token for `who`. */
export function issueTokenPair(db: Db, who: TokenIdentity, now: number): { response: TokenResponse; familyId: string } {
  purgeExpired(db, now);
  const familyId = randomUUID();
  const refresh = randomSecret(REFRESH_TOKEN_PREFIX);
  const access = randomSecret(ACCESS_TOKEN_PREFIX);
  insertToken(db, refresh, 'refresh', familyId, who, now, REFRESH_TOKEN_TTL_MS);
  insertToken(db, access, 'access', familyId, who, now, ACCESS_TOKEN_TTL_S * 1000);
  return { response: { access_token: access, expires_in: ACCESS_TOKEN_TTL_S, refresh_token: refresh }, familyId };
}

/** A new access token in the refresh token's family; the refresh token itself is returned unchanged. */
export function renewAccessToken(db: Db, refresh: TokenRow, refreshValue: string, now: number): TokenResponse {
  purgeExpired(db, now);
  const access = randomSecret(ACCESS_TOKEN_PREFIX);
  insertToken(db, access, 'access', refresh.familyId, refresh, now, ACCESS_TOKEN_TTL_S * 1000);
  return { access_token: access, expires_in: ACCESS_TOKEN_TTL_S, refresh_token: refreshValue };
}

export function findToken(db: Db, value: string, kind: TokenRow['kind']): TokenRow | undefined {
  return db
    .prepare(
      `SELECT kind, site_id AS siteId, family_id AS familyId, visitor_id AS visitorId, member_id AS memberId,
         expires_at AS expiresAt, revoked_at AS revokedAt
       FROM identity_tokens WHERE token_hash = ? AND kind = ?`,
    )
    .get(hashSecret(value), kind) as TokenRow | undefined;
}

export function revokeFamily(db: Db, siteId: string, familyId: string, now: number): void {
  db.prepare(
    'UPDATE identity_tokens SET revoked_at = ? WHERE site_id = ? AND family_id = ? AND revoked_at IS NULL',
  ).run(now, siteId, familyId);
}

/** Logs a member out everywhere (their member was deleted). */
export function revokeMemberTokens(db: Db, siteId: string, memberId: string, now: number): void {
  db.prepare(
    'UPDATE identity_tokens SET revoked_at = ? WHERE site_id = ? AND member_id = ? AND revoked_at IS NULL',
  ).run(now, siteId, memberId);
}

export type TokenCheck = { ok: true; token: TokenRow } | { ok: false; reason: 'unknown' | 'expired' | 'revoked' };

/** Looks a presented token up and says whether it may be used at `now`. */
export function checkToken(db: Db, value: string, kind: TokenRow['kind'], now: number): TokenCheck {
  const token = findToken(db, value, kind);
  if (!token) return { ok: false, reason: 'unknown' };
  if (token.revokedAt !== null) return { ok: false, reason: 'revoked' };
  if (token.expiresAt <= now) return { ok: false, reason: 'expired' };
  return { ok: true, token };
}
