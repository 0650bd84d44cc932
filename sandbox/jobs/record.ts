// A bulk job: the sandbox applies the change at once (inside the caller's transaction), so the
// effect is visible to the very next query; the job row says what it did.
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/open.ts';

export interface JobResult {
  totalSuccesses: number;
  totalFailures: number;
}

/** Stores one job row; `result` is whatever the job's answer carries (kept as JSON). */
export function insertJob(
  db: Db,
  siteId: string,
  job: { id: string; kind: string; status: string; createdDate: string; result: unknown },
): void {
  db.prepare('INSERT INTO jobs (site_id, id, kind, status, created_date, result) VALUES (?, ?, ?, ?, ?, ?)').run(
    siteId,
    job.id,
    job.kind,
    job.status,
    job.createdDate,
    JSON.stringify(job.result),
  );
}

export function recordCompletedJob(
  db: Db,
  siteId: string,
  kind: string,
  result: JobResult,
  now: Date = new Date(),
): string {
  const id = randomUUID();
  insertJob(db, siteId, { id, kind, status: 'COMPLETED', createdDate: now.toISOString(), result });
  return id;
}

export function getJob(
  db: Db,
  siteId: string,
  id: string,
): { id: string; kind: string; status: string; result: JobResult } | undefined {
  const row = db.prepare('SELECT id, kind, status, result FROM jobs WHERE site_id = ? AND id = ?').get(siteId, id) as
    { id: string; kind: string; status: string; result: string } | undefined;
  return row && { ...row, result: JSON.parse(row.result) as JobResult };
}
