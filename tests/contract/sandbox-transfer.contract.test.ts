// Export/import: the CLI's functions on a db file, the CLI itself once, and the HTTP pair.
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../sandbox/db/open.ts';
import type { ReviewDoc } from '../../sandbox/domains/reviews/review-doc.ts';
import { exportCommand, importCommand } from '../../sandbox/transfer/cli-commands.ts';
import { exportSite } from '../../sandbox/transfer/export.ts';
import type { SiteSnapshot } from '../../sandbox/transfer/format.ts';
import { useSandbox } from './harness.ts';
import { demoSites, sdkClient } from './sdk-client.ts';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'sandbox-transfer-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const withoutTime = ({ exportedAt: _t, ...rest }: SiteSnapshot) => rest;
const readSnap = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as SiteSnapshot;

describe('CLI export/import functions', () => {
  it('round-trips every site through readable JSON files', () => {
    const dbPath = join(dir, 'round.db');
    const out = join(dir, 'export');
    const files = exportCommand({ dbPath, dir: out });
    expect(files.length).toBeGreaterThanOrEqual(3);
    expect(readdirSync(out).sort()).toEqual(files.map((f) => f.slice(out.length + 1)).sort());

    const text = readFileSync(files[0]!, 'utf8');
    expect(text).toContain('\n  "site": {'); // pretty-printed
    const snap = JSON.parse(text) as SiteSnapshot;
    expect(files[0]!.endsWith(`${String(snap.site.slug)}.json`)).toBe(true);
    expect(snap.apiKeys.length).toBeGreaterThan(0);
    expect(Object.keys(snap.tables)).toEqual(
      expect.arrayContaining(['members', 'reviews', 'contacts', 'products', 'media_files']),
    );
    expect(Object.keys(snap.tables)).not.toContain('events');
    expect(Object.keys(snap.tables)).not.toContain('webhooks');
    const review = snap.tables.reviews![0] as { id: string; doc: ReviewDoc };
    expect(typeof review.doc).toBe('object'); // doc parsed, not a string
    expect(review.doc.id).toBe(review.id);
    expect(review).not.toHaveProperty('site_id');
    expect(review).not.toHaveProperty('moderation_status'); // generated columns left out

    // Change the db behind the snapshot's back: edit, delete, add.
    const db = openDatabase(dbPath);
    const siteId = String(snap.site.id);
    db.prepare(`UPDATE reviews SET doc = json_set(doc, '$.content.title', 'changed') WHERE site_id = ?`).run(siteId);
    db.prepare('DELETE FROM members WHERE site_id = ?').run(siteId);
    db.prepare(`UPDATE sites SET name = 'Renamed' WHERE id = ?`).run(siteId);
    const other = exportSite(db, String(readSnap(files[1]!).site.id))!;
    db.close();

    const imported = importCommand({ dbPath, dir: out });
    expect(imported.map((i) => i.siteId).sort()).toEqual(files.map((f) => String(readSnap(f).site.id)).sort());
    expect(imported.find((i) => i.siteId === siteId)!.rows.members).toBe(snap.tables.members!.length);

    const after = openDatabase(dbPath);
    try {
      expect(withoutTime(exportSite(after, siteId)!)).toEqual(withoutTime(snap));
      expect(withoutTime(exportSite(after, String(other.site.id))!)).toEqual(withoutTime(other));
      expect((after.prepare('SELECT COUNT(*) AS n FROM events').get() as { n: number }).n).toBe(0);
    } finally {
      after.close();
    }
  });

  it('refuses a bad file, naming it, and imports none of the folder', () => {
    const dbPath = join(dir, 'bad.db');
    const bad = join(dir, 'bad');
    exportCommand({ dbPath, dir: bad });
    const [first, second] = readdirSync(bad).sort();
    const db = openDatabase(dbPath);
    const firstId = String(readSnap(join(bad, first!)).site.id);
    db.prepare('DELETE FROM reviews WHERE site_id = ?').run(firstId);
    db.close();
    const snap = readSnap(join(bad, second!));
    writeFileSync(join(bad, second!), JSON.stringify({ ...snap, tables: { ...snap.tables, not_a_table: [] } }));
    expect(() => importCommand({ dbPath, dir: bad })).toThrow(`${join(bad, second!)}: unknown table(s) not_a_table`);
    writeFileSync(join(bad, second!), JSON.stringify({ format: 'other' }));
    expect(() => importCommand({ dbPath, dir: bad })).toThrow(/not a site snapshot: format/);
    // The good first file was not imported either.
    const after = openDatabase(dbPath);
    expect((after.prepare('SELECT COUNT(*) AS n FROM reviews WHERE site_id = ?').get(firstId) as { n: number }).n).toBe(
      0,
    );
    after.close();
  });
});

describe('the CLI process', () => {
  it('npm run sandbox -- --export <dir> writes the files and exits', async () => {
    const out = join(dir, 'cli-export');
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'sandbox/cli.ts', '--db', join(dir, 'cli.db'), '--export', out],
      {
        timeout: 20_000,
      },
    );
    expect(stdout).toContain('wrote ');
    expect(readdirSync(out).filter((f) => f.endsWith('.json')).length).toBeGreaterThanOrEqual(3);
  });
});

describe('HTTP export/import', () => {
  const { sandbox } = useSandbox();

  it('GET /_sandbox/sites/{id}/export and POST /_sandbox/import restore a site changed through the SDK', async () => {
    const site = (await demoSites(sandbox.url))[0]!;
    const snap = (await (await fetch(`${sandbox.url}/_sandbox/sites/${site.id}/export`)).json()) as SiteSnapshot;
    const client = sdkClient(sandbox.url, { apiKey: site.apiKey, siteId: site.id });
    const review = (snap.tables.reviews as { id: string; doc: ReviewDoc }[]).find(
      (r) => r.doc.moderation.moderationStatus !== 'REJECTED',
    )!;
    await client.reviews.updateModerationStatus(review.id, { status: 'REJECTED' });

    const res = await fetch(`${sandbox.url}/_sandbox/import`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(snap),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ siteId: site.id, rows: { reviews: snap.tables.reviews!.length } });
    expect(
      (await client.reviews.getReview(review.id, { returnPrivateReviews: true })).moderation?.moderationStatus,
    ).toBe(review.doc.moderation.moderationStatus);
    const again = (await (await fetch(`${sandbox.url}/_sandbox/sites/${site.id}/export`)).json()) as SiteSnapshot;
    expect(withoutTime(again)).toEqual(withoutTime(snap));

    const renamed = await fetch(`${sandbox.url}/_sandbox/import`, {
      method: 'POST',
      body: JSON.stringify({ ...snap, site: { ...snap.site, slug: 'other-site-slug-' } }),
    });
    expect(renamed.status).toBe(200); // a new slug is fine for the same id…
    const clash = await fetch(`${sandbox.url}/_sandbox/import`, {
      method: 'POST',
      body: JSON.stringify({ ...snap, site: { ...snap.site, id: 'another-id', slug: 'other-site-slug-' } }),
    });
    expect(clash.status).toBe(400); // …but not one another site holds
    expect(
      ((await clash.json()) as { details: { applicationError: { code: string } } }).details.applicationError.code,
    ).toBe('INVALID_SNAPSHOT');
    expect((await fetch(`${sandbox.url}/_sandbox/sites/nope/export`)).status).toBe(404);
  });
});
