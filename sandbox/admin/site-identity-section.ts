// The inspection page's "Addresses and identities" block of one site: published URLs (custom
// domain included), identity rules, and the app credentials to connect with AppStrategy.
import { html, type RawHtml } from '../live/html.ts';
import type { SiteListing } from './site-listing.ts';

export function siteIdentitySection(s: SiteListing): RawHtml {
  const urls = s.publishedUrls.map(
    (u) => html`<li><a class="mono" href="${u.url}/">${u.url}</a> ${u.urlType}${u.primary ? ' · primary' : ''}</li>`,
  );
  const app = s.app
    ? html`<table><tr><th>app id (client id)</th><td class="mono">${s.app.appId}</td></tr>
        <tr><th>app secret</th><td class="mono">${s.app.appSecret}</td></tr>
        <tr><th>instance id</th><td class="mono">${s.app.instanceId}</td></tr></table>`
    : html`<p class="muted">no app instance</p>`;
  return html`<h3>Addresses and identities</h3>
    <ul>${urls}</ul>
    ${s.customDomainUrl ? html`<p>Custom domain: <a class="mono" href="${s.customDomainUrl}/">${s.customDomainUrl}</a></p>` : ''}
    <p>Identity rules: <b>${s.identityRules}</b> <span class="muted">(PUT /_sandbox/sites/${s.id}/identity-rules {"identityRules": "open" | "docs"})</span></p>
    <p>API key: <span class="mono">${s.apiKey}</span> · account <span class="mono">${s.accountId}</span></p>
    ${app}`;
}
