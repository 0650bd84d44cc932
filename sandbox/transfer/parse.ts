// Validates a snapshot (file or HTTP body) with zod; the message lists every problem.
import { formatPath } from '../http/validate.ts';
import { siteSnapshotSchema, type SiteSnapshot } from './format.ts';
import { ImportError } from './import.ts';

export function parseSnapshot(data: unknown): SiteSnapshot {
  const r = siteSnapshotSchema.safeParse(data);
  if (r.success) return r.data;
  throw new ImportError(
    `not a site snapshot: ${r.error.issues.map((i) => `${formatPath(i.path)} ${i.message}`).join('; ')}`,
  );
}
