// Filters that once crashed the sandbox (a 30 000-branch $or, a 100 000-item $in, a
// field named `constructor` answered 500; `toString` was accepted as a field). Every query endpoint
// answers 400 in the provider's validation shape instead, and looks fields up by own property only.
import { describe, expect, it } from 'vitest';
import { useSandbox } from './harness.ts';

const { sandbox, sites } = useSandbox();

/** Every endpoint that takes a filter: path, body around the filter, and a field it knows. */
const ENDPOINTS = [
  {
    path: '/reviews/v1/reviews/query',
    wrap: (filter: unknown) => ({ query: { filter } }),
    field: 'content.rating',
    value: 5,
  },
  {
    path: '/members/v1/members/query',
    wrap: (filter: unknown) => ({ query: { filter } }),
    field: 'status',
    value: 'APPROVED',
  },
  {
    path: '/contacts/v4/contacts/query',
    wrap: (filter: unknown) => ({ query: { filter } }),
    field: 'info.name.first',
    value: 'x',
  },
  {
    path: '/contacts/v4/contacts/facets/query',
    wrap: (filter: unknown) => ({ filter }),
    field: 'info.name.first',
    value: 'x',
    // Query Facets filters by the email subscription fields only (docs-rules.contract.test.ts): what a
    // real client sends names one (too long a name for the bound tests' bodies to stay under 1 MiB).
    allowed: { field: 'info.extendedFields.emailSubscriptions.subscriptionStatus', value: 'SUBSCRIBED' },
  },
  {
    path: '/contacts/v4/labels/query',
    wrap: (filter: unknown) => ({ query: { filter } }),
    field: 'displayName',
    value: 'x',
  },
  {
    path: '/reviews/v2/review-requests/query',
    wrap: (filter: unknown) => ({ query: { filter } }),
    field: 'status',
    value: 'SCHEDULED',
  },
  { path: '/stores/v3/products/query', wrap: (filter: unknown) => ({ query: { filter } }), field: 'slug', value: 'x' },
  {
    path: '/site-list/v2/sites/query',
    wrap: (filter: unknown) => ({ query: { filter } }),
    field: 'editorType',
    value: 'STUDIO',
  },
] as const;

async function ask(path: string, body: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
  const site = sites[0]!;
  const account = path.startsWith('/site-list/');
  const res = await fetch(`${sandbox.url}${path}`, {
    method: 'POST',
    headers: {
      authorization: site.apiKey,
      ...(account ? { 'wix-account-id': site.accountId } : { 'wix-site-id': site.id }),
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

/** A 400 naming the field violations: a validation error, or the application error a query declares (Query Contacts' codes). */
const expectValidation = (answer: { status: number; json: Record<string, unknown> }, what: string) => {
  expect(answer.status, what).toBe(400);
  const details = answer.json.details as {
    validationError?: { fieldViolations?: unknown };
    applicationError?: { data?: { fieldViolations?: unknown } };
  };
  expect(details.validationError?.fieldViolations ?? details.applicationError?.data?.fieldViolations, what).toEqual(
    expect.any(Array),
  );
};

describe('filters are bounded and fields are looked up by own property', () => {
  it('refuses a 30 000-branch $or and a 100 000-item $in with 400 on every query endpoint', async () => {
    for (const e of ENDPOINTS) {
      const wide = { $or: Array.from({ length: 30_000 }, () => ({ [e.field]: e.value })) };
      expectValidation(await ask(e.path, e.wrap(wide)), `${e.path} $or`);
      // Short items, so the body stays under the 1 MiB body limit and the filter is what is refused.
      const item = typeof e.value === 'number' ? e.value : 'x';
      const long = { [e.field]: { $in: Array.from({ length: 100_000 }, () => item) } };
      expectValidation(await ask(e.path, e.wrap(long)), `${e.path} $in`);
    }
  });

  it('refuses many nodes in total even when each list is short', async () => {
    // 100 × 100 conditions: no single list is long, the whole is.
    for (const e of ENDPOINTS) {
      const branch = () => ({ $or: Array.from({ length: 100 }, () => ({ [e.field]: e.value })) });
      expectValidation(await ask(e.path, e.wrap({ $and: Array.from({ length: 100 }, branch) })), e.path);
    }
  });

  it('answers 400 "unknown field" for constructor, toString and __proto__, in filters and sorts', async () => {
    for (const e of ENDPOINTS) {
      for (const name of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
        const filter = JSON.parse(`{"${name}": "x"}`) as unknown; // a literal __proto__ key, not the prototype
        expectValidation(await ask(e.path, e.wrap(filter)), `${e.path} ${name}`);
      }
    }
    const sorted = await ask('/reviews/v1/reviews/query', { query: { sort: [{ fieldName: 'constructor' }] } });
    expectValidation(sorted, 'sort by constructor');
  });

  it('still answers what a real client sends (50-branch $or, 1000-item $in)', async () => {
    for (const e of ENDPOINTS) {
      const { field, value } = 'allowed' in e ? e.allowed : e;
      // Query Sites takes no $and/$or (its docs' filters are flat): a 50-item $in there.
      const ok = e.path.startsWith('/site-list/')
        ? { [field]: { $in: Array.from({ length: 50 }, () => value) } }
        : { $or: Array.from({ length: 50 }, () => ({ [field]: value })) };
      expect((await ask(e.path, e.wrap(ok))).status, e.path).toBe(200);
    }
    const ids = Array.from({ length: 1000 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    expect((await ask('/reviews/v1/reviews/query', { query: { filter: { id: { $in: ids } } } })).status).toBe(200);
  });
});
