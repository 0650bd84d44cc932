// Bulk jobs (members and reviews "by filter"): the work is done in the request, the job is the record.
export const jobsSchema = /* sql */ `
CREATE TABLE jobs (
  site_id TEXT NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  id TEXT NOT NULL,
  kind TEXT NOT NULL,
  status TEXT NOT NULL,
  created_date TEXT NOT NULL,
  result TEXT NOT NULL CHECK (json_valid(result)),
  PRIMARY KEY (site_id, id)
) WITHOUT ROWID;
`;
