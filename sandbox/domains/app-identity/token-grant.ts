// POST /oauth2/token with grant_type client_credentials, as AppStrategy sends it (snake_case):
// {instance_id, client_id, client_secret, grant_type} → {access_token, expires_in}.
import { timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { Db } from '../../db/open.ts';
import { parseInput } from '../../http/validate.ts';
import { oauthError } from '../identity/oauth-errors.ts';
import { getApp, getInstance } from './store.ts';
import { issueAppToken, type AppTokenResponse } from './tokens.ts';

export const clientCredentialsGrant = z.looseObject({
  grant_type: z.literal('client_credentials'),
  client_id: z.string().min(1),
  client_secret: z.string().min(1),
  instance_id: z.string().min(1),
});

export const isClientCredentials = (body: Record<string, unknown>): boolean =>
  body['grant_type'] === 'client_credentials';

function sameSecret(given: string, stored: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function clientCredentials(db: Db, body: Record<string, unknown>, now: number): AppTokenResponse {
  const grant = parseInput(clientCredentialsGrant, body);
  const app = getApp(db, grant.client_id);
  if (!app) throw oauthError('invalid_client', `Unknown client_id ${grant.client_id}.`);
  if (!sameSecret(grant.client_secret, app.secret))
    throw oauthError('invalid_client', 'client_secret does not match the app.');
  const instance = getInstance(db, grant.instance_id);
  if (!instance || instance.appId !== app.appId) {
    throw oauthError('invalid_grant', `The app is not installed with instance_id ${grant.instance_id}.`);
  }
  return db.transaction(() => issueAppToken(db, instance.instanceId, now))();
}
