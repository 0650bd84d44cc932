// Webhook delivery: each webhook gets its site's events strictly in seq order. A failed attempt
// (non-2xx or network error) is retried with exponential backoff; later events wait behind it.
// Delivery state lives in the webhooks table, so a restarted sandbox resumes where it stopped.
import type { Db } from '../db/open.ts';
import { nextEventFor } from './log.ts';
import { postEvent } from './deliver-http.ts';
import { onEventRecorded } from './record.ts';
import { advanceCursor, getWebhook, listWebhooks, recordFailedAttempt } from './webhooks-store.ts';
import { recordAttempt } from './webhook-attempts.ts';

export interface DeliveryOptions {
  /** Delay before the first retry; doubles per failed attempt. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** After this many failed attempts the event is given up on and the next one is sent. */
  maxAttempts: number;
  /** Per-attempt timeout. */
  timeoutMs: number;
}

export const DEFAULT_DELIVERY: DeliveryOptions = {
  baseDelayMs: 200,
  maxDelayMs: 30_000,
  maxAttempts: 10,
  timeoutMs: 10_000,
};

/** Delay after the n-th failed attempt (n >= 1): base × 2^(n-1), capped. */
export function retryDelayMs(failedAttempts: number, o: Pick<DeliveryOptions, 'baseDelayMs' | 'maxDelayMs'>): number {
  return Math.min(o.baseDelayMs * 2 ** Math.max(0, failedAttempts - 1), o.maxDelayMs);
}

export class WebhookDeliverer {
  private readonly opts: DeliveryOptions;
  private readonly retryTimers = new Map<string, NodeJS.Timeout>();
  private readonly pumping = new Map<string, Promise<void>>();
  /** Webhooks told about new events while their pump was busy. */
  private readonly dirty = new Set<string>();
  private readonly stopController = new AbortController();
  private readonly unsubscribe: () => void;
  private stopped = false;

  constructor(
    private readonly db: Db,
    opts: Partial<DeliveryOptions> = {},
  ) {
    this.opts = { ...DEFAULT_DELIVERY, ...opts };
    this.unsubscribe = onEventRecorded((siteId) => this.notifySite(siteId));
    // Resume whatever was pending when the sandbox last stopped.
    for (const w of listWebhooks(db)) this.kick(w.id);
  }

  notifySite(siteId: string): void {
    if (this.stopped) return;
    for (const w of listWebhooks(this.db, siteId)) this.kick(w.id);
  }

  /** Stops every pump and timer; in-flight attempts are aborted. Safe to call twice. */
  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    this.unsubscribe();
    for (const t of this.retryTimers.values()) clearTimeout(t);
    this.retryTimers.clear();
    this.stopController.abort();
    await Promise.allSettled([...this.pumping.values()]);
  }

  private kick(id: string): void {
    if (this.stopped || this.retryTimers.has(id)) return; // a scheduled retry will pick new events up
    if (this.pumping.has(id)) {
      this.dirty.add(id);
      return;
    }
    const run = this.pump(id).finally(() => {
      this.pumping.delete(id);
      if (this.dirty.delete(id)) this.kick(id);
    });
    this.pumping.set(id, run);
  }

  private async pump(id: string): Promise<void> {
    for (;;) {
      if (this.stopped) return;
      const hook = getWebhook(this.db, id);
      if (!hook) return;
      const event = nextEventFor(this.db, hook.siteId, hook.delivery.cursorSeq, hook.eventTypes);
      if (!event) return;
      const attempt = hook.delivery.attempts + 1;
      const signal = AbortSignal.any([this.stopController.signal, AbortSignal.timeout(this.opts.timeoutMs)]);
      const result = await postEvent(hook, event, attempt, signal);
      // stop() waits for this pump before the db closes, so a success is still recorded (no
      // duplicate after a restart); a failure while stopping is most likely our own abort, neither
      // an attempt to show nor one to count.
      if (!getWebhook(this.db, id)) return; // deleted meanwhile
      const outcome = result.ok ? 'delivered' : attempt >= this.opts.maxAttempts ? 'given up' : 'will retry';
      if (result.ok || !this.stopped)
        recordAttempt(this.db, id, {
          eventSeq: event.seq,
          eventType: `${event.entityFqdn}/${event.slug}`,
          attempt,
          at: new Date().toISOString(),
          status: result.status,
          error: result.ok ? null : result.error,
          outcome,
        });
      if (result.ok) advanceCursor(this.db, id, event.seq, { status: result.status, error: null, gaveUp: false });
      if (this.stopped) return;
      if (result.ok) continue;
      if (outcome === 'given up') {
        const error = `gave up on event ${event.id} after ${attempt} attempts (${result.error})`;
        advanceCursor(this.db, id, event.seq, { status: result.status, error, gaveUp: true });
        continue;
      }
      const delay = retryDelayMs(attempt, this.opts);
      recordFailedAttempt(this.db, id, attempt, result.status, result.error, new Date(Date.now() + delay));
      this.retryTimers.set(
        id,
        setTimeout(() => {
          this.retryTimers.delete(id);
          this.kick(id);
        }, delay),
      );
      return;
    }
  }
}
