// The inspection page's "Allowed redirect domains" block of one site: the OAuth client's listed
// domains, each with a Remove button, a form to add one, and the domains allowed by rule. Plain
// forms posting to …/oauth-redirect-domains/form (redirect-domains-routes.ts): keyboard usable,
// every value escaped.
import { html, type RawHtml } from '../live/html.ts';
import type { ruleDomains } from '../domains/identity/callback-hosts.ts';

export interface RedirectDomainsView {
  siteId: string;
  listed: readonly string[];
  max: number;
  rules: ReturnType<typeof ruleDomains>;
  /** The inspection page's page number, to come back to after a change. */
  page: number;
  /** Come back to the console's page of the site instead (sandbox/admin/console/). */
  backToConsole?: boolean;
}

export function redirectDomainsSection(v: RedirectDomainsView): RawHtml {
  const action = `/_sandbox/sites/${encodeURIComponent(v.siteId)}/oauth-redirect-domains/form`;
  const id = `redirect-domains-${v.siteId}`;
  const back = html`<input type="hidden" name="page" value="${String(v.page)}">${v.backToConsole ? html`<input type="hidden" name="back" value="console">` : ''}`;
  const rows = v.listed.map(
    (d) => html`<li><span class="mono">${d}</span>
      <form method="post" action="${action}" style="display:inline">${back}<input type="hidden" name="domain" value="${d}">
      <button type="submit" name="action" value="remove" aria-label="Remove ${d}">Remove</button></form></li>`,
  );
  const ruled = [...v.rules.siteDomains, ...v.rules.extensions];
  return html`<h3 id="${id}">Allowed redirect domains (${String(v.listed.length)} of ${String(v.max)})</h3>
    <p class="muted">Where login, logout, checkout and the other redirect sessions may send a browser back (callbacks.postFlowUrl, thankYouPageUrl …). A domain allows every URL on that exact host, not its subdomains.</p>
    ${v.listed.length ? html`<ul>${rows}</ul>` : html`<p class="muted">None listed.</p>`}
    <form method="post" action="${action}">${back}<input type="hidden" name="action" value="add">
      <label>Domain to allow <input name="domain" required maxlength="253" placeholder="shop.example.com" autocomplete="off"></label>
      <button type="submit">Add</button></form>
    <p class="muted">Also allowed without listing: ${v.rules.loopback}; ${ruled.map((d) => html`<span class="mono">${d}</span> `)}(the site's own domains and the named extensions' return hosts).</p>`;
}
