// Migration 030-contacts-schema: query columns and indexes for Contacts v4, the site's labels, and
// merged ids. (031, search-schema.ts, moves the query side to narrow tables and drops `lists`.) `lists` holds the contact's array values (emails, phones, address parts, labels)
// flattened to plain JSON arrays, so the query compiler's json_each EXISTS can filter on
// `info.emails.email` and friends. Triggers keep it (and the custom labels a contact carries) in
// step with `doc`, whoever writes the row (seed, members, reviews): they insert only the doc.

/** SQL building `lists` from a doc expression. Empty arrays become null, so `$exists` means "has any". */
export function listExpr(doc: string, path: string, item: string): string {
  return `json((SELECT CASE WHEN COUNT(*) = 0 THEN NULL ELSE json_group_array(v) END FROM (SELECT ${item} AS v FROM json_each(${doc}, '${path}')) WHERE v IS NOT NULL AND v <> ''))`;
}

function listsExpr(doc: string): string {
  const list = (path: string, item: string) => listExpr(doc, path, item);
  const addr = (part: string) => list('$.info.addresses.items', `json_extract(value, '$.address.${part}')`);
  return `json_object(
    'emails', ${list('$.info.emails.items', `json_extract(value, '$.email')`)},
    'phones', ${list('$.info.phones.items', `json_extract(value, '$.phone')`)},
    'e164Phones', ${list('$.info.phones.items', `json_extract(value, '$.e164Phone')`)},
    'streets', ${list('$.info.addresses.items', `COALESCE(json_extract(value, '$.address.addressLine'), trim(COALESCE(json_extract(value, '$.address.streetAddress.number'), '') || ' ' || COALESCE(json_extract(value, '$.address.streetAddress.name'), '')))`)},
    'cities', ${addr('city')},
    'subdivisions', ${addr('subdivision')},
    'countries', ${addr('country')},
    'postalCodes', ${addr('postalCode')},
    'labels', ${list('$.info.labelKeys.items', 'value')},
    'locations', ${list('$.info.locations.items', 'value')}
  )`;
}

/** Custom labels used by a contact exist as site labels (display name = key without `custom.`). */
export function ensureLabelsSql(doc: string, siteId: string): string {
  const when = `COALESCE(json_extract(${doc}, '$.updatedDate'), strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
  return `INSERT OR IGNORE INTO contact_labels (site_id, key, doc)
    SELECT ${siteId}, value, json_object('namespace', 'custom', 'namespaceDisplayName', 'Labels', 'key', value,
      'displayName', substr(value, 8), 'labelType', 'USER_DEFINED',
      'createdDate', ${when}, 'updatedDate', ${when})
    FROM json_each(${doc}, '$.info.labelKeys.items') WHERE value LIKE 'custom.%'`;
}

export const contactsSchema = /* sql */ `
ALTER TABLE contacts ADD COLUMN updated_date TEXT GENERATED ALWAYS AS (json_extract(doc, '$.updatedDate')) VIRTUAL;
ALTER TABLE contacts ADD COLUMN last_activity_date TEXT GENERATED ALWAYS AS (json_extract(doc, '$.lastActivity.activityDate')) VIRTUAL;
ALTER TABLE contacts ADD COLUMN first_name TEXT GENERATED ALWAYS AS (json_extract(doc, '$.info.name.first')) VIRTUAL;
ALTER TABLE contacts ADD COLUMN last_name TEXT GENERATED ALWAYS AS (json_extract(doc, '$.info.name.last')) VIRTUAL;
ALTER TABLE contacts ADD COLUMN member_id TEXT GENERATED ALWAYS AS (json_extract(doc, '$.memberInfo.memberId')) VIRTUAL;
ALTER TABLE contacts ADD COLUMN lists TEXT;
CREATE INDEX contacts_last_activity ON contacts(site_id, last_activity_date);
CREATE INDEX contacts_first_name ON contacts(site_id, first_name);
CREATE INDEX contacts_last_name ON contacts(site_id, last_name);
CREATE INDEX contacts_updated ON contacts(site_id, updated_date);
CREATE INDEX contacts_member ON contacts(site_id, member_id);

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

CREATE TRIGGER contacts_lists_insert AFTER INSERT ON contacts BEGIN
  UPDATE contacts SET lists = ${listsExpr('NEW.doc')} WHERE site_id = NEW.site_id AND id = NEW.id;
  ${ensureLabelsSql('NEW.doc', 'NEW.site_id')};
END;

CREATE TRIGGER contacts_lists_update AFTER UPDATE OF doc ON contacts BEGIN
  UPDATE contacts SET lists = ${listsExpr('NEW.doc')} WHERE site_id = NEW.site_id AND id = NEW.id;
  ${ensureLabelsSql('NEW.doc', 'NEW.site_id')};
END;

-- Rows written before this migration.
UPDATE contacts SET doc = doc;
`;
