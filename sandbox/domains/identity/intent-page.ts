// The HTML of a stand-in Wix page (checkout, product, bookings, payment request): the intent in
// plain words, a clear "stand-in" banner, and links back to the callbacks. Plain links, no script;
// every text and URL is escaped, and only http(s) callbacks on allowed domains become links (intent-view.ts).
import { html } from '../../live/html.ts';
import type { IntentView, PageLink } from './intent-view.ts';
import { shell } from './login-page.ts';

function link(l: PageLink) {
  if (l.href !== null)
    return html`<li><a class="action" href="${l.href}">${l.label}</a>${l.note ? html` <span class="note">${l.note}</span>` : ''}</li>`;
  if (l.notFollowed?.why === 'scheme')
    return html`<li>${l.label}: <span class="note">the callback <code>${l.notFollowed.url}</code> is not an http(s) URL, so the sandbox does not follow it.</span></li>`;
  if (l.notFollowed?.why === 'domain')
    return html`<li>${l.label}: <span class="note">the callback <code>${l.notFollowed.url}</code> is not on one of the OAuth app's allowed redirect domains, so the sandbox does not link to it.</span></li>`;
  return html`<li>${l.label}: <span class="note">${l.note ?? ''}</span></li>`;
}

export function intentPage(view: IntentView, siteName: string): string {
  return shell(
    `${view.heading} | ${siteName}`,
    html`<p class="standin" role="note" data-testid="standin">Sitekeeper sandbox: a stand-in for the Wix ${view.wixPage}. Nothing is bought, booked or paid here.</p>
<h1>${view.heading}</h1>
${view.details.map((d) => html`<p>${d}</p>`)}
<ul>${view.links.map(link)}</ul>
<p class="note">${view.preferences.map((p) => html`${p}<br>`)}</p>`,
  );
}
