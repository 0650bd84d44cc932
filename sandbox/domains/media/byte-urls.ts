// URLs of the sandbox's own byte endpoints (mounted at /_media, outside provider auth).
import { signToken, type TokenClaims } from './signed-token.ts';

export const MEDIA_BYTES_BASE = '/_media';

export const downloadUrl = (origin: string, secret: Buffer, claims: TokenClaims & { kind: 'file' }) =>
  `${origin}${MEDIA_BYTES_BASE}/download/${signToken(secret, claims)}`;
export const archiveUrl = (origin: string, secret: Buffer, claims: TokenClaims & { kind: 'zip' }) =>
  `${origin}${MEDIA_BYTES_BASE}/archive/${signToken(secret, claims)}`;
export const folderArchiveUrl = (origin: string, secret: Buffer, claims: TokenClaims & { kind: 'folder' }) =>
  `${origin}${MEDIA_BYTES_BASE}/folder-archive/${signToken(secret, claims)}`;
export const streamUrl = (origin: string, secret: Buffer, claims: TokenClaims & { kind: 'stream' }) =>
  `${origin}${MEDIA_BYTES_BASE}/stream/${signToken(secret, claims)}`;
export const uploadUrl = (origin: string, token: string) => `${origin}${MEDIA_BYTES_BASE}/upload/${token}`;
/** The TUS endpoint; the upload token travels in the TUS metadata (`token`), as in production. */
export const tusEndpoint = (origin: string) => `${origin}${MEDIA_BYTES_BASE}/tus`;
