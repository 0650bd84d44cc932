// The agency seed: three accounts with 1 000 light sites, unique names and slugs, a few
// reviews each (some waiting for moderation, a few sites with none), deterministic per site key.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AGENCY_ACCOUNTS, agencySiteSpec, agencySiteSpecs } from '../../../../sandbox/seed/agency-sites.ts';
import { generateDataset } from '../../../../sandbox/seed/generate.ts';
import { generateLightSite } from '../../../../sandbox/seed/light-site.ts';
import { seedAccountId } from '../../../../sandbox/seed/seed-ids.ts';

/** sha256 of every 50th agency site's data (20 sites). Change it only on purpose. */
const SAMPLE_SHA256 = '25628e2aefa04a6fdc4401e42e11e0c48dd2ecc872dcf66c420abea771c1a33f';

const PENDING = new Set(['IN_MODERATION', 'SUBMITTED']);
const specs = agencySiteSpecs();
const light = (i: number) => generateLightSite(specs[i]!, seedAccountId(specs[i]!.accountKey));
// The whole agency data set once (~0.5 s); the checks below read it.
const agency = generateDataset('agency');

describe('agency seed', () => {
  it('has 500, 300 and 200 sites in three accounts, with unique names and slugs', () => {
    expect(AGENCY_ACCOUNTS.map((a) => specs.filter((s) => s.accountKey === a.key).length)).toEqual([500, 300, 200]);
    expect(new Set(specs.map((s) => s.name)).size).toBe(1000);
    expect(new Set(specs.map((s) => s.slug)).size).toBe(1000);
    for (const s of specs) expect(s.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(specs.map((s) => s.position)).toEqual(specs.map((_, i) => i + 3));
  });

  it('is deterministic: a sample of sites hashes as pinned, and each site is the same made twice', () => {
    const sample = specs.filter((_, i) => i % 50 === 0).map((_, k) => light(k * 50));
    expect(JSON.stringify(light(123))).toBe(JSON.stringify(light(123)));
    expect(createHash('sha256').update(JSON.stringify(sample)).digest('hex')).toBe(SAMPLE_SHA256);
  });

  it('gives every site a few products, members, contacts and reviews on its own products', () => {
    for (let i = 0; i < specs.length; i += 37) {
      const d = light(i);
      expect(d.products.length).toBeGreaterThanOrEqual(2);
      expect(d.members.length).toBeGreaterThanOrEqual(2);
      expect(d.contacts.length).toBeGreaterThan(d.members.length);
      expect(d.reviews.length).toBeGreaterThanOrEqual(2);
      const productIds = new Set(d.products.map((p) => p.id));
      for (const r of d.reviews) expect(productIds.has(r.entityId)).toBe(true);
      expect(agencySiteSpec(d.site.id)).toBe(specs[i]);
    }
  });

  it('has reviews waiting on most sites and none waiting on a few', () => {
    const waiting = agency.sites
      .slice(3)
      .map((d) => d.reviews.filter((r) => PENDING.has(r.moderation.moderationStatus)).length);
    const none = waiting.filter((n) => n === 0).length;
    expect(none).toBeGreaterThan(20);
    expect(none).toBeLessThan(300);
    expect(waiting.reduce((a, b) => a + b, 0)).toBeGreaterThan(1000);
  });

  it('keeps the demo sites as the small seed makes them, first', () => {
    const small = generateDataset('small');
    expect(agency.sites).toHaveLength(1003);
    expect(agency.accounts).toHaveLength(5);
    expect(JSON.stringify(agency.sites.slice(0, 3))).toBe(JSON.stringify(small.sites));
  });
});
