// The provider's state, read straight from the sandbox's database, compared with the intended
// state: every duplicate and every lost write, in words.
import type { SandboxHandle } from '../../../sandbox/server';
import type { IntendedState } from './model';

export interface Comparison {
  duplicates: number;
  lost: number;
  problems: string[];
}

/** One field of one row per id: the SQL answers it as `v` (`?` = site id, then the row's id). */
interface StateCheck {
  wanted: Iterable<[string, string]>;
  sql: string;
  /** The problem in words: what the row should hold, and what it holds (`now`). */
  says: (id: string, wanted: string, now: string | null) => string;
}

export function compareWithIntent(
  sandbox: SandboxHandle,
  siteId: string,
  intent: IntendedState,
  since: string,
): Comparison {
  const out: Comparison = { duplicates: 0, lost: 0, problems: [] };
  const lost = (what: string) => {
    out.lost += 1;
    out.problems.push(`lost: ${what}`);
  };
  const value = (sql: string, ...args: unknown[]): string | null =>
    (sandbox.db.prepare(sql).get(siteId, ...args) as { v: string | null } | undefined)?.v ?? null;
  const count = (sql: string, ...args: unknown[]): number =>
    (sandbox.db.prepare(sql).get(siteId, ...args) as { n: number }).n;
  /** Exactly `wanted` made: fewer is lost, more is duplicated. */
  const made = (n: number, wanted: number, what: string) => {
    for (let i = n; i < wanted; i++) lost(what);
    if (n > wanted) {
      out.duplicates += n - wanted;
      out.problems.push(`duplicate: ${what}: ${n} where ${wanted} was made`);
    }
  };
  const doc = (table: string, path: string) =>
    `SELECT json_extract(doc, '${path}') AS v FROM ${table} WHERE site_id = ? AND id = ?`;

  const checks: StateCheck[] = [
    {
      wanted: intent.reviews,
      sql: 'SELECT moderation_status AS v FROM reviews WHERE site_id = ? AND id = ?',
      says: (id, s, now) => `review ${id} should be ${s}, is ${now ?? 'gone'}`,
    },
    {
      wanted: intent.replies,
      sql: doc('reviews', '$.reply.message'),
      says: (id, r, now) => `reply on review ${id} should be "${r}", is "${now ?? ''}"`,
    },
    {
      wanted: intent.companies,
      sql: doc('contacts', '$.info.company'),
      says: (id, c, now) => `contact ${id}'s company should be "${c}", is "${now ?? ''}"`,
    },
    {
      wanted: intent.activity,
      sql: doc('members', '$.activityStatus'),
      says: (id, a, now) => `member ${id} should be ${a}, is ${now ?? 'gone'}`,
    },
    {
      wanted: intent.memberStatus,
      sql: doc('members', '$.status'),
      says: (id, s, now) => `member ${id} should be ${s}, is ${now ?? 'gone'}`,
    },
    {
      wanted: [...intent.canceledRequests].map((id): [string, string] => [id, 'CANCELED']),
      sql: doc('review_requests', '$.status'),
      says: (id, s, now) => `review request ${id} should be ${s}, is ${now ?? 'gone'}`,
    },
    {
      wanted: intent.fileNames,
      sql: doc('media_files', '$.displayName'),
      says: (id, n, now) => `media file ${id} should be named "${n}", is "${now ?? 'gone'}"`,
    },
    {
      wanted: intent.fileStates,
      sql: doc('media_files', '$.state'),
      says: (id, s, now) => `media file ${id} should be ${s}, is ${now ?? 'gone'}`,
    },
  ];
  for (const check of checks)
    for (const [id, wanted] of check.wanted) {
      const now = value(check.sql, id);
      if (now !== wanted) lost(check.says(id, wanted, now));
    }

  for (const email of intent.createdContacts)
    made(
      count(
        `SELECT count(*) AS n FROM contacts c, json_each(c.doc, '$.info.emails.items') e
         WHERE c.site_id = ? AND lower(json_extract(e.value, '$.email')) = lower(?)`,
        email,
      ),
      1,
      `contact ${email}`,
    );
  for (const [contactId, wanted] of intent.requests)
    made(
      count(
        "SELECT count(*) AS n FROM review_requests WHERE site_id = ? AND contact_id = ? AND json_extract(doc, '$.createdDate') >= ?",
        contactId,
        since,
      ),
      wanted,
      `review request for contact ${contactId}`,
    );
  for (const name of intent.createdLabels)
    made(
      count(
        "SELECT count(*) AS n FROM contact_labels WHERE site_id = ? AND json_extract(doc, '$.displayName') = ?",
        name,
      ),
      1,
      `label "${name}"`,
    );
  for (const [contactId, labels] of intent.labels)
    for (const [name, carried] of labels) {
      const n = count(
        `SELECT count(*) AS n FROM contacts c, json_each(c.doc, '$.info.labelKeys.items') k, contact_labels l
         WHERE c.site_id = ? AND c.id = ? AND l.site_id = c.site_id AND l.key = k.value
         AND json_extract(l.doc, '$.displayName') = ?`,
        contactId,
        name,
      );
      if (n > 0 !== carried) lost(`contact ${contactId} should ${carried ? '' : 'not '}carry the label "${name}"`);
    }
  return out;
}
