// Contacts' bulk jobs, kept in the sandbox's jobs table (jobs/schema.ts) with kind `contacts.<TYPE>`
// and the job itself as `result`. The sandbox does a bulk change within the request that starts it
// (inside its transaction), so a job is COMPLETED when its id is answered: a client that polls, as
// the reference asks, sees the final state at once.
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/open.ts';
import { insertJob } from '../../jobs/record.ts';

export type BulkJobType = 'DELETE' | 'UPDATE' | 'ADD_LABELS' | 'REMOVE_LABELS' | 'ADD_REMOVE_LABELS';

/**
 * The reference's ContactBulkJob (successTotal, failedTotal, errors {count, code, message}) plus the
 * counts its examples name instead (processedCount, failedCount): the reference disagrees with itself.
 */
export interface ContactBulkJob {
  id: string;
  type: BulkJobType;
  status: 'COMPLETED';
  startedDate: string;
  finishedDate: string;
  totalItems: number;
  successTotal: number;
  failedTotal: number;
  processedCount: number;
  failedCount: number;
  errors: { count: number; code: string; message: string }[];
}

const KIND_PREFIX = 'contacts.';

export interface BulkOutcome {
  total: number;
  /** Failures by error code, with the first message of each. */
  failures: Map<string, { count: number; message: string }>;
}

export function recordContactJob(
  db: Db,
  siteId: string,
  type: BulkJobType,
  o: BulkOutcome,
  started: Date,
): ContactBulkJob {
  const failed = [...o.failures.values()].reduce((n, f) => n + f.count, 0);
  const job: ContactBulkJob = {
    id: randomUUID(),
    type,
    status: 'COMPLETED',
    startedDate: started.toISOString(),
    finishedDate: new Date().toISOString(),
    totalItems: o.total,
    successTotal: o.total - failed,
    failedTotal: failed,
    processedCount: o.total - failed,
    failedCount: failed,
    errors: [...o.failures].map(([code, f]) => ({ count: f.count, code, message: f.message })),
  };
  insertJob(db, siteId, {
    id: job.id,
    kind: `${KIND_PREFIX}${type}`,
    status: job.status,
    createdDate: job.startedDate,
    result: job,
  });
  return job;
}

export function getContactJob(db: Db, siteId: string, id: string): ContactBulkJob | undefined {
  const row = db
    .prepare(`SELECT result FROM jobs WHERE site_id = ? AND id = ? AND kind LIKE '${KIND_PREFIX}%'`)
    .get(siteId, id) as { result: string } | undefined;
  return row && (JSON.parse(row.result) as ContactBulkJob);
}

/** "Up to 100 bulk jobs can be returned per request": the newest 100. */
export function listContactJobs(db: Db, siteId: string): ContactBulkJob[] {
  const rows = db
    .prepare(
      `SELECT result FROM jobs WHERE site_id = ? AND kind LIKE '${KIND_PREFIX}%' ORDER BY created_date DESC, id LIMIT 100`,
    )
    .all(siteId) as { result: string }[];
  return rows.map((r) => JSON.parse(r.result) as ContactBulkJob);
}
