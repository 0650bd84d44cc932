// Migration 093-contact-extended-fields: the site's own (USER_DEFINED, `custom.*`) extended field
// definitions. SYSTEM ones are built in (system-fields.ts), not stored.
export const extendedFieldsSchema = /* sql */ `
CREATE TABLE contact_extended_fields (
  site_id TEXT NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  key TEXT NOT NULL,
  doc TEXT NOT NULL CHECK (json_valid(doc)),
  PRIMARY KEY (site_id, key)
) WITHOUT ROWID;
`;
