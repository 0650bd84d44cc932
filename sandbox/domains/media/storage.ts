// File bytes on disk beside the database (`<db dir>/media/<siteId>/<fileId>`), plus the secret
// that signs download URLs. A ':memory:' db gets a fresh temp dir, removed when the db closes.
import { randomBytes } from 'node:crypto';
import {
  appendFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import type { Db } from '../../db/open.ts';

export interface MediaStorage {
  root: string;
  /** Per db and per process: signed URLs die with the process. */
  secret: Buffer;
}

const byDb = new WeakMap<Db, MediaStorage>();

export function mediaStorage(db: Db): MediaStorage {
  const known = byDb.get(db);
  if (known) return known;
  const inMemory = db.memory || db.name.startsWith('file:');
  const root = inMemory ? mkdtempSync(join(tmpdir(), 'sitekeeper-media-')) : join(dirname(resolve(db.name)), 'media');
  if (inMemory) {
    // Hook close so the temp dir goes with the db (tests open many in-memory sandboxes).
    const close = db.close.bind(db);
    db.close = () => {
      rmSync(root, { recursive: true, force: true });
      return close();
    };
  }
  const storage = { root, secret: randomBytes(32) };
  byDb.set(db, storage);
  return storage;
}

const safe = (segment: string) => encodeURIComponent(segment).replace(/^\.+/, (dots) => '%2E'.repeat(dots.length));

export const filePath = (s: MediaStorage, siteId: string, fileId: string) => join(s.root, safe(siteId), safe(fileId));
const partPath = (s: MediaStorage, token: string) => join(s.root, '.uploads', safe(token));

export function writeFileBytes(s: MediaStorage, siteId: string, fileId: string, bytes: Buffer): void {
  const p = filePath(s, siteId, fileId);
  mkdirSync(dirname(p), { recursive: true });
  writeFileSync(p, bytes);
}

/** The stored bytes, or undefined for files that have none (seeded rows). */
export function readFileBytes(s: MediaStorage, siteId: string, fileId: string): Buffer | undefined {
  const p = filePath(s, siteId, fileId);
  return existsSync(p) ? readFileSync(p) : undefined;
}

export function deleteFileBytes(s: MediaStorage, siteId: string, fileId: string): void {
  rmSync(filePath(s, siteId, fileId), { force: true });
}

/** TUS: the bytes received so far for an upload. */
export function resetPart(s: MediaStorage, token: string): void {
  const p = partPath(s, token);
  mkdirSync(dirname(p), { recursive: true });
  writeFileSync(p, Buffer.alloc(0));
}

export function appendPart(s: MediaStorage, token: string, chunk: Buffer): number {
  const p = partPath(s, token);
  appendFileSync(p, chunk);
  return statSync(p).size;
}

export function takePart(s: MediaStorage, token: string): Buffer {
  const p = partPath(s, token);
  const bytes = existsSync(p) ? readFileSync(p) : Buffer.alloc(0);
  rmSync(p, { force: true });
  return bytes;
}
