// GET /_sandbox[?page=N]: one page showing sites (25 a page, with an accounts summary when there are more) (URLs, custom domain, identity rules, app credentials, allowed redirect domains with a form), record counts, fault knobs, webhooks with delivery state,
// the latest events and the recent request log. Everything is escaped (seed text is hostile).
import type { Db } from '../db/open.ts';
import { listSitesWithKeys } from '../domains/sites/store.ts';
import { latestEvents } from '../events/log.ts';
import { listWebhooks, type Webhook } from '../events/webhooks-store.ts';
import { faultsFor, faultsJson } from '../faults/store.ts';
import type { RequestLog } from '../http/request-log.ts';
import { html, raw, type RawHtml } from '../live/html.ts';
import { recordCounts } from '../transfer/site-tables.ts';
import { PAGE_CSS } from './page-styles.ts';
import { siteIdentitySection } from './site-identity-section.ts';
import { redirectDomainsSection } from './redirect-domains-section.ts';
import { ruleDomains } from '../domains/identity/callback-hosts.ts';
import { listedRedirectDomains, MAX_REDIRECT_ENTRIES } from '../domains/identity/redirect-domains.ts';
import { siteProfile } from '../domains/sites/profiles.ts';
import { siteListing, type SiteListing } from './site-listing.ts';

const EVENTS_PER_SITE = 15;
const REQUESTS_SHOWN = 100;

function webhookRows(hooks: Webhook[]): RawHtml {
  if (hooks.length === 0)
    return html`<p class="muted">No webhooks. POST /_sandbox/sites/{id}/webhooks {"url": "http://127.0.0.1:…"}</p>`;
  const rows = hooks.map((w) => {
    const d = w.delivery;
    const state =
      d.attempts > 0
        ? html`<span class="bad">retrying (${d.attempts} failed, next ${d.nextRetryAt ?? '-'})</span>`
        : html`<span class="ok">idle</span>`;
    return html`<tr><td class="mono">${w.id}</td><td class="mono">${w.url}</td><td>${w.eventTypes.length ? w.eventTypes.join(', ') : 'all'}</td>
      <td>${state}</td><td>${d.deliveredCount}</td><td>${d.givenUpCount}</td><td>${d.lastStatus ?? '-'} ${d.lastError ?? ''}</td><td class="mono">${d.cursorSeq}</td></tr>`;
  });
  return html`<table><tr><th>id</th><th>url</th><th>events</th><th>state</th><th>delivered</th><th>given up</th><th>last status</th><th>cursor</th></tr>${rows}</table>`;
}

/** What a site's section needs besides the site: where the page is served, its number, the named extensions. */
interface PageContext {
  origin: string;
  page: number;
  allowExtensions: readonly string[];
}

function siteSection(
  db: Db,
  site: { id: string; name: string; slug: string; oauthClientId: string },
  listing: SiteListing,
  ctx: PageContext,
): RawHtml {
  const counts = recordCounts(db, site.id).map(
    (c) => html`<li class="${c.count ? '' : 'muted'}">${c.table} <b>${c.count}</b></li>`,
  );
  const faults = faultsFor(db).get(site.id);
  const events = latestEvents(db, site.id, EVENTS_PER_SITE).map(
    (e) =>
      html`<tr><td class="mono">${e.seq}</td><td class="mono">${e.eventTime}</td><td>${e.entityFqdn}/${e.slug}</td><td class="mono">${e.entityId}</td></tr>`,
  );
  const base = `/_sandbox/sites/${encodeURIComponent(site.id)}`;
  return html`<section class="site">
    <h2>${site.name} <span class="muted mono">${site.id}</span></h2>
    <p><a href="/sites/${site.slug}/">live page</a> · <a href="${base}/events">events JSON</a> · <a href="${base}/webhooks">webhooks JSON</a> ·
      <a href="${base}/faults">faults JSON</a> · <a href="${base}/export">export JSON</a> · <a href="/_sandbox/requests?siteId=${encodeURIComponent(site.id)}">requests JSON</a></p>
    ${siteIdentitySection(listing)}
    ${redirectDomainsSection({
      siteId: site.id,
      listed: listedRedirectDomains(db, site.oauthClientId),
      max: MAX_REDIRECT_ENTRIES,
      rules: ruleDomains(new URL(ctx.origin).hostname, siteProfile(db, site.id).customDomain, ctx.allowExtensions),
      page: ctx.page,
    })}
    <h3>Records</h3><ul class="counts">${counts}</ul>
    <h3>Fault knobs</h3>${faults ? html`<pre>${JSON.stringify(faultsJson(faults), null, 2)}</pre>` : html`<p class="muted">none (healthy)</p>`}
    <h3>Webhooks</h3>${webhookRows(listWebhooks(db, site.id))}
    <h3>Latest events</h3>${events.length ? html`<table><tr><th>seq</th><th>time</th><th>type</th><th>entity</th></tr>${events}</table>` : html`<p class="muted">none</p>`}
  </section>`;
}

function requestTable(log: RequestLog): RawHtml {
  const entries = log.list().slice(-REQUESTS_SHOWN).reverse();
  if (entries.length === 0) return html`<p class="muted">No provider calls yet.</p>`;
  const rows = entries.map(
    (e) => html`<tr><td class="mono">${e.time}</td><td>${e.method}</td><td class="mono">${e.path}</td>
      <td class="${e.status >= 400 || e.status === 0 ? 'bad' : 'ok'}">${e.status === 0 ? 'dropped' : e.status}</td><td>${e.durationMs} ms</td>
      <td class="mono">${e.requestId}</td><td class="mono">${e.siteId ?? '-'}</td><td class="mono">${e.identity ? `${e.identity.kind} ${e.identity.id}` : '-'}</td><td>${e.fault ?? ''}</td></tr>`,
  );
  return html`<table><tr><th>time</th><th>method</th><th>path</th><th>status</th><th>duration</th><th>request id</th><th>site</th><th>who</th><th>fault</th></tr>${rows}</table>`;
}

/** Sites shown in full on one page of /_sandbox (the agency seed has 1 003: `?page=2`…). */
export const SITES_PER_PAGE = 25;

function accountsTable(db: Db, sites: readonly { accountId: string }[]): RawHtml {
  const accounts = db.prepare('SELECT id, name FROM accounts ORDER BY rowid').all() as { id: string; name: string }[];
  const rows = accounts.map(
    (a) =>
      html`<tr><td>${a.name}</td><td class="mono">${a.id}</td><td>${sites.filter((s) => s.accountId === a.id).length}</td></tr>`,
  );
  return html`<table><tr><th>account</th><th>id</th><th>sites</th></tr>${rows}</table>`;
}

function pageLinks(page: number, pages: number): RawHtml {
  const link = (p: number, label: string) => html`<a href="/_sandbox?page=${String(p)}">${label}</a>`;
  return html`<p>Sites page ${String(page)} of ${String(pages)} (${String(SITES_PER_PAGE)} a page) ·
    ${page > 1 ? link(page - 1, '← previous') : ''} ${page < pages ? link(page + 1, 'next →') : ''} ·
    every site's credentials: <a href="/_sandbox/sites">sites JSON</a></p>`;
}

export function inspectionPage(
  db: Db,
  log: RequestLog,
  origin: string,
  page = 1,
  allowExtensions: readonly string[] = [],
): string {
  const sites = listSitesWithKeys(db);
  const pages = Math.max(1, Math.ceil(sites.length / SITES_PER_PAGE));
  const current = Math.min(Math.max(1, page), pages);
  const shown = sites.slice((current - 1) * SITES_PER_PAGE, current * SITES_PER_PAGE);
  // Many sites: an accounts summary and one page of sites in full (each costs a dozen queries).
  const paging =
    pages > 1
      ? html`<section class="site"><h2>Accounts</h2>${accountsTable(db, sites)}${pageLinks(current, pages)}</section>`
      : '';
  return html`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sitekeeper sandbox</title>
    <style>${raw(PAGE_CSS)}</style></head><body>
    <header><h1>Sitekeeper sandbox</h1>
      <a href="/_sandbox/console">console (browse and edit records, live log, knobs)</a><a href="/_sandbox/sites">sites JSON</a><a href="/_sandbox/requests">request log JSON</a></header>
    <main>${paging}${shown.map((s) => siteSection(db, s, siteListing(db, origin, s), { origin, page: current, allowExtensions }))}
      <section class="site"><h2>Recent provider calls (newest first, last ${REQUESTS_SHOWN})</h2>${requestTable(log)}</section>
    </main></body></html>`.html;
}
