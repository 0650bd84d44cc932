// Migration 095-media-search-index: what the file list and search read, in one index, so a search
// over thousands of files reads the index and parses a file's JSON doc only for the page it returns.
//  - labels_text: the labels array as JSON text, a prefilter for the exact label match (store.ts).
//  - media_files_search: every column the list's filters, sorts and count read, after site and state.
/** The list query names it (INDEXED BY, store.ts). */
export const SEARCH_INDEX = 'media_files_search';

export const mediaSearchSchema = /* sql */ `
ALTER TABLE media_files ADD COLUMN labels_text TEXT GENERATED ALWAYS AS (json_extract(doc, '$.labels')) VIRTUAL;
CREATE INDEX ${SEARCH_INDEX} ON media_files(site_id, state, parent_folder_id, display_name, mime_type, labels_text, media_type, is_private, updated_date, created_date, size_in_bytes, id, trashed_from);
`;
