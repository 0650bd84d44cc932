// The provider's state, read straight from the sandbox's database, compared with the intended
// state: every duplicate and every lost write, in words.
import type { SandboxHandle } from '../../../sandbox/server';
import type { IntendedState } from './model';

export interface Comparison {
  duplicates: number;
  lost: number;
  problems: string[];
}

const one = <T>(sandbox: SandboxHandle, sql: string, ...args: unknown[]): T | undefined =>
  sandbox.db.prepare(sql).get(...args) as T | undefined;

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
  for (const [id, status] of intent.reviews) {
    const row = one<{ s: string }>(
      sandbox,
      'SELECT moderation_status AS s FROM reviews WHERE site_id = ? AND id = ?',
      siteId,
      id,
    );
    if (row?.s !== status) lost(`review ${id} should be ${status}, is ${row?.s ?? 'gone'}`);
  }
  for (const [id, reply] of intent.replies) {
    const row = one<{ m: string | null }>(
      sandbox,
      "SELECT json_extract(doc, '$.reply.message') AS m FROM reviews WHERE site_id = ? AND id = ?",
      siteId,
      id,
    );
    if (row?.m !== reply) lost(`reply on review ${id} should be "${reply}", is "${row?.m ?? ''}"`);
  }
  for (const email of intent.createdContacts) {
    const n = one<{ n: number }>(
      sandbox,
      `SELECT count(*) AS n FROM contacts c, json_each(c.doc, '$.info.emails.items') e
       WHERE c.site_id = ? AND lower(json_extract(e.value, '$.email')) = lower(?)`,
      siteId,
      email,
    )!.n;
    if (n === 0) lost(`contact ${email} was never created`);
    if (n > 1) {
      out.duplicates += n - 1;
      out.problems.push(`duplicate: contact ${email} exists ${n} times`);
    }
  }
  for (const [id, company] of intent.companies) {
    const row = one<{ c: string | null }>(
      sandbox,
      "SELECT json_extract(doc, '$.info.company') AS c FROM contacts WHERE site_id = ? AND id = ?",
      siteId,
      id,
    );
    if (row?.c !== company) lost(`contact ${id}'s company should be "${company}", is "${row?.c ?? ''}"`);
  }
  for (const [id, activity] of intent.activity) {
    const row = one<{ a: string }>(
      sandbox,
      "SELECT json_extract(doc, '$.activityStatus') AS a FROM members WHERE site_id = ? AND id = ?",
      siteId,
      id,
    );
    if (row?.a !== activity) lost(`member ${id} should be ${activity}, is ${row?.a ?? 'gone'}`);
  }
  for (const [contactId, wanted] of intent.requests) {
    const n = one<{ n: number }>(
      sandbox,
      "SELECT count(*) AS n FROM review_requests WHERE site_id = ? AND contact_id = ? AND json_extract(doc, '$.createdDate') >= ?",
      siteId,
      contactId,
      since,
    )!.n;
    if (n < wanted) for (let i = n; i < wanted; i++) lost(`review request for contact ${contactId}`);
    if (n > wanted) {
      out.duplicates += n - wanted;
      out.problems.push(`duplicate: ${n} review requests for contact ${contactId}, ${wanted} scheduled`);
    }
  }
  for (const [id, status] of intent.memberStatus) {
    const row = one<{ s: string }>(
      sandbox,
      "SELECT json_extract(doc, '$.status') AS s FROM members WHERE site_id = ? AND id = ?",
      siteId,
      id,
    );
    if (row?.s !== status) lost(`member ${id} should be ${status}, is ${row?.s ?? 'gone'}`);
  }
  for (const name of intent.createdLabels) {
    const n = one<{ n: number }>(
      sandbox,
      "SELECT count(*) AS n FROM contact_labels WHERE site_id = ? AND json_extract(doc, '$.displayName') = ?",
      siteId,
      name,
    )!.n;
    if (n === 0) lost(`label "${name}" was never created`);
    if (n > 1) {
      out.duplicates += n - 1;
      out.problems.push(`duplicate: label "${name}" exists ${n} times`);
    }
  }
  for (const [contactId, labels] of intent.labels)
    for (const [name, carried] of labels) {
      const n = one<{ n: number }>(
        sandbox,
        `SELECT count(*) AS n FROM contacts c, json_each(c.doc, '$.info.labelKeys.items') k, contact_labels l
         WHERE c.site_id = ? AND c.id = ? AND l.site_id = c.site_id AND l.key = k.value
         AND json_extract(l.doc, '$.displayName') = ?`,
        siteId,
        contactId,
        name,
      )!.n;
      if (n > 0 !== carried) lost(`contact ${contactId} should ${carried ? '' : 'not '}carry the label "${name}"`);
    }
  for (const id of intent.canceledRequests) {
    const row = one<{ s: string }>(
      sandbox,
      "SELECT json_extract(doc, '$.status') AS s FROM review_requests WHERE site_id = ? AND id = ?",
      siteId,
      id,
    );
    if (row?.s !== 'CANCELED') lost(`review request ${id} should be CANCELED, is ${row?.s ?? 'gone'}`);
  }
  for (const [id, name] of intent.fileNames) {
    const row = one<{ n: string }>(
      sandbox,
      "SELECT json_extract(doc, '$.displayName') AS n FROM media_files WHERE site_id = ? AND id = ?",
      siteId,
      id,
    );
    if (row?.n !== name) lost(`media file ${id} should be named "${name}", is "${row?.n ?? 'gone'}"`);
  }
  for (const [id, state] of intent.fileStates) {
    const row = one<{ s: string }>(
      sandbox,
      "SELECT json_extract(doc, '$.state') AS s FROM media_files WHERE site_id = ? AND id = ?",
      siteId,
      id,
    );
    if (row?.s !== state) lost(`media file ${id} should be ${state}, is ${row?.s ?? 'gone'}`);
  }
  return out;
}
