// SQL for registered webhooks and their delivery state.
import { randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../db/open.ts';
import { lastEventSeq } from './log.ts';

export interface DeliveryState {
  /** seq of the last event delivered (or given up on). */
  cursorSeq: number;
  /** Failed attempts on the next pending event (0 when healthy). */
  attempts: number;
  deliveredCount: number;
  givenUpCount: number;
  lastStatus: number | null;
  lastError: string | null;
  lastAttemptAt: string | null;
  nextRetryAt: string | null;
}

export interface Webhook {
  id: string;
  siteId: string;
  url: string;
  secret: string;
  /** `<entityFqdn>/<slug>`; empty = every event. */
  eventTypes: string[];
  createdDate: string;
  delivery: DeliveryState;
}

interface WebhookRow {
  id: string;
  site_id: string;
  url: string;
  secret: string;
  event_types: string;
  created_date: string;
  cursor_seq: number;
  attempts: number;
  delivered_count: number;
  given_up_count: number;
  last_status: number | null;
  last_error: string | null;
  last_attempt_at: string | null;
  next_retry_at: string | null;
}

const toWebhook = (r: WebhookRow): Webhook => ({
  id: r.id,
  siteId: r.site_id,
  url: r.url,
  secret: r.secret,
  eventTypes: JSON.parse(r.event_types) as string[],
  createdDate: r.created_date,
  delivery: {
    cursorSeq: r.cursor_seq,
    attempts: r.attempts,
    deliveredCount: r.delivered_count,
    givenUpCount: r.given_up_count,
    lastStatus: r.last_status,
    lastError: r.last_error,
    lastAttemptAt: r.last_attempt_at,
    nextRetryAt: r.next_retry_at,
  },
});

/** Registers a webhook; it receives events recorded from now on. */
export function createWebhook(
  db: Db,
  siteId: string,
  url: string,
  eventTypes: readonly string[],
  now = new Date(),
): Webhook {
  const id = randomUUID();
  db.prepare(
    `INSERT INTO webhooks (id, site_id, url, secret, event_types, created_date, cursor_seq) VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    id,
    siteId,
    url,
    randomBytes(24).toString('hex'),
    JSON.stringify(eventTypes),
    now.toISOString(),
    lastEventSeq(db),
  );
  return getWebhook(db, id)!;
}

export function getWebhook(db: Db, id: string): Webhook | undefined {
  const row = db.prepare('SELECT * FROM webhooks WHERE id = ?').get(id) as WebhookRow | undefined;
  return row ? toWebhook(row) : undefined;
}

export function listWebhooks(db: Db, siteId?: string): Webhook[] {
  const rows = (
    siteId
      ? db.prepare('SELECT * FROM webhooks WHERE site_id = ? ORDER BY created_date, id').all(siteId)
      : db.prepare('SELECT * FROM webhooks ORDER BY site_id, created_date, id').all()
  ) as WebhookRow[];
  return rows.map(toWebhook);
}

export function deleteWebhook(db: Db, siteId: string, id: string): boolean {
  return db.prepare('DELETE FROM webhooks WHERE id = ? AND site_id = ?').run(id, siteId).changes > 0;
}

/** The event at `seq` was delivered (status) or given up on (status null, error set). */
export function advanceCursor(
  db: Db,
  id: string,
  seq: number,
  outcome: { status: number | null; error: string | null; gaveUp: boolean },
  now = new Date(),
): void {
  db.prepare(
    `UPDATE webhooks SET cursor_seq = ?, attempts = 0, next_retry_at = NULL, last_status = ?, last_error = ?, last_attempt_at = ?,
       delivered_count = delivered_count + ?, given_up_count = given_up_count + ?
     WHERE id = ?`,
  ).run(seq, outcome.status, outcome.error, now.toISOString(), outcome.gaveUp ? 0 : 1, outcome.gaveUp ? 1 : 0, id);
}

export function recordFailedAttempt(
  db: Db,
  id: string,
  attempts: number,
  status: number | null,
  error: string,
  nextRetryAt: Date,
  now = new Date(),
): void {
  db.prepare(
    'UPDATE webhooks SET attempts = ?, last_status = ?, last_error = ?, last_attempt_at = ?, next_retry_at = ? WHERE id = ?',
  ).run(attempts, status, error, now.toISOString(), nextRetryAt.toISOString(), id);
}

/**
 * "Send again": the cursor goes back before the last event it delivered (or gave up on), so that
 * event is delivered once more, with the ones after it. False when nothing was delivered yet.
 */
export function rewindLastDelivery(db: Db, siteId: string, id: string): boolean {
  const hook = db.prepare('SELECT cursor_seq AS c FROM webhooks WHERE id = ? AND site_id = ?').get(id, siteId) as
    { c: number } | undefined;
  if (!hook) return false;
  const before = db.prepare('SELECT MAX(seq) AS s FROM events WHERE site_id = ? AND seq < ?').get(siteId, hook.c) as {
    s: number | null;
  };
  const delivered = db.prepare('SELECT 1 FROM events WHERE site_id = ? AND seq = ?').get(siteId, hook.c);
  if (!delivered) return false;
  db.prepare('UPDATE webhooks SET cursor_seq = ?, attempts = 0, next_retry_at = NULL WHERE id = ?').run(
    before.s ?? 0,
    id,
  );
  return true;
}

/** After a site's events log was rewritten (reset, import): nothing pending, no retry counted. */
export function settleWebhooks(db: Db, siteId: string): void {
  db.prepare(
    'UPDATE webhooks SET cursor_seq = MAX(cursor_seq, ?), attempts = 0, next_retry_at = NULL WHERE site_id = ?',
  ).run(lastEventSeq(db), siteId);
}

/** Public view: the secret is shown (a local developer tool; receivers need it to verify). */
export const webhookJson = (w: Webhook) => ({
  id: w.id,
  url: w.url,
  secret: w.secret,
  eventTypes: w.eventTypes,
  createdDate: w.createdDate,
  delivery: w.delivery,
});
