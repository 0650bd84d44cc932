// Migration 099-member-reports: one row per report, the REST-shaped doc plus indexed generated
// columns. Reported members (count, last report date) are not stored: they are the reports
// grouped by reported member (reported-members.ts), so they can never disagree with the reports.
export const memberReportsSchema = /* sql */ `
CREATE TABLE member_reports (
  site_id TEXT NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  id TEXT NOT NULL,
  doc TEXT NOT NULL CHECK (json_valid(doc)),
  reported_member_id TEXT GENERATED ALWAYS AS (json_extract(doc, '$.reportedMemberId')) VIRTUAL,
  reporting_member_id TEXT GENERATED ALWAYS AS (json_extract(doc, '$.reportingMemberId')) VIRTUAL,
  created_date TEXT GENERATED ALWAYS AS (json_extract(doc, '$.createdDate')) VIRTUAL,
  PRIMARY KEY (site_id, id)
);
CREATE INDEX member_reports_reported ON member_reports(site_id, reported_member_id, created_date);
CREATE INDEX member_reports_reporting ON member_reports(site_id, reporting_member_id);
CREATE INDEX member_reports_created ON member_reports(site_id, created_date);
`;
