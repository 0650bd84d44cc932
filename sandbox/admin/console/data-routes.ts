// The data browser's pages and forms: /_sandbox/console/sites/{siteId}/data/{collection}[/{id}],
// and their posts (create, edit, delete), which go to the provider in-process and come back to the
// record (303) or answer the provider's refusal in words with its request id.
import { Hono, type Context } from 'hono';
import type { SandboxDeps, SandboxEnv } from '../../http/env.ts';
import { ProviderError } from '../../http/errors.ts';
import { parseInput, readForm } from '../../http/validate.ts';
import { html, type RawHtml } from '../../live/html.ts';
import { browse, findRecord } from './browse.ts';
import { browseParams, pageQuery } from './browse-query.ts';
import { collectionParam, consoleSite, type ConsoleSite } from './console-site.ts';
import type { Collection } from './collections.ts';
import { starterIds } from './create-starter.ts';
import { browserSection, collectionTabs, createForm } from './data-browser.ts';
import { liveLogSection } from './live-log.ts';
import { providerErrorWords, type ProviderAnswer, type ProviderClient } from './provider-client.ts';
import { recordSection } from './record-view.ts';
import { actionOf, createdId, parseBodyText, writeRecord, writeUnsupported } from './record-writes.ts';
import { alertBox, consolePage, doneBox, siteBase } from './shell.ts';

const refusalBox = (a: ProviderAnswer): RawHtml =>
  alertBox(`The provider refused: ${providerErrorWords(a)}`, a.requestId);
const problemBox = (e: ProviderError, requestId: string): RawHtml =>
  alertBox(providerErrorWords({ status: e.status, json: e.body, requestId }), requestId);

function crumbs(site: ConsoleSite, col?: Collection): RawHtml[] {
  return [
    html`<a href="/_sandbox/console">Console</a>`,
    html`<a href="${siteBase(site.id)}">${site.name}</a>`,
    ...(col ? [html`<a href="${siteBase(site.id)}/data/${col.key}">${col.label}</a>`] : []),
  ];
}

export function dataRoutes({ db }: SandboxDeps, provider: ProviderClient): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();
  const recordUrl = (site: ConsoleSite, col: Collection, id: string) =>
    `${siteBase(site.id)}/data/${col.key}/${encodeURIComponent(id)}`;

  app.get('/sites/:siteId/data/:collection', async (c) => {
    const site = consoleSite(db, c);
    const col = collectionParam(c);
    const p = parseInput(browseParams, c.req.query());
    const q = pageQuery(col, p);
    let body: RawHtml;
    let status: 200 | 400 = 200;
    const starter = () => starterIds(db, site.id);
    if (q instanceof ProviderError) {
      body = browserSection(site.id, col, p, null, problemBox(q, c.get('requestId')), starter);
      status = 400;
    } else {
      const got = await browse(provider, c, db, site, col, q);
      body = got.ok
        ? browserSection(site.id, col, p, got.page, '', starter)
        : browserSection(site.id, col, p, null, refusalBox(got.refusal), starter);
      if (!got.ok) status = 400;
    }
    const page = html`${collectionTabs(site.id, col.key)}${doneBox(c.req.query('done'))}
      <section class="site" aria-label="${col.label} of ${site.name}"><div id="browser" data-live data-site="${site.id}">${body}</div></section>
      ${liveLogSection([], site.id)}`;
    return c.html(consolePage(`${col.label} · ${site.name}`, page, crumbs(site)), status);
  });

  const recordPage = async (
    c: Context<SandboxEnv>,
    problem: RawHtml | '' = '',
    status: 200 | 400 | 404 = 200,
    typed?: string,
  ) => {
    const site = consoleSite(db, c);
    const col = collectionParam(c);
    const id = c.req.param('id') ?? '';
    const found = await findRecord(provider, c, db, site, col, id);
    const title = `${col.label.replace(/s$/, '')} ${id}`;
    if (!found || 'refusal' in found) {
      const words = found
        ? refusalBox(found.refusal)
        : alertBox(`No ${col.label.toLowerCase()} has the id ${id} on this site (deleted?).`);
      return c.html(consolePage(title, html`${problem}${words}`, crumbs(site, col)), found ? 400 : 404);
    }
    const body = html`${doneBox(c.req.query('done'))}${problem}<div id="record" data-live data-site="${site.id}">${recordSection(recordUrl(site, col, id), col, found.doc, typed)}</div>
      ${liveLogSection([], site.id)}`;
    return c.html(consolePage(title, body, crumbs(site, col)), status);
  };

  app.get('/sites/:siteId/data/:collection/:id', (c) => recordPage(c));

  app.post('/sites/:siteId/data/:collection/create', async (c) => {
    const site = consoleSite(db, c);
    const col = collectionParam(c);
    const form = await readForm(c);
    const typed = typeof form.body === 'string' ? form.body : '';
    const body = parseBodyText(typed);
    const back = `${siteBase(site.id)}/data/${col.key}`;
    // A refusal: said in words, above the form holding what was sent.
    const refused = (words: RawHtml) =>
      c.html(
        consolePage(
          'Not created',
          html`${words}${createForm(col, back, { typed })}<p><a href="${back}">Back to the list</a></p>`,
          crumbs(site, col),
        ),
        400,
      );
    const unsupported = writeUnsupported(col, 'create');
    if (unsupported) return refused(problemBox(unsupported, c.get('requestId')));
    if (body instanceof ProviderError) return refused(problemBox(body, c.get('requestId')));
    const answer = await writeRecord(provider, c, site, col, { kind: 'create', body });
    if (answer.status !== 200) return refused(refusalBox(answer));
    const id = createdId(col, answer);
    return c.redirect(id ? `${recordUrl(site, col, id)}?done=Created.` : `${back}?done=Created.`, 303);
  });

  for (const kind of ['edit', 'delete'] as const) {
    app.post(`/sites/:siteId/data/:collection/:id/${kind}`, async (c) => {
      const site = consoleSite(db, c);
      const col = collectionParam(c);
      const id = c.req.param('id');
      const form = await readForm(c);
      const unsupported = writeUnsupported(col, kind);
      if (unsupported) return recordPage(c, problemBox(unsupported, c.get('requestId')), 400);
      if (kind === 'delete' && form.confirm !== 'yes')
        return recordPage(c, alertBox('Tick the box to delete this record.'), 400);
      const typed = kind === 'edit' && typeof form.body === 'string' ? form.body : undefined;
      const body = kind === 'edit' ? parseBodyText(form.body) : {};
      if (body instanceof ProviderError) return recordPage(c, problemBox(body, c.get('requestId')), 400, typed);
      const found = await findRecord(provider, c, db, site, col, id);
      if (!found || 'refusal' in found) return recordPage(c, '', 404);
      const answer = await writeRecord(
        provider,
        c,
        site,
        col,
        kind === 'edit' ? { kind, doc: found.doc, body } : { kind, doc: found.doc },
      );
      if (answer.status !== 200) return recordPage(c, refusalBox(answer), 400, typed);
      return kind === 'edit'
        ? c.redirect(
            `${recordUrl(site, col, id)}?done=${encodeURIComponent(`Sent; the provider answered 200 (request ${answer.requestId}).`)}`,
            303,
          )
        : c.redirect(`${siteBase(site.id)}/data/${col.key}?done=Deleted.`, 303);
    });
  }

  app.post('/sites/:siteId/data/:collection/:id/action', async (c) => {
    const site = consoleSite(db, c);
    const col = collectionParam(c);
    const id = c.req.param('id');
    const action = actionOf(col, (await readForm(c)).action);
    if (action instanceof ProviderError) return recordPage(c, problemBox(action, c.get('requestId')), 400);
    const found = await findRecord(provider, c, db, site, col, id);
    if (!found || 'refusal' in found) return recordPage(c, '', 404);
    const answer = await writeRecord(provider, c, site, col, { kind: 'action', doc: found.doc, action });
    if (answer.status !== 200) return recordPage(c, refusalBox(answer), 400);
    const done = `${action.label}: the provider answered 200 (request ${answer.requestId}).`;
    return c.redirect(`${recordUrl(site, col, id)}?done=${encodeURIComponent(done)}`, 303);
  });

  return app;
}
