// The live request log: GET /_sandbox/requests/stream (server-sent events: the latest calls, then
// each call as it is logged; a bounded queue per client, heartbeat comments, unsubscribed when the
// client goes), GET /_sandbox/requests/{seq} (one call with its body, on demand), and the page's
// section that console-script.ts fills (filters by site, status and path; a pause button).
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { z } from 'zod';
import type { SandboxDeps, SandboxEnv } from '../../http/env.ts';
import { notFound } from '../../http/errors.ts';
import type { RequestLogEntry } from '../../http/request-log.ts';
import { parseInput } from '../../http/validate.ts';
import { html, type RawHtml } from '../../live/html.ts';

/** Calls waiting for a slow client; past it the oldest are skipped (and the client is told how many). */
const QUEUE_MAX = 500;
const HEARTBEAT_MS = 15_000;
/** Calls sent first, so the page is not empty. */
const BACKLOG = 50;

const streamQuery = z.object({
  siteId: z.string().max(100).optional(),
  since: z.coerce.number().int().min(0).optional(),
});
/** EventSource's reconnect names the last call it had. */
const lastEventId = z.coerce.number().int().min(0).optional().catch(undefined);

/** What the stream and the table show of a call (the body is asked for separately). */
export function callSummary(e: RequestLogEntry) {
  return {
    seq: e.seq,
    time: e.time,
    method: e.method,
    path: e.path,
    status: e.status,
    durationMs: e.durationMs,
    requestId: e.requestId,
    siteId: e.siteId,
    fault: e.fault ?? null,
    identity: e.identity,
    viaConsole: e.viaConsole ?? false,
    hasBody: e.requestBody !== undefined && e.requestBody !== '',
  };
}

export function liveLogRoutes({ log }: SandboxDeps): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();

  app.get('/requests/stream', (c) => {
    const q = parseInput(streamQuery, c.req.query());
    const since = q.since ?? lastEventId.parse(c.req.header('last-event-id'));
    const wanted = (e: RequestLogEntry) => !q.siteId || e.siteId === q.siteId;
    return streamSSE(c, async (stream) => {
      const queue: RequestLogEntry[] = log
        .list({ siteId: q.siteId, since: since !== undefined ? String(since) : undefined })
        .slice(-BACKLOG);
      let skipped = 0;
      let open = true;
      let wake: (() => void) | undefined;
      const unsubscribe = log.subscribe((e) => {
        if (!wanted(e)) return;
        queue.push(e);
        if (queue.length > QUEUE_MAX) {
          queue.shift();
          skipped += 1;
        }
        wake?.();
      });
      stream.onAbort(() => {
        open = false;
        unsubscribe();
        wake?.();
      });
      try {
        while (open) {
          if (skipped > 0) {
            await stream.writeSSE({ event: 'skipped', data: JSON.stringify({ count: skipped }) });
            skipped = 0;
          }
          for (let e = queue.shift(); e && open; e = queue.shift())
            await stream.writeSSE({ event: 'request', id: String(e.seq), data: JSON.stringify(callSummary(e)) });
          let timer: NodeJS.Timeout | undefined;
          const beat = await new Promise<boolean>((resolve) => {
            wake = () => resolve(false);
            timer = setTimeout(() => resolve(true), HEARTBEAT_MS);
          });
          clearTimeout(timer);
          wake = undefined;
          if (beat && open) await stream.write(': heartbeat\n\n');
        }
      } finally {
        unsubscribe();
      }
    });
  });

  app.get('/requests/:seq{[0-9]+}', (c) => {
    const seq = c.req.param('seq');
    const entry = log.get(Number(seq));
    if (!entry) throw notFound('Logged request', seq);
    return c.json({ request: { ...callSummary(entry), requestBody: entry.requestBody ?? null } });
  });

  return app;
}

const STATUS_CHOICES = [
  ['all', 'every status'],
  ['errors', '4xx and 5xx'],
  ['429', '429 (rate limited)'],
  ['5xx', '5xx and dropped'],
] as const;

/** The page's live log; `siteId` fixes it to one site (a site's pages), else a site filter is offered. */
export function liveLogSection(sites: readonly { id: string; name: string }[], siteId?: string): RawHtml {
  const siteFilter = siteId
    ? html`<input type="hidden" name="site" value="${siteId}">`
    : html`<label>Site <select name="site"><option value="">every site</option>${sites.map(
        (s) => html`<option value="${s.id}">${s.name}</option>`,
      )}</select></label>`;
  return html`<section id="live-log" class="site" aria-labelledby="live-h" data-site="${siteId ?? ''}">
    <h2 id="live-h">Live request log</h2>
    <p class="muted" id="live-nojs">Provider calls stream in here as they arrive (this needs the page's script; without it: <a href="/_sandbox/requests${siteId ? `?siteId=${encodeURIComponent(siteId)}` : ''}">the request log as JSON</a>).</p>
    <form id="live-filters" aria-label="Filter the live log">${siteFilter}
      <label>Status <select name="status">${STATUS_CHOICES.map(([v, l]) => html`<option value="${v}">${l}</option>`)}</select></label>
      <label>Path contains <input name="path" autocomplete="off"></label>
      <button type="button" id="live-pause" class="quiet" aria-pressed="false">Pause</button>
      <span id="live-state" role="status" class="muted">connecting…</span></form>
    <div class="table-wrap"><table aria-label="Provider calls, newest first"><thead><tr><th scope="col">time</th><th scope="col">method</th><th scope="col">path</th>
      <th scope="col">status</th><th scope="col">duration</th><th scope="col">who</th><th scope="col">site</th><th scope="col">fault</th><th scope="col">body</th></tr></thead>
      <tbody id="live-rows"></tbody></table></div></section>`;
}
