// POST /oauth2/token-info {token}: what an app access token is (AppStrategy.getTokenInfo, the SDK's
// get-token-info). Unknown or expired tokens answer `active: false`, as token introspection does.
import type { Hono } from 'hono';
import { z } from 'zod';
import type { Db } from '../../db/open.ts';
import type { SandboxEnv } from '../../http/env.ts';
import { parseInput, readJsonBody } from '../../http/validate.ts';
import { hashSecret } from '../identity/tokens.ts';
import { getInstance } from './store.ts';

const TokenInfoBody = z.object({ token: z.string().min(1).max(4000) });

export function registerTokenInfoRoute(app: Hono<SandboxEnv>, db: Db): void {
  app.post('/token-info', async (c) => {
    const { token } = parseInput(TokenInfoBody, await readJsonBody(c));
    const row = db
      .prepare(
        'SELECT instance_id AS instanceId, issued_at AS iat, expires_at AS exp FROM app_tokens WHERE token_hash = ?',
      )
      .get(hashSecret(token)) as { instanceId: string; iat: number; exp: number } | undefined;
    const instance = row && row.exp > Date.now() ? getInstance(db, row.instanceId) : undefined;
    if (!row || !instance) return c.json({ active: false });
    return c.json({
      active: true,
      subjectType: 'APP',
      subjectId: instance.appId,
      exp: Math.floor(row.exp / 1000),
      iat: Math.floor(row.iat / 1000),
      clientId: instance.appId,
      siteId: instance.siteId,
      instanceId: instance.instanceId,
    });
  });
}
