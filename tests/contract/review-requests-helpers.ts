// Shared by the review request contract tests: an SDK client with the reviewRequests module, the
// sandbox clock, and db reads of contacts in each email state.
import { ApiKeyStrategy, createClient } from '@wix/sdk';
import { reviewRequests } from '@wix/reviews';
import type { Db } from '../../sandbox/db/open.ts';
import { sandboxFetch } from './sdk-client.ts';

export function reviewRequestsClient(sandboxUrl: string, auth: { apiKey: string; siteId: string }) {
  return createClient({
    modules: { reviewRequests },
    auth: ApiKeyStrategy({ apiKey: auth.apiKey, siteId: auth.siteId }),
    fetch: sandboxFetch(sandboxUrl),
  });
}

/** What POST /_sandbox/sites/{siteId}/clock answers: the new time and what became due. */
export interface ClockMove {
  now: string;
  offsetMs: number;
  reviewRequestsMoved: number;
  tasksOverdue: number;
}

export async function advanceClock(sandboxUrl: string, siteId: string, advanceMs: number): Promise<ClockMove> {
  const res = await fetch(`${sandboxUrl}/_sandbox/sites/${siteId}/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ advanceMs }),
  });
  if (!res.ok) throw new Error(`clock: ${res.status} ${await res.text()}`);
  return (await res.json()) as ClockMove;
}

export const DAY = 86_400_000;

/** A contact whose primary email is in the given state. */
export function contactWithEmail(
  db: Db,
  siteId: string,
  state: 'bounced' | 'unsubscribed' | 'reachable',
): { id: string; email: string } {
  const cond = {
    bounced: `json_extract(doc, '$.primaryEmail.deliverabilityStatus') = 'BOUNCED'`,
    unsubscribed: `json_extract(doc, '$.primaryEmail.subscriptionStatus') = 'UNSUBSCRIBED' AND json_extract(doc, '$.primaryEmail.deliverabilityStatus') <> 'BOUNCED'`,
    reachable: `json_extract(doc, '$.primaryEmail.subscriptionStatus') <> 'UNSUBSCRIBED' AND json_extract(doc, '$.primaryEmail.deliverabilityStatus') = 'VALID'`,
  }[state];
  const row = db
    .prepare(
      `SELECT id, json_extract(doc, '$.primaryEmail.email') AS email FROM contacts WHERE site_id = ? AND ${cond} ORDER BY id LIMIT 1`,
    )
    .get(siteId) as { id: string; email: string } | undefined;
  if (!row) throw new Error(`no ${state} contact in the seed`);
  return row;
}

/** A contact with no email at all (made for the test). */
export function contactWithoutEmail(db: Db, siteId: string, id: string): string {
  const now = new Date().toISOString();
  const doc = {
    id,
    revision: 1,
    source: { sourceType: 'ADMIN' },
    createdDate: now,
    updatedDate: now,
    primaryInfo: {},
    info: { name: { first: 'No', last: 'Email' } },
  };
  db.prepare('INSERT INTO contacts (site_id, id, doc) VALUES (?, ?, ?)').run(siteId, id, JSON.stringify(doc));
  return id;
}
