// HMAC-signed URL tokens (`<base64url JSON>.<base64url HMAC-SHA256>`) for download and stream URLs.
import { createHmac, timingSafeEqual } from 'node:crypto';

export type Disposition = 'ATTACHMENT' | 'INLINE';

export type TokenClaims =
  /** One file (one asset of it). `exp` = expiry in epoch ms; `redirect` = where an expired link goes. */
  | {
      kind: 'file';
      siteId: string;
      fileId: string;
      assetKey: string;
      exp: number;
      name?: string;
      disposition: Disposition;
      redirect?: string;
    }
  /** A permanent URL of a zip of several files (Generate Files Download Url). */
  | { kind: 'zip'; siteId: string; fileIds: string[] }
  /** A permanent URL of a zip of one folder as it is when fetched (Generate Folder Download Url). */
  | { kind: 'folder'; siteId: string; folderId: string }
  /** A streaming manifest of a video. */
  | { kind: 'stream'; siteId: string; fileId: string; format: 'HLS' | 'DASH'; exp: number };

const mac = (secret: Buffer, payload: string) => createHmac('sha256', secret).update(payload).digest();

export function signToken(secret: Buffer, claims: TokenClaims): string {
  const payload = Buffer.from(JSON.stringify(claims), 'utf8').toString('base64url');
  return `${payload}.${mac(secret, payload).toString('base64url')}`;
}

/** The claims of a token this secret signed, or undefined (tampered, foreign or malformed). */
export function verifyToken(secret: Buffer, token: string): TokenClaims | undefined {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return undefined;
  const expected = mac(secret, payload);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as TokenClaims;
  } catch {
    return undefined;
  }
}
