// A site's knobs as plain forms (each posts to knob-routes.ts and comes back to the site's page):
// fault knobs, the provider's rate limit, the site clock, identity rules, reset, export and import,
// and the webhooks with their delivery attempts and a "send again". Labels on every control.
import { html, type RawHtml } from '../../live/html.ts';
import type { FaultConfig } from '../../faults/config.ts';
import type { Webhook } from '../../events/webhooks-store.ts';
import type { WebhookAttempt } from '../../events/webhook-attempts.ts';
import type { IdentityRules } from '../../domains/sites/profiles.ts';
import { IDENTITY_RULES } from '../../domains/sites/profiles.ts';
import { siteBase } from './shell.ts';

export interface KnobsView {
  siteId: string;
  faults: (FaultConfig & { calls: number; injected: Record<string, number> }) | null;
  callsPerMinute: number | null;
  clock: { now: string; offsetMs: number };
  identityRules: IdentityRules;
  /** Each with its latest delivery attempts, newest first. */
  webhooks: readonly (Webhook & { attempts: readonly WebhookAttempt[] })[];
  /** The inspection page's redirect domains block (redirect-domains-section.ts), coming back here. */
  redirectDomains: RawHtml;
}

const num = (v: number | undefined): string => (v === undefined ? '' : String(v));

function faultsForm(v: KnobsView): RawHtml {
  const f = v.faults;
  const action = `${siteBase(v.siteId)}/knobs/faults`;
  const state = f
    ? html`<p>Set: <span class="mono">${JSON.stringify({ ...f, calls: undefined, injected: undefined })}</span> · ${f.calls} calls counted, injected <span class="mono">${JSON.stringify(f.injected)}</span></p>`
    : html`<p class="muted">None: the provider is healthy.</p>`;
  return html`<section aria-labelledby="faults-h"><h3 id="faults-h">Fault knobs</h3>${state}
    <form method="post" action="${action}"><fieldset><legend>Set the fault knobs (replaces all)</legend>
      <label>Latency (ms) <input type="number" name="latencyMs" min="0" max="60000" value="${num(f?.latencyMs)}"></label>
      <label>Share of calls failing (0 to 1) <input type="number" name="errorRate" min="0" max="1" step="any" value="${num(f?.errorRate)}"></label>
      <label>Their status <select name="errorStatus"><option value="503"${f?.errorStatus !== 500 ? html` selected` : ''}>503 UNAVAILABLE</option><option value="500"${f?.errorStatus === 500 ? html` selected` : ''}>500 INTERNAL_ERROR</option></select></label>
      <label>429 every Nth call <input type="number" name="rateLimitEveryNth" min="1" value="${num(f?.rateLimit?.everyNth)}"></label>
      <label>429 Retry-After (s) <input type="number" name="retryAfterSeconds" min="0" max="3600" value="${num(f?.rateLimit?.retryAfterSeconds)}"></label>
      <label>Share of connections dropped (0 to 1) <input type="number" name="dropConnectionRate" min="0" max="1" step="any" value="${num(f?.dropConnectionRate)}"></label>
      <label>Only these paths (one prefix a line; empty: every call) <textarea name="paths" rows="2" class="short" spellcheck="false">${(f?.paths ?? []).join('\n')}</textarea></label>
      <p><button type="submit">Set fault knobs</button></p></fieldset></form>
    <form method="post" action="${action}/clear"><button type="submit" class="quiet">Clear the fault knobs</button></form></section>`;
}

function rateLimitForm(v: KnobsView): RawHtml {
  return html`<section aria-labelledby="rl-h"><h3 id="rl-h">Rate limit (every site)</h3>
    <p>${v.callsPerMinute === null ? 'Off.' : `${v.callsPerMinute} calls a minute per site.`}</p>
    <form method="post" action="/_sandbox/console/rate-limit"><input type="hidden" name="back" value="${v.siteId}">
      <label>Calls a minute per site (empty: off) <input type="number" name="callsPerMinute" min="1" max="1000000" value="${num(v.callsPerMinute ?? undefined)}"></label>
      <button type="submit">Set rate limit</button></form></section>`;
}

function clockForm(v: KnobsView): RawHtml {
  return html`<section aria-labelledby="clock-h"><h3 id="clock-h">Site clock</h3>
    <p>Now on this site: <span class="mono">${v.clock.now}</span> (${Math.round(v.clock.offsetMs / 3_600_000)} hours ahead of real time).</p>
    <form method="post" action="${siteBase(v.siteId)}/knobs/clock">
      <label>Advance by <input type="number" name="amount" min="1" max="366" value="1" required></label>
      <label>Unit <select name="unit"><option value="hours">hours</option><option value="days">days</option></select></label>
      <button type="submit">Advance the clock</button></form></section>`;
}

function identityForm(v: KnobsView): RawHtml {
  return html`<section aria-labelledby="id-h"><h3 id="id-h">Identity rules</h3>
    <form method="post" action="${siteBase(v.siteId)}/knobs/identity-rules"><label>Rules <select name="identityRules">${IDENTITY_RULES.map(
      (r) =>
        html`<option value="${r}"${r === v.identityRules ? html` selected` : ''}>${r}${r === 'open' ? ' (API keys may do everything)' : ' (as the reference documents each call)'}</option>`,
    )}</select></label> <button type="submit">Set identity rules</button></form></section>`;
}

function dataForms(v: KnobsView): RawHtml {
  const base = siteBase(v.siteId);
  return html`<section aria-labelledby="data-h"><h3 id="data-h">Reset, export, import</h3>
    <form method="post" action="${base}/knobs/reset"><label><input type="checkbox" name="confirm" value="yes" required> Put every record of this site back to the seeded data (clears its events, fault knobs and rate-limit window)</label>
      <button type="submit" class="danger">Reset site</button></form>
    <p><a href="/_sandbox/sites/${encodeURIComponent(v.siteId)}/export" download="site-${v.siteId}.json">Export this site (JSON)</a></p>
    <form method="post" action="${base}/knobs/import" enctype="multipart/form-data"><label>Snapshot to import (a file an export wrote) <input type="file" name="snapshot" accept="application/json,.json" required></label>
      <button type="submit">Import</button></form></section>`;
}

function webhooksTable(v: KnobsView): RawHtml {
  if (v.webhooks.length === 0)
    return html`<section aria-labelledby="wh-h"><h3 id="wh-h">Webhooks</h3><p class="muted">None registered (POST /_sandbox/sites/{id}/webhooks {"url": "http://127.0.0.1:…"}).</p></section>`;
  const rows = v.webhooks.map((w) => {
    const d = w.delivery;
    return html`<tr><td class="mono">${w.url}</td><td>${w.eventTypes.length ? w.eventTypes.join(', ') : 'every event'}</td>
      <td>${d.deliveredCount}</td><td>${d.givenUpCount}</td><td>${d.attempts}</td><td>${d.lastStatus === null ? '-' : String(d.lastStatus)} ${d.lastError ?? ''}</td>
      <td class="mono">${d.lastAttemptAt ?? '-'}</td><td class="mono">${d.nextRetryAt ?? '-'}</td>
      <td><form method="post" action="${siteBase(v.siteId)}/knobs/webhooks/${encodeURIComponent(w.id)}/resend" class="inline"><button type="submit" aria-label="Send again the last event delivered to ${w.url}">Send again</button></form></td></tr>`;
  });
  return html`<section aria-labelledby="wh-h"><h3 id="wh-h">Webhooks</h3><div class="table-wrap"><table><thead><tr><th scope="col">url</th><th scope="col">events</th><th scope="col">delivered</th><th scope="col">given up</th>
    <th scope="col">failed attempts now</th><th scope="col">last status</th><th scope="col">last attempt</th><th scope="col">next retry</th><th scope="col">action</th></tr></thead><tbody>${rows}</tbody></table></div>
    ${v.webhooks.map(attemptsTable)}</section>`;
}

/** One webhook's latest delivery attempts: which event, which try, when, the answer, what became of it. */
function attemptsTable(w: KnobsView['webhooks'][number]): RawHtml {
  const rows = w.attempts.map(
    (a) =>
      html`<tr data-outcome="${a.outcome}"><td class="mono">${a.eventType}</td><td>${String(a.eventSeq)}</td><td>${String(a.attempt)}</td>
        <td class="mono">${a.at}</td><td>${a.status === null ? '-' : String(a.status)} ${a.error ?? ''}</td><td>${a.outcome}</td></tr>`,
  );
  return html`<details data-webhook="${w.id}"><summary>Deliveries to ${w.url} (${w.attempts.length} latest attempts)</summary>
    ${
      w.attempts.length === 0
        ? html`<p class="muted">No attempt yet.</p>`
        : html`<div class="table-wrap"><table aria-label="Delivery attempts to ${w.url}"><thead><tr><th scope="col">event</th><th scope="col">event seq</th><th scope="col">try</th><th scope="col">at</th><th scope="col">answer</th><th scope="col">outcome</th></tr></thead><tbody>${rows}</tbody></table></div>`
    }</details>`;
}

export function knobsSection(v: KnobsView): RawHtml {
  return html`<section class="site" aria-labelledby="knobs-h"><h2 id="knobs-h">Knobs</h2>
    ${faultsForm(v)}${rateLimitForm(v)}${clockForm(v)}${identityForm(v)}${v.redirectDomains}${dataForms(v)}${webhooksTable(v)}</section>`;
}
