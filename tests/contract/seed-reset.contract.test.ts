// resetSite: every per-site table (found by its site_id column, including tables it has never heard
// of) back to the seeded rows for one site, other sites untouched, webhook registrations kept.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../sandbox/db/open.ts';
import { resetSite } from '../../sandbox/seed/load.ts';
import { resettableSiteTables } from '../../sandbox/seed/site-tables.ts';
import { useSandbox } from './harness.ts';
import { sdkClient, sdkError } from './sdk-client.ts';

const { sandbox, sites } = useSandbox();

/** Every row of every resettable table for one site, as sorted JSON lines per table. */
function siteState(db: Db, siteId: string): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const t of resettableSiteTables(db)) {
    out[t] = (db.prepare(`SELECT * FROM "${t}" WHERE site_id = ?`).all(siteId) as object[])
      .map((r) => JSON.stringify(r))
      .sort();
  }
  return out;
}

const count = (db: Db, sql: string, ...p: unknown[]): number => (db.prepare(sql).get(...p) as { n: number }).n;

beforeAll(() => {
  // A per-site table no seed code knows about: the reset must find it by its site_id column.
  sandbox.db.exec(
    `CREATE TABLE seedtest_notes (site_id TEXT NOT NULL REFERENCES sites(id) ON DELETE CASCADE, note TEXT NOT NULL)`,
  );
});

describe('resetSite', () => {
  it('finds the per-site tables generically and leaves out sites and webhook registrations', () => {
    const tables = resettableSiteTables(sandbox.db);
    expect(tables).toEqual(
      expect.arrayContaining([
        'members',
        'contacts',
        'reviews',
        'products',
        'media_files',
        'events',
        'jobs',
        'seedtest_notes',
      ]),
    );
    expect(tables).not.toContain('sites');
    expect(tables.some((t) => t.startsWith('webhook'))).toBe(false);
  });

  it('puts one site back to its seeded rows after SDK writes; other sites and webhooks keep theirs', async () => {
    const [s1, s2] = [sites[0]!, sites[1]!];
    const db = sandbox.db;
    const seeded = siteState(db, s1.id);
    const c1 = sdkClient(sandbox.url, { apiKey: s1.apiKey, siteId: s1.id });
    const c2 = sdkClient(sandbox.url, { apiKey: s2.apiKey, siteId: s2.id });

    // Changes on site 1 through the official SDK (rows, events, a job), plus raw rows.
    const pending = (
      await c1.reviews
        .queryReviews({ returnPrivateReviews: true })
        .in('moderation.moderationStatus', ['IN_MODERATION'])
        .limit(5)
        .find()
    ).items;
    expect(pending.length).toBeGreaterThan(0);
    const target = pending[0]!;
    await c1.reviews.updateModerationStatus(target._id!, { status: 'APPROVED' });
    const { jobId } = await c1.reviews.bulkUpdateModerationStatus({
      filter: { 'moderation.moderationStatus': 'SUBMITTED' },
      status: 'REJECTED',
    });
    expect(jobId).toBeTruthy();
    const member = (await c1.members.queryMembers().limit(1).find()).items[0]!;
    await c1.members.deleteMember(member._id!);
    db.prepare(`INSERT INTO seedtest_notes (site_id, note) VALUES (?, 'site 1'), (?, 'site 2')`).run(s1.id, s2.id);
    db.prepare(
      `INSERT INTO webhooks (id, site_id, url, secret, event_types, created_date, cursor_seq) VALUES ('wh-seedtest', ?, 'http://127.0.0.1:9/hook', 's', '[]', '2026-10-01T00:00:00.000Z', 0)`,
    ).run(s1.id);
    // And one change on site 2, which must survive site 1's reset.
    const other = (
      await c2.reviews
        .queryReviews({ returnPrivateReviews: true })
        .in('moderation.moderationStatus', ['IN_MODERATION', 'SUBMITTED'])
        .limit(1)
        .find()
    ).items[0]!;
    await c2.reviews.updateModerationStatus(other._id!, { status: 'REJECTED' });
    const site2Before = siteState(db, s2.id);
    expect(siteState(db, s1.id)).not.toEqual(seeded);
    expect(count(db, 'SELECT COUNT(*) AS n FROM events WHERE site_id = ?', s1.id)).toBeGreaterThan(0);

    expect(resetSite(db, s1.id)).toBe(true);

    const after = siteState(db, s1.id);
    expect(after.seedtest_notes).toEqual([]);
    expect({ ...after, seedtest_notes: seeded.seedtest_notes }).toEqual(seeded);
    expect(count(db, 'SELECT COUNT(*) AS n FROM events WHERE site_id = ?', s1.id)).toBe(0);
    expect(count(db, 'SELECT COUNT(*) AS n FROM jobs WHERE site_id = ?', s1.id)).toBe(0);
    expect(count(db, `SELECT COUNT(*) AS n FROM webhooks WHERE id = 'wh-seedtest'`)).toBe(1);
    expect(siteState(db, s2.id)).toEqual(site2Before);
    expect(db.pragma('foreign_key_check')).toEqual([]);

    // Reads through the SDK see the seeded data again.
    expect((await c1.reviews.getReview(target._id!, { returnPrivateReviews: true })).moderation?.moderationStatus).toBe(
      'IN_MODERATION',
    );
    expect((await c1.members.getMember(member._id!))._id).toBe(member._id);
    expect((await c2.reviews.getReview(other._id!, { returnPrivateReviews: true })).moderation?.moderationStatus).toBe(
      'REJECTED',
    );
  });

  it('is idempotent and answers false for a site that is not a demo site', async () => {
    const s3 = sites[2]!;
    const seeded = siteState(sandbox.db, s3.id);
    expect(resetSite(sandbox.db, s3.id)).toBe(true);
    expect(siteState(sandbox.db, s3.id)).toEqual(seeded);
    expect(resetSite(sandbox.db, '00000000-0000-4000-8000-000000000000')).toBe(false);
    // Through the developer route too (a 404 for unknown sites).
    const res = await fetch(`${sandbox.url}/_sandbox/sites/00000000-0000-4000-8000-000000000000/reset`, {
      method: 'POST',
    });
    expect(res.status).toBe(404);
    const c3 = sdkClient(sandbox.url, { apiKey: s3.apiKey, siteId: s3.id });
    const e = await sdkError(c3.members.getMember('00000000-0000-4000-8000-000000000000'));
    expect(e.details.applicationError?.code).toBe('NOT_FOUND');
  });
});
