// The console's page frame: title, navigation (sites, live log), a skip link, its stylesheet, and
// its one small script (console-script.ts, served from /_sandbox/console/console.js). Everything
// interpolated is escaped (live/html.ts): the demo data holds hostile text on purpose.
import { html, raw, type RawHtml } from '../../live/html.ts';
import { PAGE_CSS } from '../page-styles.ts';
import { CONSOLE_CSS } from './console-styles.ts';

/** No inline script, no other origin: the page's own script and its own requests only. */
export const CONSOLE_CSP =
  "default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; connect-src 'self'; img-src 'self' data:; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

export function consolePage(title: string, body: RawHtml, crumbs: readonly RawHtml[] = []): string {
  return html`<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} · Sitekeeper sandbox console</title>
<style>${raw(PAGE_CSS)}${raw(CONSOLE_CSS)}</style><script src="/_sandbox/console/console.js" defer></script></head><body>
<a class="skip" href="#main">Skip to the content</a>
<header><p class="brand">Sitekeeper sandbox console</p><nav aria-label="Console">
<a href="/_sandbox/console">Sites and live log</a><a href="/_sandbox">Inspection page</a><a href="/_sandbox/sites">sites JSON</a></nav></header>
<main id="main">${crumbs.length ? html`<nav aria-label="Breadcrumb" class="crumbs">${crumbs}</nav>` : ''}<h1>${title}</h1>${body}</main>
</body></html>`.html;
}

/** A refusal or a problem, said in words, with the provider's request id when there is one. */
export function alertBox(words: string, requestId?: string): RawHtml {
  return html`<div class="alert" role="alert"><p>${words}</p>${requestId ? html`<p class="muted">Request id: <span class="mono">${requestId}</span></p>` : ''}</div>`;
}

/** A confirmation said after a change (`?done=` on the page redirected to). */
export function doneBox(words: string | undefined): RawHtml | '' {
  return words ? html`<p class="done" role="status">${words}</p>` : '';
}

export const siteBase = (siteId: string): string => `/_sandbox/console/sites/${encodeURIComponent(siteId)}`;
