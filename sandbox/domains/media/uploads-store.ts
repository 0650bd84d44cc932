// Pending uploads (generate-upload-url / generate-resumable-upload-url), found by the token in
// their URL. The token is 24 random bytes: holding the URL is the authorization, as in production.
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/open.ts';
import type { ExternalInfo } from './file-changes.ts';
import type { UploadLimits } from './visitor-uploads.ts';

export interface UploadParams {
  mimeType: string;
  fileName?: string | null;
  parentFolderId?: string | null;
  private?: boolean | null;
  labels?: string[] | null;
  externalInfo?: ExternalInfo;
  /** A visitor's or member's upload: the types and size its bytes may have. */
  limits?: UploadLimits;
}

export interface UploadRow {
  siteId: string;
  token: string;
  protocol: 'PUT' | 'TUS';
  params: UploadParams;
  uploadLength: number | null;
  uploadOffset: number;
  tusMetadata: Record<string, string> | null;
  fileId: string | null;
  expiresDate: string;
}

type Raw = {
  site_id: string;
  id: string;
  protocol: 'PUT' | 'TUS';
  params: string;
  upload_length: number | null;
  upload_offset: number;
  tus_metadata: string | null;
  file_id: string | null;
  expires_date: string;
};

/** Upload URLs live a day; resumable ones a week (a resumable upload may pause for long). */
const TTL_MS = { PUT: 24 * 3600_000, TUS: 7 * 24 * 3600_000 };

export function createUpload(
  db: Db,
  siteId: string,
  protocol: 'PUT' | 'TUS',
  params: UploadParams,
  now = new Date(),
): string {
  const token = randomBytes(24).toString('base64url');
  db.prepare(
    'INSERT INTO media_uploads (site_id, id, protocol, params, created_date, expires_date) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(
    siteId,
    token,
    protocol,
    JSON.stringify(params),
    now.toISOString(),
    new Date(now.getTime() + TTL_MS[protocol]).toISOString(),
  );
  return token;
}

export function getUpload(db: Db, token: string): UploadRow | undefined {
  const r = db.prepare('SELECT * FROM media_uploads WHERE id = ?').get(token) as Raw | undefined;
  return (
    r && {
      siteId: r.site_id,
      token: r.id,
      protocol: r.protocol,
      params: JSON.parse(r.params) as UploadParams,
      uploadLength: r.upload_length,
      uploadOffset: r.upload_offset,
      tusMetadata: r.tus_metadata ? (JSON.parse(r.tus_metadata) as Record<string, string>) : null,
      fileId: r.file_id,
      expiresDate: r.expires_date,
    }
  );
}

export function startTusUpload(db: Db, token: string, length: number, metadata: Record<string, string>): void {
  db.prepare(
    'UPDATE media_uploads SET upload_length = ?, upload_offset = 0, tus_metadata = ?, file_id = NULL WHERE id = ?',
  ).run(length, JSON.stringify(metadata), token);
}

export function setUploadOffset(db: Db, token: string, offset: number): void {
  db.prepare('UPDATE media_uploads SET upload_offset = ? WHERE id = ?').run(offset, token);
}

export function setUploadFile(db: Db, token: string, fileId: string): void {
  db.prepare('UPDATE media_uploads SET file_id = ? WHERE id = ?').run(fileId, token);
}
