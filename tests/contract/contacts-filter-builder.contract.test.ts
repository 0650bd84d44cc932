// Every filter the Contacts tab's builder can make is one the provider takes: each field it offers
// (the site's own extended fields of every data type too), with each comparison it offers for that
// field, plain and negated, sent through the extension's own query call (the official SDK). The
// comparisons its field kinds would offer beyond the sort-and-filter guide are refused, which is why
// the builder asks components/contacts/filter-operators.ts and not the kinds.
import { beforeAll, describe, expect, it } from 'vitest';
import { toFilter, OPS_FOR, type Condition, type FilterFields } from '../../components/common/filter/filter-model.ts';
import {
  CONTACT_FIELD_VALUES,
  contactFieldRules,
  isContactFilterField,
} from '../../components/contacts/filter-operators.ts';
import { createSiteClient } from '../../lib/provider/client.ts';
import { forgetBudgets } from '../../lib/provider/request-budget.ts';
import * as contacts from '../../lib/provider/contacts.ts';
import * as definitions from '../../lib/provider/contact-definitions.ts';
import { normalizeError } from '../../lib/provider/normalize-error.ts';
import type { ExtendedFieldDef } from '../../lib/messaging/contacts.ts';
import { useSandbox } from './harness.ts';

const { sandbox, site } = useSandbox();
const client = () =>
  createSiteClient(
    { kind: 'sandbox', apiKey: site.apiKey, accountId: site.accountId, sandboxUrl: sandbox.url },
    site.id,
  );
let extended: ExtendedFieldDef[];

beforeAll(async () => {
  for (const [displayName, dataType] of [
    ['Visits', 'NUMBER'],
    ['First order', 'DATE'],
    ['Shop page', 'URL'],
    ['Tier', 'TEXT'],
  ]) {
    const res = await fetch(`${sandbox.url}/contacts/v4/extended-fields`, {
      method: 'POST',
      headers: { authorization: site.apiKey, 'wix-site-id': site.id, 'content-type': 'application/json' },
      body: JSON.stringify({ displayName, dataType }),
    });
    expect(res.status).toBe(200);
  }
  extended = await definitions.listExtendedFields(client());
});

const SAMPLE = {
  text: 'An',
  id: '0c6a3d8e-5f2b-4c1a-9e7d-2b4f6a8c0d1e',
  date: '2024-03-01',
  day: '2024-03-01',
} as const;

function fieldsOf(defs: readonly ExtendedFieldDef[]): FilterFields {
  const rules = contactFieldRules(defs);
  return {
    names: rules.names,
    kind: rules.kind,
    ops: rules.ops,
    enumValues: (f) => (isContactFilterField(f) ? CONTACT_FIELD_VALUES[f] : undefined),
    label: (f) => f,
  };
}

function sampleValue(fields: FilterFields, field: string): string {
  const kind = fields.kind(field);
  if (kind === 'enum') return fields.enumValues(field)!.slice(0, 2).join(', ');
  if (kind === 'list') return 'custom.vip, custom.new';
  if (kind === 'number') return '5';
  return SAMPLE[kind];
}

/** What the provider says to a filter: null when it answers with a page. */
async function refusalOf(filter: ReturnType<typeof toFilter>): Promise<string | null> {
  // Hundreds of filters of one site in a minute: more than the provider allows, so the extension's
  // own request budget would pace them to its limit. This sandbox sets none; what is checked here is
  // each filter's answer, so the budget starts afresh for each.
  forgetBudgets();
  try {
    await contacts.queryContacts(client(), { filter, sort: null, offset: 0, limit: 1 });
    return null;
  } catch (e) {
    return normalizeError(e).message;
  }
}

describe("the Contacts filter builder's filters", () => {
  it('are taken by the provider for every field and comparison offered, plain and negated', async () => {
    const fields = fieldsOf(extended);
    const custom = extended.filter((f) => fields.names.includes(`info.extendedFields.${f.key}`));
    expect(new Set(custom.map((f) => f.dataType))).toEqual(new Set(['NUMBER', 'DATE', 'URL', 'TEXT']));
    const refused: string[] = [];
    let sent = 0;
    for (const field of fields.names)
      for (const op of fields.ops!(field))
        for (const negate of [false, true]) {
          const cond: Condition = { kind: 'cond', field, op, value: sampleValue(fields, field), negate };
          const refusal = await refusalOf(toFilter(cond, fields));
          sent++;
          if (refusal) refused.push(`${negate ? 'not ' : ''}${field} ${op}: ${refusal}`);
        }
    expect(refused).toEqual([]);
    expect(sent).toBeGreaterThan(150);
  });

  it("would be refused where a field kind's comparisons go beyond the provider's guide", async () => {
    const fields = fieldsOf(extended);
    const beyond = fields.names.flatMap((field) =>
      OPS_FOR[fields.kind(field)].filter((op) => !fields.ops!(field).includes(op)).map((op) => ({ field, op })),
    );
    // e.g. "contains" on a name, "all of" on emails, "is set" on a date or a number field.
    expect(beyond.length).toBeGreaterThan(20);
    for (const { field, op } of beyond) {
      const cond: Condition = { kind: 'cond', field, op, value: sampleValue(fields, field), negate: false };
      expect(await refusalOf(toFilter(cond, fields)), `${field} ${op}`).not.toBeNull();
    }
  });
});
