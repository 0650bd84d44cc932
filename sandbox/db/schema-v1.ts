// Schema v1. Entities are stored as `doc` = the exact REST shape the API returns, keyed by
// (site_id, id). Hot filter/sort fields are virtual generated columns with indexes; the query
// compiler's field maps point at those columns. Document tables are rowid tables on purpose: in a
// WITHOUT ROWID table an index on a virtual column does not cover a query (counts and filters
// re-read every large doc), measured 30-50x slower on the large seed (bench/README.md).
export const schemaV1 = /* sql */ `
-- Sandbox-wide settings, e.g. the seed size the data was generated with.
CREATE TABLE meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

CREATE TABLE accounts (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL
);

CREATE TABLE api_keys (
  key TEXT PRIMARY KEY,
  account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  name TEXT NOT NULL DEFAULT 'Sandbox key'
);

CREATE TABLE sites (
  id TEXT PRIMARY KEY,
  account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  slug TEXT NOT NULL UNIQUE,
  oauth_client_id TEXT NOT NULL UNIQUE,
  owner_user_id TEXT NOT NULL,
  editor_site_id TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE members (
  site_id TEXT NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  id TEXT NOT NULL,
  doc TEXT NOT NULL CHECK (json_valid(doc)),
  created_date TEXT GENERATED ALWAYS AS (json_extract(doc, '$.createdDate')) VIRTUAL,
  status TEXT GENERATED ALWAYS AS (json_extract(doc, '$.status')) VIRTUAL,
  slug TEXT GENERATED ALWAYS AS (json_extract(doc, '$.profile.slug')) VIRTUAL,
  login_email TEXT GENERATED ALWAYS AS (json_extract(doc, '$.loginEmail')) VIRTUAL,
  contact_id TEXT GENERATED ALWAYS AS (json_extract(doc, '$.contactId')) VIRTUAL,
  PRIMARY KEY (site_id, id)
);
CREATE INDEX members_created ON members(site_id, created_date);
CREATE INDEX members_status ON members(site_id, status);
CREATE UNIQUE INDEX members_slug ON members(site_id, slug);
CREATE INDEX members_email ON members(site_id, login_email);
CREATE INDEX members_contact ON members(site_id, contact_id);

CREATE TABLE contacts (
  site_id TEXT NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  id TEXT NOT NULL,
  doc TEXT NOT NULL CHECK (json_valid(doc)),
  created_date TEXT GENERATED ALWAYS AS (json_extract(doc, '$.createdDate')) VIRTUAL,
  primary_email TEXT GENERATED ALWAYS AS (json_extract(doc, '$.primaryInfo.email')) VIRTUAL,
  PRIMARY KEY (site_id, id)
);
CREATE INDEX contacts_created ON contacts(site_id, created_date);
CREATE INDEX contacts_email ON contacts(site_id, primary_email);

CREATE TABLE reviews (
  site_id TEXT NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  id TEXT NOT NULL,
  doc TEXT NOT NULL CHECK (json_valid(doc)),
  created_date TEXT GENERATED ALWAYS AS (json_extract(doc, '$.createdDate')) VIRTUAL,
  moderation_status TEXT GENERATED ALWAYS AS (json_extract(doc, '$.moderation.moderationStatus')) VIRTUAL,
  namespace TEXT GENERATED ALWAYS AS (json_extract(doc, '$.namespace')) VIRTUAL,
  entity_id TEXT GENERATED ALWAYS AS (json_extract(doc, '$.entityId')) VIRTUAL,
  PRIMARY KEY (site_id, id)
);
CREATE INDEX reviews_created ON reviews(site_id, created_date);
CREATE INDEX reviews_moderation ON reviews(site_id, moderation_status, created_date);
CREATE INDEX reviews_entity ON reviews(site_id, namespace, entity_id, created_date);

CREATE TABLE products (
  site_id TEXT NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  id TEXT NOT NULL,
  slug TEXT NOT NULL,
  name TEXT NOT NULL,
  price_cents INTEGER NOT NULL,
  currency TEXT NOT NULL DEFAULT 'USD',
  description TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (site_id, id),
  UNIQUE (site_id, slug)
) WITHOUT ROWID;

CREATE TABLE media_files (
  site_id TEXT NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  id TEXT NOT NULL,
  doc TEXT NOT NULL CHECK (json_valid(doc)),
  created_date TEXT GENERATED ALWAYS AS (json_extract(doc, '$.createdDate')) VIRTUAL,
  media_type TEXT GENERATED ALWAYS AS (json_extract(doc, '$.mediaType')) VIRTUAL,
  parent_folder_id TEXT GENERATED ALWAYS AS (json_extract(doc, '$.parentFolderId')) VIRTUAL,
  PRIMARY KEY (site_id, id)
);
CREATE INDEX media_files_folder ON media_files(site_id, parent_folder_id, created_date);
CREATE INDEX media_files_type ON media_files(site_id, media_type);
`;
