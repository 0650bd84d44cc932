// Migration 031-contacts-search: the query side of contacts in narrow, trigger-kept tables, so a
// filtered, sorted page over 100 000 contacts is answered from real-column indexes (covering for
// COUNT) instead of json_extract over every doc. Replaces 030's `lists` column and its indexes.
//  - contact_search: one row per contact with the filterable scalars (text fields compare
//    case-insensitively, NOCASE, which also lets `$startsWith` use the index) and `lists`, the
//    array values flattened to JSON arrays for the query compiler's json_each EXISTS.
//  - contact_emails: every email of every contact, for duplicate checks and email lookups.
//  - contact_label_links: every label key on every contact, for label filters.
// All three key the site as `site`, not `site_id`, on purpose: they are derived from contacts.doc, not
// site data, so reset/export/import skip them; the triggers below follow every contacts write
// (seed, import, members, reviews) and delete.
import { ensureLabelsSql, listExpr } from './schema.ts';

/** A street as `lists.streets` holds it: the address line, else number and name. */
export const STREET_ITEM = `COALESCE(json_extract(value, '$.address.addressLine'), trim(COALESCE(json_extract(value, '$.address.streetAddress.number'), '') || ' ' || COALESCE(json_extract(value, '$.address.streetAddress.name'), '')))`;

const text = (doc: string, path: string) => `json_extract(${doc}, '$.${path}')`;

/** The array values the query compiler filters on (fields.ts), as JSON arrays (null when empty). */
function searchListsExpr(doc: string): string {
  const addr = (part: string) => listExpr(doc, '$.info.addresses.items', `json_extract(value, '$.address.${part}')`);
  return `json_object(
    'emails', ${listExpr(doc, '$.info.emails.items', `json_extract(value, '$.email')`)},
    'phones', ${listExpr(doc, '$.info.phones.items', `json_extract(value, '$.phone')`)},
    'streets', ${listExpr(doc, '$.info.addresses.items', STREET_ITEM)},
    'cities', ${addr('city')},
    'subdivisions', ${addr('subdivision')},
    'countries', ${addr('country')},
    'labels', ${listExpr(doc, '$.info.labelKeys.items', 'value')},
    'locations', ${listExpr(doc, '$.info.locations.items', 'value')}
  )`;
}

export function searchRow(doc: string, site: string, id: string): string {
  return `INSERT OR REPLACE INTO contact_search (site, id, created_date, updated_date, activity_date, activity_type, source_type,
      first_name, last_name, primary_email, primary_phone, company, job_title, birthdate, locale, member_id, member_status, lists)
    VALUES (${site}, ${id}, ${text(doc, 'createdDate')}, ${text(doc, 'updatedDate')}, ${text(doc, 'lastActivity.activityDate')},
      ${text(doc, 'lastActivity.activityType')}, ${text(doc, 'source.sourceType')}, ${text(doc, 'info.name.first')}, ${text(doc, 'info.name.last')},
      ${text(doc, 'primaryInfo.email')}, ${text(doc, 'primaryInfo.phone')}, ${text(doc, 'info.company')}, ${text(doc, 'info.jobTitle')},
      ${text(doc, 'info.birthdate')}, ${text(doc, 'info.locale')}, ${text(doc, 'memberInfo.memberId')}, ${text(doc, 'memberInfo.status')},
      ${searchListsExpr(doc)})`;
}

function labelRows(doc: string, site: string, id: string): string {
  return `INSERT OR IGNORE INTO contact_label_links (site, label, id)
    SELECT ${site}, value, ${id} FROM json_each(${doc}, '$.info.labelKeys.items') WHERE value IS NOT NULL`;
}

export function emailRows(doc: string, site: string, id: string): string {
  return `INSERT OR IGNORE INTO contact_emails (site, email, id)
    SELECT ${site}, json_extract(value, '$.email'), ${id} FROM json_each(${doc}, '$.info.emails.items')
    WHERE json_extract(value, '$.email') IS NOT NULL`;
}

export const contactsSearchSchema = /* sql */ `
DROP TRIGGER contacts_lists_insert;
DROP TRIGGER contacts_lists_update;
DROP INDEX contacts_last_activity;
DROP INDEX contacts_first_name;
DROP INDEX contacts_last_name;
DROP INDEX contacts_updated;
DROP INDEX contacts_member;
ALTER TABLE contacts DROP COLUMN lists;

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

CREATE TABLE contact_label_links (
  site TEXT NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  label TEXT NOT NULL,
  id TEXT NOT NULL,
  PRIMARY KEY (site, label, id)
) WITHOUT ROWID;
CREATE INDEX contact_label_links_contact ON contact_label_links(site, id);

CREATE TRIGGER contacts_search_insert AFTER INSERT ON contacts BEGIN
  ${searchRow('NEW.doc', 'NEW.site_id', 'NEW.id')};
  ${emailRows('NEW.doc', 'NEW.site_id', 'NEW.id')};
  ${labelRows('NEW.doc', 'NEW.site_id', 'NEW.id')};
  ${ensureLabelsSql('NEW.doc', 'NEW.site_id')};
END;

CREATE TRIGGER contacts_search_update AFTER UPDATE OF doc ON contacts BEGIN
  ${searchRow('NEW.doc', 'NEW.site_id', 'NEW.id')};
  DELETE FROM contact_emails WHERE site = NEW.site_id AND id = NEW.id;
  ${emailRows('NEW.doc', 'NEW.site_id', 'NEW.id')};
  DELETE FROM contact_label_links WHERE site = NEW.site_id AND id = NEW.id;
  ${labelRows('NEW.doc', 'NEW.site_id', 'NEW.id')};
  ${ensureLabelsSql('NEW.doc', 'NEW.site_id')};
END;

CREATE TRIGGER contacts_search_delete AFTER DELETE ON contacts BEGIN
  DELETE FROM contact_search WHERE site = OLD.site_id AND id = OLD.id;
  DELETE FROM contact_emails WHERE site = OLD.site_id AND id = OLD.id;
  DELETE FROM contact_label_links WHERE site = OLD.site_id AND id = OLD.id;
END;

-- Rows written before this migration.
UPDATE contacts SET doc = doc;
`;
