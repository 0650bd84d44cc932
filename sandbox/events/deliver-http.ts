// One delivery attempt: POST the event as signed JSON to the webhook's URL.
import { createHmac } from 'node:crypto';
import type { LoggedEvent } from './log.ts';

export const SIGNATURE_HEADER = 'x-sitekeeper-signature';
export const EVENT_ID_HEADER = 'x-sitekeeper-event-id';
export const ATTEMPT_HEADER = 'x-sitekeeper-delivery-attempt';
export const WEBHOOK_ID_HEADER = 'x-sitekeeper-webhook-id';

/** `sha256=<hex HMAC-SHA256 of the raw body>`; receivers recompute it with the webhook's secret. */
export function signBody(secret: string, rawBody: string): string {
  return `sha256=${createHmac('sha256', secret).update(rawBody).digest('hex')}`;
}

/** The body a receiver gets: the envelope as logged, plus the site it belongs to. */
export function deliveryBody(siteId: string, event: LoggedEvent): string {
  const { seq: _seq, ...envelope } = event;
  return JSON.stringify({ ...envelope, siteId });
}

export type AttemptResult = { ok: true; status: number } | { ok: false; status: number | null; error: string };

export async function postEvent(
  hook: { id: string; url: string; secret: string; siteId: string },
  event: LoggedEvent,
  attempt: number,
  signal: AbortSignal,
): Promise<AttemptResult> {
  const body = deliveryBody(hook.siteId, event);
  try {
    const res = await fetch(hook.url, {
      method: 'POST',
      redirect: 'manual',
      signal,
      headers: {
        'content-type': 'application/json',
        [SIGNATURE_HEADER]: signBody(hook.secret, body),
        [EVENT_ID_HEADER]: event.id,
        [ATTEMPT_HEADER]: String(attempt),
        [WEBHOOK_ID_HEADER]: hook.id,
      },
      body,
    });
    await res.arrayBuffer().catch(() => undefined);
    if (res.status >= 200 && res.status < 300) return { ok: true, status: res.status };
    return { ok: false, status: res.status, error: `HTTP ${res.status}` };
  } catch (e) {
    const err = e as Error & { cause?: { code?: string; message?: string } };
    return { ok: false, status: null, error: err.cause?.code ?? err.cause?.message ?? err.message };
  }
}
