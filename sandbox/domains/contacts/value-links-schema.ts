// Migration 032-contacts-value-links: every value of the contact's array fields (the `lists` of
// contact_search: emails, phones, address parts, labels, locations) as one row of contact_values
// (site, kind, value, id), so a top-level filter on an array item field (value-filter.ts) is an
// index range instead of json_each over every contact's `lists`. It replaces 031's
// contact_label_links (labels are kind `labels`); contact_emails stays for duplicate checks.
//  - `kind` is the `lists` key, i.e. the field's `path` in fields.ts.
//  - `value` is NOCASE so `$startsWith` (LIKE, ASCII case-insensitive like the compiler's) uses
//    the index; exact matches re-check with BINARY where the compiler compares exactly. Hence a
//    rowid table with a plain index: the values of one contact are DISTINCT byte-wise, not NOCASE.
// Same rules as 031: keyed by `site`, derived from contacts.doc by triggers, skipped by
// reset/export/import. The 031 triggers are recreated without contact_label_links.
import { ensureLabelsSql } from './schema.ts';
import { emailRows, searchRow, STREET_ITEM } from './search-schema.ts';

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

/** The rows of one doc; same values as `lists` (no null or empty strings), each once. */
function valueRows(doc: string, site: string, id: string): string {
  const selects = Object.entries(VALUE_KINDS).map(([kind, [path, item]]) => `SELECT '${kind}' AS kind, ${item} AS v FROM json_each(${doc}, '${path}')`);
  return `INSERT INTO contact_values (site, kind, value, id)
    SELECT DISTINCT ${site}, kind, v, ${id} FROM (${selects.join(' UNION ALL ')}) WHERE v IS NOT NULL AND v <> ''`;
}

function backfill(kind: string, path: string, item: string): string {
  const v = item.replace(/\bvalue\b/g, 'j.value');
  return `INSERT INTO contact_values (site, kind, value, id)
  SELECT DISTINCT c.site_id, '${kind}', ${v}, c.id FROM contacts c, json_each(c.doc, '${path}') j WHERE ${v} IS NOT NULL AND ${v} <> '';`;
}

export const contactsValueLinksSchema = /* sql */ `
DROP TRIGGER contacts_search_insert;
DROP TRIGGER contacts_search_update;
DROP TRIGGER contacts_search_delete;
DROP TABLE contact_label_links;

CREATE TABLE contact_values (
  site TEXT NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  kind TEXT NOT NULL,
  value TEXT NOT NULL COLLATE NOCASE,
  id TEXT NOT NULL
);
CREATE INDEX contact_values_value ON contact_values(site, kind, value, id);
CREATE INDEX contact_values_contact ON contact_values(site, id, kind, value);

CREATE TRIGGER contacts_search_insert AFTER INSERT ON contacts BEGIN
  ${searchRow('NEW.doc', 'NEW.site_id', 'NEW.id')};
  ${emailRows('NEW.doc', 'NEW.site_id', 'NEW.id')};
  ${valueRows('NEW.doc', 'NEW.site_id', 'NEW.id')};
  ${ensureLabelsSql('NEW.doc', 'NEW.site_id')};
END;

CREATE TRIGGER contacts_search_update AFTER UPDATE OF doc ON contacts BEGIN
  ${searchRow('NEW.doc', 'NEW.site_id', 'NEW.id')};
  DELETE FROM contact_emails WHERE site = NEW.site_id AND id = NEW.id;
  ${emailRows('NEW.doc', 'NEW.site_id', 'NEW.id')};
  DELETE FROM contact_values WHERE site = NEW.site_id AND id = NEW.id;
  ${valueRows('NEW.doc', 'NEW.site_id', 'NEW.id')};
  ${ensureLabelsSql('NEW.doc', 'NEW.site_id')};
END;

CREATE TRIGGER contacts_search_delete AFTER DELETE ON contacts BEGIN
  DELETE FROM contact_search WHERE site = OLD.site_id AND id = OLD.id;
  DELETE FROM contact_emails WHERE site = OLD.site_id AND id = OLD.id;
  DELETE FROM contact_values WHERE site = OLD.site_id AND id = OLD.id;
END;

-- Rows written before this migration.
${Object.entries(VALUE_KINDS).map(([kind, [path, item]]) => backfill(kind, path, item)).join('\n')}
`;
