// API keys of the demo accounts: random for each database, never part of the deterministic demo
// data, so a key seen on one developer's machine (or in this repository) opens no other sandbox.
import { randomBytes, randomUUID } from 'node:crypto';

const b64url = (s: string | Buffer): string => Buffer.from(s).toString('base64url');

/** Looks like a Wix API key (`IST.` + JWT-ish segments). */
export function randomApiKey(accountId: string): string {
  const header = b64url(JSON.stringify({ kid: randomBytes(4).toString('hex'), alg: 'RS256' }));
  const payload = b64url(
    JSON.stringify({
      data: JSON.stringify({
        id: randomUUID(),
        identity: { type: 'application', id: accountId },
        tenant: { type: 'account', id: accountId },
      }),
      iat: Math.floor(Date.now() / 1000),
    }),
  );
  return `IST.${header}.${payload}.${b64url(randomBytes(64))}`;
}
