// App access tokens (client-credentials grant): opaque random strings, stored as SHA-256 hashes
// with the app instance they act for. No refresh token: AppStrategy asks again when one expires.
import type { Db } from '../../db/open.ts';
import { ACCESS_TOKEN_PREFIX, hashSecret, randomSecret } from '../identity/tokens.ts';
import { getInstance, type AppInstance } from './store.ts';

/** Seconds, as the provider's OAuth access tokens (4 hours). */
export const APP_TOKEN_TTL_S = 4 * 60 * 60;
const PURGE_AFTER_MS = 24 * 60 * 60 * 1000;

/** The client-credentials response body, as AppStrategy reads it (`access_token`, `expires_in`). */
export interface AppTokenResponse {
  access_token: string;
  expires_in: number;
}

export function issueAppToken(db: Db, instanceId: string, now: number): AppTokenResponse {
  db.prepare('DELETE FROM app_tokens WHERE expires_at < ?').run(now - PURGE_AFTER_MS);
  const token = randomSecret(ACCESS_TOKEN_PREFIX);
  db.prepare('INSERT INTO app_tokens (token_hash, instance_id, issued_at, expires_at) VALUES (?, ?, ?, ?)').run(
    hashSecret(token),
    instanceId,
    now,
    now + APP_TOKEN_TTL_S * 1000,
  );
  return { access_token: token, expires_in: APP_TOKEN_TTL_S };
}

export type AppTokenCheck = { ok: true; instance: AppInstance } | { ok: false; reason: 'expired' } | undefined;

/** undefined: not an app token of this sandbox. */
export function checkAppToken(db: Db, value: string, now: number): AppTokenCheck {
  const row = db
    .prepare('SELECT instance_id AS instanceId, expires_at AS expiresAt FROM app_tokens WHERE token_hash = ?')
    .get(hashSecret(value)) as { instanceId: string; expiresAt: number } | undefined;
  if (!row) return undefined;
  if (row.expiresAt <= now) return { ok: false, reason: 'expired' };
  const instance = getInstance(db, row.instanceId);
  return instance ? { ok: true, instance } : undefined;
}
