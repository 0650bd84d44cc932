// Paging cursors are the client's to hold: every query that hands one out takes it back checked
// field by field (sandbox/query/cursor-schema.ts). A crafted cursor (an offset SQLite cannot take, a
// sort list holding null, fields of the wrong type) is a 400 in the provider's validation shape on
// the cursor's field, never a 500. Driven through the SDK client's fetch, as the extension calls.
import { ApiKeyStrategy, createClient } from '@wix/sdk';
import { describe, expect, it } from 'vitest';
import { accountClient } from './app-client.ts';
import { useSandbox } from './harness.ts';
import { sandboxFetch } from './sdk-client.ts';

const { sandbox, site } = useSandbox();
const API = 'https://www.wixapis.com';

type Client = { fetchWithAuth: typeof fetch };
const siteClient = (): Client =>
  createClient({ auth: ApiKeyStrategy({ apiKey: site.apiKey, siteId: site.id }), fetch: sandboxFetch(sandbox.url) });

const post = (client: Client, path: string, body: unknown) =>
  client.fetchWithAuth(`${API}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
const get = (client: Client, path: string) => client.fetchWithAuth(`${API}${path}`);

interface Endpoint {
  name: string;
  client: () => Client;
  /** The first page, asking for one item. */
  first: (c: Client) => Promise<Response>;
  /** The next cursor of a first page's answer. */
  next: (answer: Record<string, never>) => string;
  /** The same query sent with only a cursor. */
  page: (c: Client, cursor: string) => Promise<Response>;
  /** The field the refusal names. */
  field: string;
}

type Answer = Record<string, { cursors: { next: string } }>;
const cursorQuery = (name: string, path: string, meta: string, client: () => Client = siteClient): Endpoint => ({
  name,
  client,
  first: (c) => post(c, path, { query: { cursorPaging: { limit: 1 } } }),
  next: (a) => (a as unknown as Answer)[meta]!.cursors.next,
  page: (c, cursor) => post(c, path, { query: { cursorPaging: { cursor } } }),
  field: 'query.cursorPaging.cursor',
});

const ENDPOINTS: Endpoint[] = [
  cursorQuery('reviews', '/reviews/v1/reviews/query', 'metadata'),
  cursorQuery('review requests', '/reviews/v2/review-requests/query', 'pagingMetadata'),
  cursorQuery('tasks', '/crm/tasks/v2/tasks/query', 'pagingMetadata'),
  cursorQuery('member reports', '/members/v1/member-reports/query', 'pagingMetadata'),
  cursorQuery('reported members', '/members/v1/member-reports/members/query', 'pagingMetadata'),
  cursorQuery('sites', '/site-list/v2/sites/query', 'metadata', () =>
    accountClient(sandbox.url, site.apiKey, site.accountId),
  ),
  {
    name: 'reported members (list)',
    client: siteClient,
    first: (c) => get(c, '/members/v1/member-reports/members?cursorPaging.limit=1'),
    next: (a) => (a as unknown as Answer).pagingMetadata!.cursors.next,
    page: (c, cursor) => get(c, `/members/v1/member-reports/members?cursorPaging.cursor=${cursor}`),
    field: 'cursorPaging.cursor',
  },
  {
    name: 'media files',
    client: siteClient,
    first: (c) => get(c, '/site-media/v1/files?paging.limit=1'),
    next: (a) => (a as unknown as Answer).nextCursor!.cursors.next,
    page: (c, cursor) => get(c, `/site-media/v1/files?paging.cursor=${cursor}`),
    field: 'paging.cursor',
  },
  {
    name: 'media folders',
    client: siteClient,
    first: async (c) => {
      for (const displayName of ['Cursor A', 'Cursor B']) await post(c, '/site-media/v1/folders', { displayName });
      return post(c, '/site-media/v1/folders/search', { paging: { limit: 1 } });
    },
    next: (a) => (a as unknown as Answer).nextCursor!.cursors.next,
    page: (c, cursor) => get(c, `/site-media/v1/folders?paging.cursor=${cursor}`),
    field: 'paging.cursor',
  },
];

const encode = (state: unknown) => Buffer.from(JSON.stringify(state), 'utf8').toString('base64url');
const decode = (cursor: string) => JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as object;

/** What a client could put in place of the cursor the sandbox gave (`state`). */
const CRAFTED: Record<string, (state: object) => unknown> = {
  'an offset of 1e300': (s) => ({ ...s, offset: 1e300 }),
  'an offset as a string': (s) => ({ ...s, offset: '1' }),
  'a limit as a string': (s) => ({ ...s, limit: '1' }),
  'a sort list holding null': (s) => ({ ...s, sort: [null] }),
  'a sort that is no list': (s) => ({ ...s, sort: 'createdDate' }),
  'a sort order that is none': (s) => ({ ...s, sort: [{ fieldName: 'createdDate', order: 'UP' }] }),
  'a filter that is no object': (s) => ({ ...s, filter: 5 }),
  'a filter of null': (s) => ({ ...s, filter: null }),
  'flags that are no booleans': (s) => ({ ...s, flags: { returnPrivateReviews: 'yes' } }),
  'a field it never holds': (s) => ({ ...s, extra: true }),
  null: () => null,
};

describe.each(ENDPOINTS)('a crafted cursor on $name', (ep) => {
  it('is a 400 on the cursor field, in the validation shape, whatever it holds', async () => {
    const client = ep.client();
    const first = await ep.first(client);
    expect(first.status).toBe(200);
    const state = decode(ep.next((await first.json()) as Record<string, never>));
    // The cursor the sandbox gave pages on.
    expect((await ep.page(client, encode(state))).status).toBe(200);
    for (const [what, craft] of Object.entries(CRAFTED)) {
      const res = await ep.page(client, encode(craft(state)));
      expect(res.status, what).toBe(400);
      const body = (await res.json()) as { details: { validationError: { fieldViolations: { field: string }[] } } };
      expect(
        body.details.validationError.fieldViolations.map((v) => v.field),
        what,
      ).toEqual([ep.field]);
    }
  });
});
