// The fault suite's filter oracle (tests/faults/oracle/), small: 300 random queries (60 per
// domain: members, contacts, reviews with and without the private ones, media) answered by the
// sandbox and by the in-memory oracle over the same rows must agree on ids, order and totals.
// `npm run faults -- oracle` runs 10 000.
import { expect, it } from 'vitest';
import { runOracle } from '../faults/oracle/run-oracle.ts';
import { useSandbox } from './harness.ts';

const h = useSandbox();

it('answers 300 random filters, sorts and pages as the oracle does', async () => {
  const tallies = await runOracle(h.sandbox.url, h.site, {
    runsPerDomain: 60,
    seed: 20,
    more: { contacts: 0, members: 0, files: 10 },
  });
  expect(tallies.map((t) => t.domain)).toEqual(['members', 'contacts', 'reviews', 'public reviews', 'media']);
  for (const t of tallies) {
    expect(t.shrunk, `${t.domain}: ${JSON.stringify(t.shrunk)}`).toBeUndefined();
    expect(t.mismatches).toBe(0);
    expect(t.refused, t.refusals.join('\n')).toBe(0);
    // The queries must find something most of the time, or the agreement says little.
    expect(t.nonEmpty).toBeGreaterThan(t.queries / 4);
  }
}, 60_000);
