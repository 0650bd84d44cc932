// Migration 098-media-folders: Media Manager folders, and which trashed folder took a file or
// folder to the trash bin with it (so restoring that folder brings back what it took, not what was
// trashed on its own before).
export const mediaFoldersSchema = /* sql */ `
CREATE TABLE media_folders (
  site_id TEXT NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  id TEXT NOT NULL,
  doc TEXT NOT NULL CHECK (json_valid(doc)),
  -- The parent a folder trashed on its own returns to on restore.
  trashed_from TEXT,
  -- The trashed folder whose deletion took this one along (NULL: trashed on its own, or live).
  trashed_with TEXT,
  parent_folder_id TEXT GENERATED ALWAYS AS (json_extract(doc, '$.parentFolderId')) VIRTUAL,
  state TEXT GENERATED ALWAYS AS (json_extract(doc, '$.state')) VIRTUAL,
  PRIMARY KEY (site_id, id)
);
CREATE INDEX media_folders_parent ON media_folders(site_id, parent_folder_id);
ALTER TABLE media_files ADD COLUMN trashed_with TEXT;
CREATE INDEX media_files_trashed_with ON media_files(site_id, trashed_with) WHERE trashed_with IS NOT NULL;
`;
