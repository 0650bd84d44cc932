// One record: its fields as path → value rows, its raw JSON, and the provider's edit and delete
// calls as forms (the body to send, prefilled; a delete asks for a tick first).
import { html, type RawHtml } from '../../live/html.ts';
import type { Collection, Doc } from './collections.ts';
import { cellText } from './data-browser.ts';

/** Leaves of a doc as dotted paths (`info.name.first`, `info.emails.0.email`), at most `max`. */
export function flatten(doc: unknown, prefix = '', out: [string, unknown][] = [], max = 400): [string, unknown][] {
  if (out.length >= max) return out;
  if (Array.isArray(doc)) {
    if (doc.length === 0) out.push([prefix, []]);
    doc.forEach((v, i) => flatten(v, prefix ? `${prefix}.${i}` : String(i), out, max));
  } else if (typeof doc === 'object' && doc !== null) {
    const entries = Object.entries(doc as Doc);
    if (entries.length === 0 && prefix) out.push([prefix, {}]);
    for (const [k, v] of entries) flatten(v, prefix ? `${prefix}.${k}` : k, out, max);
  } else {
    out.push([prefix, doc]);
  }
  return out;
}

/** `typed`: the body the admin sent last, kept in the form after a refusal (else the starting body). */
export function recordSection(action: string, col: Collection, doc: Doc, typed?: string): RawHtml {
  const rows = flatten(doc).map(([k, v]) => html`<dt>${k}</dt><dd>${cellText(v)}</dd>`);
  const edit = col.edit
    ? html`<section aria-labelledby="edit-h"><h2 id="edit-h">${col.edit.label}</h2>
      <form method="post" action="${action}/edit"><label for="edit-body">Request body (JSON), sent as the provider's call</label>
      <textarea id="edit-body" name="body" spellcheck="false">${typed ?? JSON.stringify(col.edit.template(doc), null, 2)}</textarea>
      <p><button type="submit">Send</button></p></form></section>`
    : html`<p class="muted">The sandbox's provider has no call that edits ${col.label.toLowerCase()}.</p>`;
  const remove = col.remove
    ? html`<section aria-labelledby="delete-h"><h2 id="delete-h">Delete</h2>
      <form method="post" action="${action}/delete"><label><input type="checkbox" name="confirm" value="yes" required> ${col.removeWords?.tick ?? "Delete this one record (the provider's delete call; events and webhooks follow)"}</label>
      <button type="submit" class="danger">${col.removeWords?.button ?? 'Delete 1 record'}</button></form></section>`
    : '';
  const actions = col.actions?.length
    ? html`<section aria-labelledby="actions-h"><h2 id="actions-h">Provider actions</h2><ul class="tabs">${col.actions.map(
        (a) =>
          html`<li><form method="post" action="${action}/action" class="inline"><input type="hidden" name="action" value="${a.name}"><button type="submit">${a.label}</button></form></li>`,
      )}</ul></section>`
    : '';
  return html`<section aria-labelledby="fields-h"><h2 id="fields-h">Fields</h2><dl class="fields">${rows}</dl></section>
    <section aria-labelledby="json-h"><h2 id="json-h">Raw JSON</h2><pre tabindex="0" aria-label="Raw JSON">${JSON.stringify(doc, null, 2)}</pre></section>
    ${actions}${edit}${remove}`;
}
