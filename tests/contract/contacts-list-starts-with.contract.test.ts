// List Labels' and List Extended Fields' `startsWith` is case-sensitive at the provider: "Quokka"
// lists "Quokka Partners" and not "quokka returns", "quokka" the other way round. (The
// query calls' `$startsWith` is the filter's, which sandbox/README.md describes.)
import { beforeAll, describe, expect, it } from 'vitest';
import { crmClient, must } from './contacts-helpers.ts';
import { useSandbox } from './harness.ts';

const { client } = useSandbox({ client: crmClient });

beforeAll(async () => {
  for (const name of ['Quokka Partners', 'quokka returns']) {
    await client.labels.findOrCreateLabel(name);
    await client.extendedFields.findOrCreateExtendedField(name, 'TEXT');
  }
});

describe('startsWith of the list calls, case-sensitive', () => {
  it('List Labels', async () => {
    const upper = await client.labels.listLabels({ startsWith: 'Quokka' });
    expect(must(upper.labels).map((l) => l.displayName)).toEqual(['Quokka Partners']);
    const lower = await client.labels.listLabels({ startsWith: 'quokka' });
    expect(must(lower.labels).map((l) => l.displayName)).toEqual(['quokka returns']);
    expect(must((await client.labels.listLabels({ startsWith: 'QUOKKA' })).labels)).toEqual([]);
  });

  it('List Extended Fields', async () => {
    const upper = await client.extendedFields.listExtendedFields({ startsWith: 'Quokka' });
    expect(must(upper.fields).map((f) => f.displayName)).toEqual(['Quokka Partners']);
    const lower = await client.extendedFields.listExtendedFields({ startsWith: 'quokka' });
    expect(must(lower.fields).map((f) => f.displayName)).toEqual(['quokka returns']);
    expect((await client.extendedFields.listExtendedFields({ startsWith: 'QUOKKA' })).fields).toEqual([]);
  });
});
