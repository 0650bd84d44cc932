// Query columns added after v1: sorting members by nickname or name without reading every doc.
export const membersQueryColumns = /* sql */ `
ALTER TABLE members ADD COLUMN nickname TEXT GENERATED ALWAYS AS (json_extract(doc, '$.profile.nickname')) VIRTUAL;
ALTER TABLE members ADD COLUMN first_name TEXT GENERATED ALWAYS AS (json_extract(doc, '$.contact.firstName')) VIRTUAL;
ALTER TABLE members ADD COLUMN last_name TEXT GENERATED ALWAYS AS (json_extract(doc, '$.contact.lastName')) VIRTUAL;
CREATE INDEX members_nickname ON members(site_id, nickname);
CREATE INDEX members_first_name ON members(site_id, first_name);
CREATE INDEX members_last_name ON members(site_id, last_name);
CREATE INDEX members_status_nickname ON members(site_id, status, nickname);
`;

// Login emails are unique per site case-insensitively: the lookup compares lower(login_email), which
// the plain (site_id, login_email) index can't serve (every create scanned the site's members).
export const membersLoginEmailIndex = /* sql */ `
CREATE INDEX members_login_email_lower ON members(site_id, lower(login_email));
`;
