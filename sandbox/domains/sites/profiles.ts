// Site profiles (migration 080-site-profiles): dates, publish state, custom domain, identity rules.
import type { Db } from '../../db/open.ts';

export const IDENTITY_RULES = ['open', 'docs'] as const;
export type IdentityRules = (typeof IDENTITY_RULES)[number];

export interface SiteProfile {
  siteId: string;
  createdDate: string;
  updatedDate: string;
  published: boolean;
  premium: boolean;
  /** Host name only (no port): the sandbox serves it on whatever port it listens on. */
  customDomain: string | null;
  identityRules: IdentityRules;
}

/** What a new site's profile is made from: identity rules start `open`. */
export type NewSiteProfile = Omit<SiteProfile, 'identityRules'>;

interface ProfileRow {
  siteId: string;
  createdDate: string;
  updatedDate: string;
  published: number;
  premium: number;
  customDomain: string | null;
  identityRules: IdentityRules;
}

const COLUMNS = `id AS siteId, created_date AS createdDate, updated_date AS updatedDate, published, premium,
  custom_domain AS customDomain, identity_rules AS identityRules`;

const fromRow = (r: ProfileRow): SiteProfile => ({ ...r, published: r.published === 1, premium: r.premium === 1 });

/** A site without a profile row (e.g. imported before profiles existed): published, free, open. */
const EPOCH = '1970-01-01T00:00:00.000Z';
const defaults = (siteId: string): SiteProfile => ({
  siteId,
  createdDate: EPOCH,
  updatedDate: EPOCH,
  published: true,
  premium: false,
  customDomain: null,
  identityRules: 'open',
});

export function siteProfile(db: Db, siteId: string): SiteProfile {
  const row = db.prepare(`SELECT ${COLUMNS} FROM site_profiles WHERE id = ?`).get(siteId) as ProfileRow | undefined;
  return row ? fromRow(row) : defaults(siteId);
}

export function hasProfile(db: Db, siteId: string): boolean {
  return db.prepare('SELECT 1 FROM site_profiles WHERE id = ?').get(siteId) !== undefined;
}

export function insertProfile(db: Db, p: NewSiteProfile): void {
  db.prepare(
    `INSERT INTO site_profiles (id, created_date, updated_date, published, premium, custom_domain) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (id) DO NOTHING`,
  ).run(p.siteId, p.createdDate, p.updatedDate, p.published ? 1 : 0, p.premium ? 1 : 0, p.customDomain);
}

/** The site whose custom domain is `hostname` (lower case, no port). */
export function siteIdForCustomDomain(db: Db, hostname: string): string | undefined {
  const row = db.prepare('SELECT id FROM site_profiles WHERE custom_domain = ?').get(hostname) as
    { id: string } | undefined;
  return row?.id;
}

export function setIdentityRules(db: Db, siteId: string, rules: IdentityRules): void {
  if (!hasProfile(db, siteId)) insertProfile(db, defaults(siteId));
  db.prepare('UPDATE site_profiles SET identity_rules = ? WHERE id = ?').run(rules, siteId);
}
