// Migration 081-review-requests: review requests as REST-shaped docs with indexed generated
// columns. `item_index` is a small JSON object the store keeps next to the doc
// ({"catalogItemIds": [...], "reviewIds": [...]}): the list filters of the SDK's query
// spec run on it with json_each, which a generated column cannot hold (no table-valued functions).
export const reviewRequestsSchema = /* sql */ `
CREATE TABLE review_requests (
  site_id TEXT NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  id TEXT NOT NULL,
  doc TEXT NOT NULL CHECK (json_valid(doc)),
  item_index TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(item_index)),
  created_date TEXT GENERATED ALWAYS AS (json_extract(doc, '$.createdDate')) VIRTUAL,
  send_date TEXT GENERATED ALWAYS AS (json_extract(doc, '$.sendDate')) VIRTUAL,
  status TEXT GENERATED ALWAYS AS (json_extract(doc, '$.status')) VIRTUAL,
  contact_id TEXT GENERATED ALWAYS AS (json_extract(doc, '$.recipient.contactId')) VIRTUAL,
  PRIMARY KEY (site_id, id)
);
CREATE INDEX review_requests_created ON review_requests(site_id, created_date);
CREATE INDEX review_requests_due ON review_requests(site_id, status, send_date);
CREATE INDEX review_requests_contact ON review_requests(site_id, contact_id);
`;
