// Migration 104-moderation-rules: the site's moderation rules, the whole rule in `doc`, with generated
// columns for what Query Rules filters and sorts and for the per-namespace limit.
export const moderationRulesSchema = /* sql */ `
CREATE TABLE moderation_rules (
  site_id TEXT NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  id TEXT NOT NULL,
  doc TEXT NOT NULL,
  namespace TEXT GENERATED ALWAYS AS (json_extract(doc, '$.namespace')) VIRTUAL,
  enabled INTEGER GENERATED ALWAYS AS (json_extract(doc, '$.enabled')) VIRTUAL,
  created_date TEXT GENERATED ALWAYS AS (json_extract(doc, '$.createdDate')) VIRTUAL,
  updated_date TEXT GENERATED ALWAYS AS (json_extract(doc, '$.updatedDate')) VIRTUAL,
  PRIMARY KEY (site_id, id)
);
CREATE INDEX moderation_rules_namespace ON moderation_rules(site_id, namespace, created_date);
`;
