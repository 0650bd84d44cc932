// Migration 030-contacts: the contacts domain's schema, created as it is (no create-then-drop).
//  - contacts: generated columns for Contacts v4 fields read without parsing every doc.
//  - contact_labels: the site's labels; contact_merges: merged (deleted) source ids → target.
//  - The query side in narrow, trigger-kept tables, so a filtered, sorted page over 100 000
//    contacts is answered from real-column indexes (covering for COUNT) instead of json_extract
//    over every doc:
//    - contact_search: one row per contact with the filterable scalars (text fields compare
//      case-insensitively, NOCASE, which also lets `$startsWith` use the index) and `lists`, the
//      array values flattened to JSON arrays for the query compiler's json_each EXISTS.
//    - contact_emails: every email of every contact, for duplicate checks and email lookups.
//    - contact_values: every value of the array fields (the keys of `lists`: emails, phones,
//      address parts, labels, locations) as (site, kind, value, id), so a top-level filter on an
//      array item field (value-filter.ts) is an index range instead of json_each over every
//      contact's `lists`. `kind` is the `lists` key, i.e. the field's `path` in fields.ts. `value`
//      is NOCASE so `$startsWith` (LIKE, ASCII case-insensitive like the compiler's) uses the
//      index; exact matches re-check with BINARY where the compiler compares exactly. Hence a
//      rowid table with a plain index: the values of one contact are DISTINCT byte-wise, not NOCASE.
// The three key the site as `site`, not `site_id`, on purpose: they are derived from contacts.doc,
// not site data, so reset/export/import skip them. Triggers keep them (and the custom labels a
// contact carries) in step with `doc` on every contacts write (seed, import, members, reviews:
// they insert only the doc) and delete.

/** A street as `lists.streets` holds it: the address line, else number and name. */
export const STREET_ITEM = `COALESCE(json_extract(value, '$.address.addressLine'), trim(COALESCE(json_extract(value, '$.address.streetAddress.number'), '') || ' ' || COALESCE(json_extract(value, '$.address.streetAddress.name'), '')))`;

/** `lists` key → [JSON array path, item expression over json_each's `value`]. */
export const VALUE_KINDS: Readonly<Record<string, readonly [string, string]>> = {
  emails: ['$.info.emails.items', `json_extract(value, '$.email')`],
  phones: ['$.info.phones.items', `json_extract(value, '$.phone')`],
  streets: ['$.info.addresses.items', STREET_ITEM],
  cities: ['$.info.addresses.items', `json_extract(value, '$.address.city')`],
  subdivisions: ['$.info.addresses.items', `json_extract(value, '$.address.subdivision')`],
  countries: ['$.info.addresses.items', `json_extract(value, '$.address.country')`],
  labels: ['$.info.labelKeys.items', 'value'],
  locations: ['$.info.locations.items', 'value'],
};

/** SQL building one `lists` array from a doc expression. Empty arrays become null, so `$exists` means "has any". */
function listExpr(doc: string, path: string, item: string): string {
  return `json((SELECT CASE WHEN COUNT(*) = 0 THEN NULL ELSE json_group_array(v) END FROM (SELECT ${item} AS v FROM json_each(${doc}, '${path}')) WHERE v IS NOT NULL AND v <> ''))`;
}

/** The array values the query compiler filters on (fields.ts), as JSON arrays (null when empty). */
function listsExpr(doc: string): string {
  const entries = Object.entries(VALUE_KINDS).map(
    ([kind, [path, item]]) => `\n    '${kind}', ${listExpr(doc, path, item)}`,
  );
  return `json_object(${entries.join(',')}\n  )`;
}

export const text = (doc: string, path: string) => `json_extract(${doc}, '$.${path}')`;

/** A contact_search column the triggers fill from the doc (migrations after 030 add some). */
export type SearchColumn = readonly [column: string, expr: (doc: string) => string];

function searchRow(doc: string, site: string, id: string, extra: readonly SearchColumn[]): string {
  const columns = extra.map(([c]) => `, ${c}`).join('');
  const values = extra.map(([, e]) => `, ${e(doc)}`).join('');
  return `INSERT OR REPLACE INTO contact_search (site, id, created_date, updated_date, activity_date, activity_type, source_type,
      first_name, last_name, primary_email, primary_phone, company, job_title, birthdate, locale, member_id, member_status, lists${columns})
    VALUES (${site}, ${id}, ${text(doc, 'createdDate')}, ${text(doc, 'updatedDate')}, ${text(doc, 'lastActivity.activityDate')},
      ${text(doc, 'lastActivity.activityType')}, ${text(doc, 'source.sourceType')}, ${text(doc, 'info.name.first')}, ${text(doc, 'info.name.last')},
      ${text(doc, 'primaryInfo.email')}, ${text(doc, 'primaryInfo.phone')}, ${text(doc, 'info.company')}, ${text(doc, 'info.jobTitle')},
      ${text(doc, 'info.birthdate')}, ${text(doc, 'info.locale')}, ${text(doc, 'memberInfo.memberId')}, ${text(doc, 'memberInfo.status')},
      ${listsExpr(doc)}${values})`;
}

function emailRows(doc: string, site: string, id: string): string {
  return `INSERT OR IGNORE INTO contact_emails (site, email, id)
    SELECT ${site}, json_extract(value, '$.email'), ${id} FROM json_each(${doc}, '$.info.emails.items')
    WHERE json_extract(value, '$.email') IS NOT NULL`;
}

/** The contact_values rows of one doc; same values as `lists` (no null or empty strings), each once. */
function valueRows(doc: string, site: string, id: string): string {
  const selects = Object.entries(VALUE_KINDS).map(
    ([kind, [path, item]]) => `SELECT '${kind}' AS kind, ${item} AS v FROM json_each(${doc}, '${path}')`,
  );
  return `INSERT INTO contact_values (site, kind, value, id)
    SELECT DISTINCT ${site}, kind, v, ${id} FROM (${selects.join(' UNION ALL ')}) WHERE v IS NOT NULL AND v <> ''`;
}

/** Custom labels used by a contact exist as site labels (display name = key without `custom.`). */
function ensureLabelsSql(doc: string, siteId: string): string {
  const when = `COALESCE(json_extract(${doc}, '$.updatedDate'), strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
  return `INSERT OR IGNORE INTO contact_labels (site_id, key, doc)
    SELECT ${siteId}, value, json_object('namespace', 'custom', 'namespaceDisplayName', 'Labels', 'key', value,
      'displayName', substr(value, 8), 'labelType', 'USER_DEFINED',
      'createdDate', ${when}, 'updatedDate', ${when})
    FROM json_each(${doc}, '$.info.labelKeys.items') WHERE value LIKE 'custom.%'`;
}

/** The tables derived from contacts.doc, each keyed (site, …, id). */
const DERIVED = ['contact_search', 'contact_emails', 'contact_values'] as const;

function trigger(name: string, event: string, statements: readonly string[]): string {
  return `CREATE TRIGGER ${name} ${event} ON contacts BEGIN\n${statements.map((s) => `  ${s};\n`).join('')}END;`;
}

const [doc, site, id] = ['NEW.doc', 'NEW.site_id', 'NEW.id'];
const clear = (table: string, row: 'NEW' | 'OLD') =>
  `DELETE FROM ${table} WHERE site = ${row}.site_id AND id = ${row}.id`;

/** The triggers keeping the derived tables in step with contacts.doc, filling `extra` search columns too. */
export function contactTriggers(extra: readonly SearchColumn[] = []): string[] {
  return [
    trigger('contacts_search_insert', 'AFTER INSERT', [
      searchRow(doc, site, id, extra),
      emailRows(doc, site, id),
      valueRows(doc, site, id),
      ensureLabelsSql(doc, site),
    ]),
    // contact_search is one row per contact: INSERT OR REPLACE needs no delete first.
    trigger('contacts_search_update', 'AFTER UPDATE OF doc', [
      searchRow(doc, site, id, extra),
      clear('contact_emails', 'NEW'),
      emailRows(doc, site, id),
      clear('contact_values', 'NEW'),
      valueRows(doc, site, id),
      ensureLabelsSql(doc, site),
    ]),
    trigger(
      'contacts_search_delete',
      'AFTER DELETE',
      DERIVED.map((t) => clear(t, 'OLD')),
    ),
  ];
}

const generated = (column: string, path: string) =>
  `ALTER TABLE contacts ADD COLUMN ${column} TEXT GENERATED ALWAYS AS (json_extract(doc, '$.${path}')) VIRTUAL;`;

export const contactsSchema = /* sql */ `
${generated('updated_date', 'updatedDate')}
${generated('last_activity_date', 'lastActivity.activityDate')}
${generated('first_name', 'info.name.first')}
${generated('last_name', 'info.name.last')}
${generated('member_id', 'memberInfo.memberId')}

CREATE TABLE contact_labels (
  site_id TEXT NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  key TEXT NOT NULL,
  doc TEXT NOT NULL CHECK (json_valid(doc)),
  PRIMARY KEY (site_id, key)
) WITHOUT ROWID;

-- Get Contact answers a merged (deleted) source id with its target.
CREATE TABLE contact_merges (
  site_id TEXT NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  source_id TEXT NOT NULL,
  target_id TEXT NOT NULL,
  merged_date TEXT NOT NULL,
  PRIMARY KEY (site_id, source_id)
) WITHOUT ROWID;

CREATE TABLE contact_search (
  site TEXT NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  id TEXT NOT NULL,
  created_date TEXT,
  updated_date TEXT,
  activity_date TEXT,
  activity_type TEXT,
  source_type TEXT,
  first_name TEXT COLLATE NOCASE,
  last_name TEXT COLLATE NOCASE,
  primary_email TEXT COLLATE NOCASE,
  primary_phone TEXT,
  company TEXT COLLATE NOCASE,
  job_title TEXT COLLATE NOCASE,
  birthdate TEXT,
  locale TEXT,
  member_id TEXT,
  member_status TEXT,
  lists TEXT,
  PRIMARY KEY (site, id)
) WITHOUT ROWID;
CREATE INDEX contact_search_created ON contact_search(site, created_date);
CREATE INDEX contact_search_activity ON contact_search(site, activity_date);
CREATE INDEX contact_search_first ON contact_search(site, first_name);
CREATE INDEX contact_search_last ON contact_search(site, last_name);
-- "Last name starts with…, most recently active first" (the extension's contact search) index-only.
CREATE INDEX contact_search_last_activity ON contact_search(site, last_name, activity_date);
CREATE INDEX contact_search_email ON contact_search(site, primary_email);

CREATE TABLE contact_emails (
  site TEXT NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  email TEXT NOT NULL COLLATE NOCASE,
  id TEXT NOT NULL,
  PRIMARY KEY (site, email, id)
) WITHOUT ROWID;
CREATE INDEX contact_emails_contact ON contact_emails(site, id);

CREATE TABLE contact_values (
  site TEXT NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  kind TEXT NOT NULL,
  value TEXT NOT NULL COLLATE NOCASE,
  id TEXT NOT NULL
);
CREATE INDEX contact_values_value ON contact_values(site, kind, value, id);
CREATE INDEX contact_values_contact ON contact_values(site, id, kind, value);

${contactTriggers().join('\n\n')}

-- Rows written before this migration (a database from before named migrations): the update
-- trigger fills the derived tables and the site's labels.
UPDATE contacts SET doc = doc;
`;
