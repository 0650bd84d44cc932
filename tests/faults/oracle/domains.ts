// How each domain is asked (plain HTTP, the SDK modules' paths and bodies) and read back unfiltered.
import type { DemoSite } from '../../contract/sdk-client.ts';
import { providerOk } from '../provider-call.ts';
import { CONTACT_ORACLE, MEMBER_ORACLE, REVIEW_ORACLE, type Doc, type OracleField } from './fields.ts';
import { matches, type Sort } from './evaluate.ts';

export interface PageAnswer {
  docs: Doc[];
  total: number;
  /** The next page's position: an offset or a cursor; undefined at the end. */
  next?: { offset: number } | { cursor: string };
}

export interface QueryDomain {
  name: 'members' | 'contacts' | 'reviews' | 'public reviews' | 'media';
  /** The sortable (and, for the query language, filterable) fields. */
  fields: readonly OracleField[];
  /** The oracle's answer to "does this row match?" */
  match(filter: unknown, doc: Doc): boolean;
  maxLimit: number;
  /** How many sort fields one query may name. */
  maxSort: number;
  offsetPaging: boolean;
  /** The documented default order when a query names none (ties: unspecified). */
  defaultSort: readonly Sort[];
  page(
    filter: unknown,
    sort: readonly Sort[] | undefined,
    limit: number,
    at: { offset: number } | { cursor: string },
  ): Promise<PageAnswer>;
}

type Call = <T>(method: 'POST', path: string, body: unknown) => Promise<T>;

/**
 * A query is a read: asked again once when the connection failed before any answer (a keep-alive
 * connection the server closed just as it was reused; seen once in 10 000 queries on a loaded
 * machine, as `fetch failed`). An answer, even an error, is never asked again.
 */
export async function readOnce<T>(ask: () => Promise<T>): Promise<T> {
  try {
    return await ask();
  } catch (e) {
    if (e instanceof TypeError && e.message === 'fetch failed') return ask();
    throw e;
  }
}

const offsetNext = (offset: number, count: number, total: number) =>
  count > 0 && offset + count < total ? { offset: offset + count } : undefined;

const byFilter = (fields: readonly OracleField[]) => {
  const map = new Map(fields.map((f) => [f.name, f]));
  return (filter: unknown, doc: Doc): boolean => filter === undefined || matches(filter, doc, map);
};

export function queryDomains(sandboxUrl: string, site: DemoSite): QueryDomain[] {
  const call: Call = (method, path, body) => readOnce(() => providerOk(sandboxUrl, site, method, path, body));
  const offsetOf = (at: { offset: number } | { cursor: string }): number => ('offset' in at ? at.offset : 0);
  return [
    {
      name: 'members',
      fields: MEMBER_ORACLE,
      match: byFilter(MEMBER_ORACLE),
      maxSort: 3,
      maxLimit: 100,
      offsetPaging: true,
      defaultSort: [{ fieldName: 'createdDate', order: 'DESC' }],
      async page(filter, sort, limit, at) {
        const offset = offsetOf(at);
        const r = await call<{ members: Doc[]; metadata: { total: number } }>('POST', '/members/v1/members/query', {
          query: { filter, sort, paging: { limit, offset } },
          fieldsets: ['FULL'],
        });
        return {
          docs: r.members,
          total: r.metadata.total,
          next: offsetNext(offset, r.members.length, r.metadata.total),
        };
      },
    },
    {
      name: 'contacts',
      fields: CONTACT_ORACLE,
      match: byFilter(CONTACT_ORACLE),
      maxSort: 1,
      maxLimit: 1000,
      offsetPaging: true,
      defaultSort: [{ fieldName: 'createdDate', order: 'DESC' }],
      async page(filter, sort, limit, at) {
        const offset = offsetOf(at);
        const r = await call<{ contacts: Doc[]; pagingMetadata: { total: number } }>(
          'POST',
          '/contacts/v4/contacts/query',
          { query: { filter, sort, paging: { limit, offset } } },
        );
        const total = r.pagingMetadata.total;
        return { docs: r.contacts, total, next: offsetNext(offset, r.contacts.length, total) };
      },
    },
    reviewsDomain(call, true),
    reviewsDomain(call, false),
  ];
}

/**
 * Reviews as an admin reads them (`returnPrivateReviews`: every moderation status) and as a
 * visitor does (only published, i.e. APPROVED, ones: sandbox/domains/reviews/review-doc.ts).
 */
function reviewsDomain(call: Call, withPrivate: boolean): QueryDomain {
  const match = byFilter(REVIEW_ORACLE);
  return {
    name: withPrivate ? 'reviews' : 'public reviews',
    fields: REVIEW_ORACLE,
    match: withPrivate
      ? match
      : (filter, doc) =>
          (doc.moderation as { moderationStatus?: string } | undefined)?.moderationStatus === 'APPROVED' &&
          match(filter, doc),
    maxLimit: 100,
    maxSort: 3,
    offsetPaging: false,
    defaultSort: [{ fieldName: 'createdDate', order: 'DESC' }],
    async page(filter, sort, limit, at) {
      const query =
        'cursor' in at ? { cursorPaging: { cursor: at.cursor } } : { filter, sort, cursorPaging: { limit } };
      const r = await call<{ reviews: Doc[]; metadata: { total: number; cursors: { next: string | null } } }>(
        'POST',
        '/reviews/v1/reviews/query',
        { query, returnPrivateReviews: withPrivate },
      );
      const next = r.metadata.cursors.next;
      return { docs: r.reviews, total: r.metadata.total, next: next ? { cursor: next } : undefined };
    },
  };
}

/** Every row of a domain: the unfiltered query, page after page. */
export async function readAll(d: QueryDomain): Promise<Doc[]> {
  const out: Doc[] = [];
  let at: { offset: number } | { cursor: string } = { offset: 0 };
  for (;;) {
    const p = await d.page(undefined, undefined, d.maxLimit, at);
    out.push(...p.docs);
    if (!p.next) return out;
    at = p.next;
  }
}
