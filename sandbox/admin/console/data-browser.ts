// The data browser's page for one collection of one site: the filter box (the provider's filter
// language, or media's search text), a sort, the table (each row opens the record), the next page.
import { html, type RawHtml } from '../../live/html.ts';
import { startParam, type BrowseParams } from './browse-query.ts';
import type { BrowsePage } from './browse.ts';
import { COLLECTIONS, valueAt, type Collection, type Starter } from './collections.ts';
import { siteBase } from './shell.ts';

/** A cell's text: strings as they are, the rest as JSON (enums shown as the provider names them). */
export function cellText(v: unknown): string {
  if (v === undefined || v === null) return '';
  if (typeof v === 'string') return v;
  return JSON.stringify(v);
}

export function collectionTabs(siteId: string, current?: string): RawHtml {
  const tabs = COLLECTIONS.map(
    (c) =>
      html`<li><a href="${siteBase(siteId)}/data/${c.key}"${c.key === current ? html` aria-current="page"` : ''}>${c.label}</a></li>`,
  );
  return html`<nav aria-label="Records"><ul class="tabs">${tabs}</ul></nav>`;
}

function filterForm(col: Collection, action: string, p: BrowseParams): RawHtml {
  const box =
    col.filterBox === 'filter'
      ? html`<label>Filter (the provider's filter language, JSON) <input class="wide" name="filter" value="${p.filter ?? ''}" placeholder='{"field": {"$eq": "value"}}' autocomplete="off" spellcheck="false"></label>`
      : html`<label>Search (the provider's search text) <input name="search" value="${p.search ?? ''}" autocomplete="off"></label>`;
  const sort = col.sortable.length
    ? html`<label>Sort by <select name="sort"><option value="">the provider's default</option>${col.sortable.map(
        (f) => html`<option value="${f}"${p.sort === f ? html` selected` : ''}>${f}</option>`,
      )}</select></label>
      <label>Order <select name="order"><option value="ASC"${p.order !== 'DESC' ? html` selected` : ''}>ascending</option><option value="DESC"${p.order === 'DESC' ? html` selected` : ''}>descending</option></select></label>`
    : '';
  return html`<form method="get" action="${action}" role="search" aria-label="Filter ${col.label}">${box} ${sort}
    <button type="submit">Show</button> <a href="${action}">Clear</a></form>`;
}

export function browserSection(
  siteId: string,
  col: Collection,
  p: BrowseParams,
  page: BrowsePage | null,
  problem: RawHtml | '',
  starter: () => Starter,
): RawHtml {
  const action = `${siteBase(siteId)}/data/${col.key}`;
  const keepFilter = new URLSearchParams();
  if (p.filter) keepFilter.set('filter', p.filter);
  if (p.search) keepFilter.set('search', p.search);
  // A column the provider sorts by is a link: ascending first, then the other way.
  const head = col.columns.map((c) => {
    if (!col.sortable.includes(c)) return html`<th scope="col">${c}</th>`;
    const current = p.sort === c ? (p.order ?? 'ASC') : undefined;
    const next = current === 'ASC' ? 'DESC' : 'ASC';
    const link = new URLSearchParams([...keepFilter, ['sort', c], ['order', next]]).toString();
    const sorted = current === 'ASC' ? 'ascending' : current === 'DESC' ? 'descending' : undefined;
    return html`<th scope="col"${sorted ? html` aria-sort="${sorted}"` : ''}><a href="${action}?${link}">${c}</a>${sorted ? (sorted === 'ascending' ? ' ▲' : ' ▼') : ''}</th>`;
  });
  const rows = (page?.items ?? []).map((doc) => {
    const id = cellText(doc[col.idField]);
    const cells = col.columns.map((c) => html`<td>${cellText(valueAt(doc, c))}</td>`);
    return html`<tr data-id="${id}"><td><a href="${action}/${encodeURIComponent(id)}" class="mono">${id}</a></td>${cells}</tr>`;
  });
  const keep = new URLSearchParams();
  for (const k of ['filter', 'search', 'sort', 'order'] as const) if (p[k]) keep.set(k, p[k]);
  const nextLink = page?.next
    ? html`<a href="${action}?${new URLSearchParams([...keep, ['start', startParam(page.next)]]).toString()}">Next page</a>`
    : '';
  const firstLink = p.start ? html`<a href="${action}?${keep.toString()}">First page</a> ` : '';
  const count = page
    ? html`<p role="status">${page.items.length} shown${page.total !== null ? html` of ${page.total}` : ''}. ${firstLink}${nextLink}</p>`
    : '';
  return html`${filterForm(col, action, p)}${problem}${count}
    <div class="table-wrap"><table id="records" aria-label="${col.label}"><thead><tr><th scope="col">${col.idField}</th>${head}</tr></thead><tbody>${rows}</tbody></table></div>
    ${createForm(col, action, { starter })}`;
}

/** The provider's create call as a form (folded, starting from the collection's body); after a refusal open, with what was sent. */
export function createForm(
  col: Collection,
  action: string,
  start: { starter: () => Starter } | { typed: string },
): RawHtml | '' {
  if (!col.create) return '';
  const typed = 'typed' in start ? start.typed : undefined;
  const text = 'typed' in start ? start.typed : JSON.stringify(col.create.template(start.starter), null, 2);
  return html`<details${typed !== undefined ? html` open` : ''}><summary>Create a ${col.label.toLowerCase().replace(/s$/, '')} (the provider's create call)</summary>
      <form method="post" action="${action}/create"><label for="create-body">Request body (JSON)</label>
      <textarea id="create-body" name="body" spellcheck="false">${text}</textarea>
      <p><button type="submit">Create</button></p></form></details>`;
}
