// Migration 050-media-files: query columns over media_files.doc, two columns the REST doc has no
// place for, and pending uploads (plain PUT and TUS) keyed by the token in their URL.
export const mediaSchema = `
ALTER TABLE media_files ADD COLUMN display_name TEXT GENERATED ALWAYS AS (json_extract(doc, '$.displayName')) VIRTUAL;
ALTER TABLE media_files ADD COLUMN updated_date TEXT GENERATED ALWAYS AS (json_extract(doc, '$.updatedDate')) VIRTUAL;
ALTER TABLE media_files ADD COLUMN state TEXT GENERATED ALWAYS AS (json_extract(doc, '$.state')) VIRTUAL;
ALTER TABLE media_files ADD COLUMN is_private INTEGER GENERATED ALWAYS AS (json_extract(doc, '$.private')) VIRTUAL;
ALTER TABLE media_files ADD COLUMN size_in_bytes INTEGER GENERATED ALWAYS AS (CAST(json_extract(doc, '$.sizeInBytes') AS INTEGER)) VIRTUAL;
-- The folder a trashed file returns to on restore.
ALTER TABLE media_files ADD COLUMN trashed_from TEXT;
-- The MIME type the file was uploaded/imported with (search matches it); NULL for seeded rows.
ALTER TABLE media_files ADD COLUMN mime_type TEXT;
CREATE INDEX media_files_state_updated ON media_files(site_id, state, updated_date);

CREATE TABLE media_uploads (
  site_id TEXT NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  id TEXT NOT NULL,
  protocol TEXT NOT NULL CHECK (protocol IN ('PUT', 'TUS')),
  params TEXT NOT NULL CHECK (json_valid(params)),
  upload_length INTEGER,
  upload_offset INTEGER NOT NULL DEFAULT 0,
  tus_metadata TEXT,
  file_id TEXT,
  created_date TEXT NOT NULL,
  expires_date TEXT NOT NULL,
  PRIMARY KEY (site_id, id)
) WITHOUT ROWID;
CREATE UNIQUE INDEX media_uploads_token ON media_uploads(id);
`;
