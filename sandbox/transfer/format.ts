// The readable JSON snapshot of one site (`<dir>/<slug>.json`, GET /_sandbox/sites/{id}/export).
import { z } from 'zod';

/** A site slug names its snapshot file and its live URL: nothing that could climb out of a folder. */
export const SLUG = /^[a-z0-9-]+$/;

export const SNAPSHOT_FORMAT = 'sitekeeper-sandbox-site/v1';

const row = z.record(z.string(), z.unknown());

export const siteSnapshotSchema = z.object({
  format: z.literal(SNAPSHOT_FORMAT),
  exportedAt: z.string().optional(),
  /** The `sites` row, column names as in the db. */
  site: z
    .object({
      id: z.string().min(1),
      account_id: z.string().min(1),
      slug: z.string().regex(SLUG, 'must be lower-case letters, digits and dashes'),
    })
    .catchall(z.unknown()),
  account: z.object({ id: z.string().min(1), name: z.string() }),
  apiKeys: z.array(z.object({ key: z.string().min(1), name: z.string().optional() })),
  /** Per-site table → its rows for this site (`site_id` left out; `doc` parsed as JSON). */
  tables: z.record(z.string(), z.array(row)),
});

export type SiteSnapshot = z.output<typeof siteSnapshotSchema>;

/** Bytes in a BLOB column travel as `{ "$base64": "…" }`. */
export interface Base64Value {
  $base64: string;
}
