// /_sandbox/console: the sandbox as an emulator console (a developer tool, loopback only as all of
// /_sandbox). The home page lists the sites and streams every provider call; a site's page has its
// records (data-routes.ts), its knobs (knob-forms.ts, knob-routes.ts) and its live log; the JSON
// endpoints are api-routes.ts. Writes take only the console's own pages (same-origin-posts.ts).
import { Hono } from 'hono';
import { z } from 'zod';
import type { SandboxDeps, SandboxEnv } from '../../http/env.ts';
import { parseInput } from '../../http/validate.ts';
import { html } from '../../live/html.ts';
import { listSitesWithKeys } from '../../domains/sites/store.ts';
import { faultsFor, faultsJson } from '../../faults/store.ts';
import { rateLimitFor } from '../../rate-limit/store.ts';
import { clockOffsetMs, siteNow } from '../../clock/site-clock.ts';
import { siteProfile } from '../../domains/sites/profiles.ts';
import { listWebhooks } from '../../events/webhooks-store.ts';
import { listAttempts } from '../../events/webhook-attempts.ts';
import { recordCounts } from '../../transfer/site-tables.ts';
import { apiRoutes } from './api-routes.ts';
import { CONSOLE_SCRIPT } from './console-script.ts';
import { consoleSite } from './console-site.ts';
import { collectionTabs } from './data-browser.ts';
import { dataRoutes } from './data-routes.ts';
import { knobRoutes } from './knob-routes.ts';
import { knobsSection } from './knob-forms.ts';
import { liveLogSection } from './live-log.ts';
import type { ProviderClient } from './provider-client.ts';
import { sameOriginWrites } from './same-origin-posts.ts';
import { redirectDomainsSection } from '../redirect-domains-section.ts';
import { ruleDomains } from '../../domains/identity/callback-hosts.ts';
import { listedRedirectDomains, MAX_REDIRECT_ENTRIES } from '../../domains/identity/redirect-domains.ts';
import { ownOrigin } from '../../http/own-origin.ts';
import { CONSOLE_CSP, consolePage, doneBox, siteBase } from './shell.ts';

/** Sites listed on the home page at once (the agency seed has 1 003). */
const SITES_PER_PAGE = 50;
const homeQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  done: z.string().max(300).optional(),
});

export function consoleRoutes(deps: SandboxDeps, provider: ProviderClient): Hono<SandboxEnv> {
  const { db } = deps;
  const app = new Hono<SandboxEnv>();
  app.use('*', sameOriginWrites());
  app.use('*', async (c, next) => {
    await next();
    if (c.res.headers.get('content-type')?.startsWith('text/html'))
      c.res.headers.set('content-security-policy', CONSOLE_CSP);
  });

  app.get('/console.js', (c) => {
    c.header('content-type', 'text/javascript; charset=utf-8');
    c.header('cache-control', 'no-cache');
    return c.body(CONSOLE_SCRIPT);
  });

  app.get('/', (c) => {
    const q = parseInput(homeQuery, c.req.query());
    const all = listSitesWithKeys(db);
    const pages = Math.max(1, Math.ceil(all.length / SITES_PER_PAGE));
    const page = Math.min(q.page ?? 1, pages);
    const shown = all.slice((page - 1) * SITES_PER_PAGE, page * SITES_PER_PAGE);
    const faults = faultsFor(db);
    const rows = shown.map(
      (s) =>
        html`<tr><td><a href="${siteBase(s.id)}">${s.name}</a></td><td>${s.accountName}</td><td class="mono">${s.id}</td><td>${faults.get(s.id) ? 'fault knobs set' : 'healthy'}</td></tr>`,
    );
    const limit = rateLimitFor(db).callsPerMinute;
    const more =
      pages > 1
        ? html`<p>Sites page ${page} of ${pages}. ${page > 1 ? html`<a href="/_sandbox/console?page=${page - 1}">Previous</a> ` : ''}${page < pages ? html`<a href="/_sandbox/console?page=${page + 1}">Next</a>` : ''}</p>`
        : '';
    const body = html`${doneBox(q.done)}<section class="site" aria-labelledby="sites-h"><h2 id="sites-h">Sites</h2>
      <div class="table-wrap"><table><thead><tr><th scope="col">site</th><th scope="col">account</th><th scope="col">id</th><th scope="col">provider</th></tr></thead><tbody>${rows}</tbody></table></div>${more}
      <form method="post" action="/_sandbox/console/rate-limit"><label>Rate limit, calls a minute per site (empty: off) <input type="number" name="callsPerMinute" min="1" max="1000000" value="${limit === null ? '' : String(limit)}"></label>
      <button type="submit">Set rate limit</button></form></section>
      ${liveLogSection(all.slice(0, 200).map((s) => ({ id: s.id, name: s.name })))}`;
    return c.html(consolePage('Sandbox console', body));
  });

  app.get('/sites/:siteId', (c) => {
    const site = consoleSite(db, c);
    const profile = siteProfile(db, site.id);
    const f = faultsFor(db).get(site.id);
    const counts = recordCounts(db, site.id).map(
      (r) => html`<li class="${r.count ? '' : 'muted'}">${r.table} <b>${r.count}</b></li>`,
    );
    const body = html`${doneBox(c.req.query('done'))}${collectionTabs(site.id)}
      <section class="site" aria-labelledby="counts-h"><h2 id="counts-h">Rows per table</h2><ul class="counts">${counts}</ul>
        <p><a href="/sites/${encodeURIComponent(site.slug)}/">The site's live page</a> · <a href="/_sandbox/sites/${encodeURIComponent(site.id)}/events">events JSON</a></p></section>
      ${knobsSection({
        siteId: site.id,
        faults: f ? faultsJson(f) : null,
        callsPerMinute: rateLimitFor(db).callsPerMinute,
        clock: { now: siteNow(db, site.id).toISOString(), offsetMs: clockOffsetMs(db, site.id) },
        identityRules: profile.identityRules,
        webhooks: listWebhooks(db, site.id).map((w) => ({ ...w, attempts: listAttempts(db, w.id) })),
        redirectDomains: redirectDomainsSection({
          siteId: site.id,
          listed: listedRedirectDomains(db, site.oauthClientId),
          max: MAX_REDIRECT_ENTRIES,
          rules: ruleDomains(new URL(ownOrigin(c)).hostname, profile.customDomain, deps.allowExtensions),
          page: 1,
          backToConsole: true,
        }),
      })}
      ${liveLogSection([], site.id)}`;
    return c.html(consolePage(site.name, body, [html`<a href="/_sandbox/console">Console</a>`]));
  });

  app.route('/', apiRoutes(deps, provider));
  app.route('/', knobRoutes(deps));
  app.route('/', dataRoutes(deps, provider));
  return app;
}
