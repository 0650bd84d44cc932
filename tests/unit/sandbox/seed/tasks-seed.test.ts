// The demo tasks (seed/tasks.ts): deterministic, on each demo site a few open (one without a
// contact), one overdue and some completed, on the site's own contacts, by the site's owner.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { generateDataset } from '../../../../sandbox/seed/generate.ts';
import { SEED_BASE_DATE } from '../../../../sandbox/seed/prng.ts';

/** sha256 of the small seed's tasks, all sites. Change it only on purpose. */
const SMALL_TASKS_SHA256 = 'bdaf97be5cec52872fda28d96adb55bee8f1cb4cffba201d6e8b12a5003562b5';

describe('demo tasks', () => {
  const data = generateDataset('small');

  it('are the data the tests were written against', () => {
    const json = JSON.stringify(data.sites.map((s) => s.tasks));
    expect(createHash('sha256').update(json).digest('hex')).toBe(SMALL_TASKS_SHA256);
  });

  it('hold open, overdue and completed tasks on the site contacts, by the owner', () => {
    for (const site of data.sites) {
      const contactIds = new Set(site.contacts.map((c) => c.id));
      const open = site.tasks.filter((t) => t.status === 'ACTION_NEEDED');
      const overdue = open.filter((t) => Date.parse(t.dueDate!) < SEED_BASE_DATE);
      expect(overdue).toHaveLength(1);
      expect(open.length - overdue.length).toBeGreaterThanOrEqual(2);
      // Open ones are due a year or more later: moving the sandbox clock by days never reaches them.
      for (const t of open.filter((x) => !overdue.includes(x)))
        expect(Date.parse(t.dueDate!) - SEED_BASE_DATE).toBeGreaterThanOrEqual(365 * 86_400_000);
      expect(site.tasks.filter((t) => t.status === 'COMPLETED').length).toBeGreaterThanOrEqual(2);
      expect(open.some((t) => !t.contact)).toBe(true);
      for (const t of site.tasks) {
        if (t.contact) expect(contactIds.has(t.contact.id)).toBe(true);
        expect(t.source).toEqual({ sourceType: 'USER', userId: site.site.ownerUserId });
      }
    }
  });
});
