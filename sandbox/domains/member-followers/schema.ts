// Migration 100-member-follows: who follows whom, one row per connection (the Follow object:
// memberId follows affectedMemberId), with the date it was made for a stable newest-first order.
export const memberFollowsSchema = /* sql */ `
CREATE TABLE member_follows (
  site_id TEXT NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  member_id TEXT NOT NULL,
  affected_member_id TEXT NOT NULL,
  created_date TEXT NOT NULL,
  PRIMARY KEY (site_id, member_id, affected_member_id)
);
CREATE INDEX member_follows_followers ON member_follows(site_id, affected_member_id, created_date);
CREATE INDEX member_follows_following ON member_follows(site_id, member_id, created_date);
`;
