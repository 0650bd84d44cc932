// Each delivery attempt of a webhook (migration 105-webhook-attempts), newest kept: the console lists
// a webhook's deliveries with their attempts (which event, when, the answer, what became of it).
// Operational data like the webhooks themselves: gone with its webhook, never part of a site's export.
import type { Db } from '../db/open.ts';

/** How many attempts a webhook keeps (the oldest go). */
export const ATTEMPTS_KEPT = 50;

export const webhookAttemptsSchema = /* sql */ `
CREATE TABLE webhook_attempts (
  webhook_id TEXT NOT NULL REFERENCES webhooks(id) ON DELETE CASCADE,
  event_seq INTEGER NOT NULL,
  event_type TEXT NOT NULL,
  attempt INTEGER NOT NULL,
  at TEXT NOT NULL,
  -- HTTP status; NULL for a network failure.
  status INTEGER,
  error TEXT,
  outcome TEXT NOT NULL CHECK (outcome IN ('delivered', 'will retry', 'given up'))
);
CREATE INDEX webhook_attempts_hook ON webhook_attempts(webhook_id);
`;

export type AttemptOutcome = 'delivered' | 'will retry' | 'given up';

export interface WebhookAttempt {
  eventSeq: number;
  /** `<entityFqdn>/<slug>`. */
  eventType: string;
  attempt: number;
  at: string;
  status: number | null;
  error: string | null;
  outcome: AttemptOutcome;
}

export function recordAttempt(db: Db, webhookId: string, a: WebhookAttempt): void {
  db.prepare(
    `INSERT INTO webhook_attempts (webhook_id, event_seq, event_type, attempt, at, status, error, outcome)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(webhookId, a.eventSeq, a.eventType, a.attempt, a.at, a.status, a.error, a.outcome);
  db.prepare(
    `DELETE FROM webhook_attempts WHERE webhook_id = ? AND rowid NOT IN
       (SELECT rowid FROM webhook_attempts WHERE webhook_id = ? ORDER BY rowid DESC LIMIT ?)`,
  ).run(webhookId, webhookId, ATTEMPTS_KEPT);
}

/** A webhook's attempts, newest first. */
export function listAttempts(db: Db, webhookId: string, limit = ATTEMPTS_KEPT): WebhookAttempt[] {
  return db
    .prepare(
      `SELECT event_seq AS eventSeq, event_type AS eventType, attempt, at, status, error, outcome
       FROM webhook_attempts WHERE webhook_id = ? ORDER BY rowid DESC LIMIT ?`,
    )
    .all(webhookId, limit) as WebhookAttempt[];
}
