// Redirect sessions (what the hosted pages act on) and the authorization codes they hand out.
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/open.ts';
import type { TokenCaller } from './caller.ts';
import type { ResponseMode } from './callback-url.ts';
import type { CodeChallengeMethod } from './pkce.ts';
import type { Callbacks, PageIntentName, pageIntentSchemas, Preferences } from './intent-schemas.ts';
import type { z } from 'zod';
import { hashSecret, randomSecret } from './tokens.ts';

const SESSION_TTL_MS = 30 * 60 * 1000;
/** Authorization codes are single-use and short-lived (RFC 6749 §4.1.2 recommends at most 10 minutes). */
export const CODE_TTL_MS = 5 * 60 * 1000;

export interface AuthRequest {
  clientId: string;
  redirectUri: string;
  responseMode: ResponseMode;
  codeChallenge: string;
  codeChallengeMethod: CodeChallengeMethod;
  scope: string | null;
  state: string | null;
}

/** A checkout, product, bookings or payment-request page: the intent's fields as sent, its callbacks and preferences. */
export type PageSession = {
  [K in PageIntentName]: {
    intent: K;
    params: z.output<(typeof pageIntentSchemas)[K]>;
    callbacks: Callbacks;
    preferences: Preferences;
  };
}[PageIntentName];

export type SessionIntent =
  | { intent: 'auth'; authRequest: AuthRequest; prompt: string }
  | { intent: 'login'; postFlowUrl: string | null }
  | { intent: 'logout'; clientId: string; postFlowUrl: string | null }
  | PageSession;

export interface RedirectSession {
  id: string;
  siteId: string;
  request: SessionIntent;
  /** The visitor or member whose token asked for the session; null for an API key. */
  caller: (TokenCaller & { familyId: string }) | null;
}

export function createRedirectSession(
  db: Db,
  siteId: string,
  request: SessionIntent,
  caller: RedirectSession['caller'],
  now: number,
): string {
  const id = randomUUID();
  db.prepare('DELETE FROM identity_redirect_sessions WHERE expires_at < ?').run(now);
  db.prepare(
    `INSERT INTO identity_redirect_sessions
       (id, site_id, intent, request, caller_family_id, caller_visitor_id, caller_member_id, created_at, expires_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    id,
    siteId,
    request.intent,
    JSON.stringify(request),
    caller?.familyId ?? null,
    caller?.visitorId ?? null,
    caller?.kind === 'member' ? caller.memberId : null,
    now,
    now + SESSION_TTL_MS,
  );
  return id;
}

interface SessionRow {
  id: string;
  siteId: string;
  request: string;
  familyId: string | null;
  visitorId: string | null;
  memberId: string | null;
}

/** The live (not expired) session, or undefined. */
export function getRedirectSession(db: Db, id: string, now: number): RedirectSession | undefined {
  const row = db
    .prepare(
      `SELECT id, site_id AS siteId, request, caller_family_id AS familyId, caller_visitor_id AS visitorId,
         caller_member_id AS memberId
       FROM identity_redirect_sessions WHERE id = ? AND expires_at > ?`,
    )
    .get(id, now) as SessionRow | undefined;
  if (!row) return undefined;
  const caller: RedirectSession['caller'] =
    row.familyId === null || row.visitorId === null
      ? null
      : row.memberId === null
        ? { kind: 'visitor', visitorId: row.visitorId, siteId: row.siteId, familyId: row.familyId }
        : {
            kind: 'member',
            memberId: row.memberId,
            visitorId: row.visitorId,
            siteId: row.siteId,
            familyId: row.familyId,
          };
  return { id: row.id, siteId: row.siteId, request: JSON.parse(row.request) as SessionIntent, caller };
}

export interface AuthCode {
  siteId: string;
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  codeChallengeMethod: CodeChallengeMethod;
  memberId: string;
  visitorId: string;
  expiresAt: number;
  usedAt: number | null;
  issuedFamilyId: string | null;
}

/** Issues a code for `memberId` answering the session's auth request; returns the code itself. */
export function createAuthCode(
  db: Db,
  session: RedirectSession,
  auth: AuthRequest,
  memberId: string,
  visitorId: string,
  now: number,
): string {
  const code = randomSecret('OauthNG.JWS.');
  db.prepare('DELETE FROM identity_auth_codes WHERE expires_at < ?').run(now - CODE_TTL_MS);
  db.prepare(
    `INSERT INTO identity_auth_codes (code_hash, site_id, session_id, client_id, redirect_uri, code_challenge,
       code_challenge_method, member_id, visitor_id, expires_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    hashSecret(code),
    session.siteId,
    session.id,
    auth.clientId,
    auth.redirectUri,
    auth.codeChallenge,
    auth.codeChallengeMethod,
    memberId,
    visitorId,
    now + CODE_TTL_MS,
  );
  return code;
}

export function findAuthCode(db: Db, code: string): AuthCode | undefined {
  return db
    .prepare(
      `SELECT site_id AS siteId, client_id AS clientId, redirect_uri AS redirectUri, code_challenge AS codeChallenge,
         code_challenge_method AS codeChallengeMethod, member_id AS memberId, visitor_id AS visitorId,
         expires_at AS expiresAt, used_at AS usedAt, issued_family_id AS issuedFamilyId
       FROM identity_auth_codes WHERE code_hash = ?`,
    )
    .get(hashSecret(code)) as AuthCode | undefined;
}

/** Burns the code (any exchange attempt does), remembering the token family it produced, if any. */
export function markAuthCodeUsed(db: Db, code: string, now: number, issuedFamilyId: string | null): void {
  db.prepare('UPDATE identity_auth_codes SET used_at = ?, issued_family_id = ? WHERE code_hash = ?').run(
    now,
    issuedFamilyId,
    hashSecret(code),
  );
}
