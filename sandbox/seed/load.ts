// Writes seed data into the db: the whole world, or one site back to its seeded state.
import type { Db } from '../db/open.ts';
import { cachedStatement } from '../db/statement-cache.ts';
import { DEMO_SITES, SEED_SIZES, type SeedSize } from './demo-sites.ts';
import { accountIds, demoDataSize, demoSiteId, generateDataset, generateSite, type SiteData } from './generate.ts';
import { agencySiteSpec } from './agency-sites.ts';
import { generateLightSite } from './light-site.ts';
import { seedAccountId } from './seed-ids.ts';
import { clearSiteRows } from './site-tables.ts';
import { ensureSiteIdentities } from '../domains/app-identity/ensure.ts';
import { randomApiKey } from './api-key.ts';
import { insertReviewRequest } from '../domains/review-requests/store.ts';
import { insertFolder } from '../domains/media/folders/store.ts';
import { insertTask } from '../domains/tasks/store.ts';
import { SEED_BASE_DATE } from './prng.ts';
import { insertMemberReport } from '../domains/member-reports/store.ts';
import { insertFollow } from '../domains/member-followers/store.ts';
import { insertRule } from '../domains/moderation-rules/store.ts';
import { seedModerationRules } from './moderation-rules.ts';

const byId = <T extends { id: string }>(rows: readonly T[]): T[] =>
  [...rows].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));

function insertSiteData(db: Db, d: SiteData): void {
  const s = d.site;
  // An upsert, not INSERT OR REPLACE: REPLACE deletes the row first, and ON DELETE CASCADE would
  // then wipe the rows a reset keeps (webhook registrations).
  cachedStatement(
    db,
    `INSERT INTO sites (id, account_id, name, slug, oauth_client_id, owner_user_id, editor_site_id, position)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (id) DO UPDATE SET account_id = excluded.account_id, name = excluded.name, slug = excluded.slug,
       oauth_client_id = excluded.oauth_client_id, owner_user_id = excluded.owner_user_id,
       editor_site_id = excluded.editor_site_id, position = excluded.position`,
  ).run(s.id, s.accountId, s.name, s.slug, s.oauthClientId, s.ownerUserId, s.editorSiteId, s.position);
  const product = cachedStatement(
    db,
    'INSERT INTO products (site_id, id, slug, name, price_cents, currency, description, position) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  for (const p of d.products)
    product.run(s.id, p.id, p.slug, p.name, p.priceCents, p.currency, p.description, p.position);
  const docs: [string, { id: string }[]][] = [
    ['members', d.members],
    ['contacts', d.contacts],
    ['reviews', d.reviews],
    ['media_files', d.media],
  ];
  for (const [table, rows] of docs) {
    const ins = cachedStatement(db, `INSERT INTO ${table} (site_id, id, doc) VALUES (?, ?, ?)`);
    // Key order fills the WITHOUT ROWID b-trees densely: ~40% faster and smaller than random order.
    for (const row of byId(rows)) ins.run(s.id, row.id, JSON.stringify(row));
  }
  // Parents before children (the seed lists them so): a folder's parent must exist.
  for (const f of d.mediaFolders) insertFolder(db, s.id, f);
  for (const r of byId(d.reviewRequests)) insertReviewRequest(db, s.id, r);
  // A task already past its due date when the demo world was made had its overdue event then.
  for (const t of d.tasks)
    insertTask(
      db,
      s.id,
      t,
      t.status === 'ACTION_NEEDED' && t.dueDate !== undefined && Date.parse(t.dueDate) < SEED_BASE_DATE,
    );
  for (const r of byId(d.memberReports)) insertMemberReport(db, s.id, r);
  for (const f of d.memberFollows) insertFollow(db, s.id, f, f.createdDate);
  const field = cachedStatement(db, 'INSERT INTO contact_extended_fields (site_id, key, doc) VALUES (?, ?, ?)');
  for (const f of d.extendedFields) field.run(s.id, f.key, JSON.stringify(f));
  for (const rule of seedModerationRules(s.id)) insertRule(db, s.id, rule);
}

export function isEmpty(db: Db): boolean {
  return (db.prepare('SELECT COUNT(*) AS n FROM accounts').get() as { n: number }).n === 0;
}

/** Wipes everything and writes the demo world, in one transaction. */
export function seedAll(db: Db, size: SeedSize = 'small'): void {
  const data = generateDataset(size);
  db.transaction(() => {
    db.exec('DELETE FROM sites; DELETE FROM api_keys; DELETE FROM accounts;');
    db.prepare(`INSERT OR REPLACE INTO meta (key, value) VALUES ('seed_size', ?)`).run(size);
    for (const a of data.accounts) {
      db.prepare('INSERT INTO accounts (id, name) VALUES (?, ?)').run(a.id, a.name);
      db.prepare('INSERT INTO api_keys (key, account_id) VALUES (?, ?)').run(randomApiKey(a.id), a.id);
    }
    for (const site of data.sites) insertSiteData(db, site);
  })();
  // Profiles from the seed specs; the app and its instances with fresh random ids and secret.
  ensureSiteIdentities(db);
  // Fresh statistics let the planner pick the generated-column indexes.
  db.exec('ANALYZE');
}

/** The size the db was seeded with (reset reproduces the same data). */
export function seededSize(db: Db): SeedSize {
  const row = db.prepare(`SELECT value FROM meta WHERE key = 'seed_size'`).get() as { value: string } | undefined;
  return SEED_SIZES.find((s) => s === row?.value) ?? 'small';
}

/** A seeded site's data as the seed made it (an agency site's in any seed size), or undefined. */
function seededSiteData(siteId: string, size: SeedSize): SiteData | undefined {
  const i = DEMO_SITES.findIndex((spec) => demoSiteId(spec) === siteId);
  const spec = DEMO_SITES[i];
  if (spec) return generateSite(spec, i, accountIds().get(spec.accountKey)!.id, demoDataSize(size));
  const agency = agencySiteSpec(siteId);
  return agency && generateLightSite(agency, seedAccountId(agency.accountKey));
}

/**
 * Brings one demo site back to its seeded state: clears the site's rows from every per-site table
 * (see site-tables.ts for what survives) and writes the seeded rows again, in one transaction.
 * Returns false if it is not a seeded site (demo or agency).
 */
export function resetSite(db: Db, siteId: string, size: SeedSize = seededSize(db)): boolean {
  const data = seededSiteData(siteId, size);
  if (!data) return false;
  db.transaction(() => {
    clearSiteRows(db, siteId);
    insertSiteData(db, data);
  })();
  return true;
}
