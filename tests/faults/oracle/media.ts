// Media has no filter language: Search Files narrows by root folder, media types, private and a
// search term (display name, MIME type, labels; case-insensitive contains), sorts by one field,
// pages with a cursor. Its oracle reads every root's files unfiltered and applies those rules.
// Seeded files keep no MIME type (sandbox/domains/media/mime.ts), so a term matches names and labels.
import fc from 'fast-check';
import { MEDIA_TYPES, ROOT_FOLDERS } from '../../../sandbox/domains/media/media-file-doc.ts';
import type { DemoSite } from '../../contract/sdk-client.ts';
import { providerOk } from '../provider-call.ts';
import type { OracleQuery } from './arbitraries.ts';
import { readOnce, type QueryDomain } from './domains.ts';
import { at, type Doc, type OracleField } from './fields.ts';

export interface MediaCriteria {
  rootFolder: (typeof ROOT_FOLDERS)[number];
  search?: string;
  mediaTypes?: string[];
  private?: boolean;
}

/** The root a row was read under (the oracle's own tag on the doc). */
const ROOT = '__oracleRoot';

const sortField = (name: string, kind: OracleField['kind'], get: (d: Doc) => unknown): OracleField => ({
  name,
  kind,
  array: false,
  get,
  collation: 'binary',
  ops: [],
  filterable: false,
  sortable: true,
});

export const MEDIA_SORT_FIELDS: readonly OracleField[] = [
  sortField('displayName', 'string', (d) => d.displayName),
  sortField('updatedDate', 'date', (d) => d.updatedDate),
];

function mediaMatches(filter: unknown, doc: Doc): boolean {
  const c = filter as MediaCriteria;
  if (doc[ROOT] !== c.rootFolder) return false;
  if (c.mediaTypes && c.mediaTypes.length > 0 && !c.mediaTypes.includes(doc.mediaType as string)) return false;
  if (c.private !== undefined && doc.private !== c.private) return false;
  const term = c.search?.trim().toLowerCase();
  if (!term) return true;
  const texts = [doc.displayName, ...((at(doc, 'labels') as unknown[] | undefined) ?? [])];
  return texts.some((t) => typeof t === 'string' && t.toLowerCase().includes(term));
}

export function mediaDomain(sandboxUrl: string, site: DemoSite): QueryDomain {
  return {
    name: 'media',
    fields: MEDIA_SORT_FIELDS,
    match: mediaMatches,
    maxLimit: 100,
    maxSort: 1,
    offsetPaging: false,
    defaultSort: [{ fieldName: 'updatedDate', order: 'DESC' }],
    async page(filter, sort, limit, position) {
      const c = (filter ?? { rootFolder: 'MEDIA_ROOT' }) as MediaCriteria;
      const body =
        'cursor' in position
          ? { paging: { cursor: position.cursor } }
          : { ...c, ...(sort?.[0] && { sort: sort[0] }), paging: { limit } };
      const r = await readOnce(() =>
        providerOk<{ files: Doc[]; nextCursor: { total: number; cursors: { next: string | null } } }>(
          sandboxUrl,
          site,
          'POST',
          '/site-media/v1/files/search',
          body,
        ),
      );
      const next = r.nextCursor.cursors.next;
      return {
        docs: r.files.map((f) => ({ ...f, [ROOT]: c.rootFolder })),
        total: r.nextCursor.total,
        next: next ? { cursor: next } : undefined,
      };
    },
  };
}

/** Every file of every root, each tagged with its root. */
export async function readAllMedia(d: QueryDomain): Promise<Doc[]> {
  const out: Doc[] = [];
  for (const rootFolder of ROOT_FOLDERS) {
    let position: { offset: number } | { cursor: string } = { offset: 0 };
    for (;;) {
      const p = await d.page({ rootFolder }, undefined, d.maxLimit, position);
      out.push(...p.docs);
      if (!p.next) break;
      position = p.next;
    }
  }
  return out;
}

const flip = (s: string, mask: number): string =>
  [...s]
    .map((c, i) => ((mask >> (i % 16)) & 1 ? (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase()) : c))
    .join('');

export function mediaQueryArb(rows: readonly Doc[]): fc.Arbitrary<OracleQuery> {
  const texts = [
    ...new Set(
      rows
        .flatMap((r) => [r.displayName, ...((r.labels as unknown[] | undefined) ?? [])])
        .filter((t): t is string => typeof t === 'string' && t.length > 0),
    ),
  ];
  const piece = fc.tuple(fc.constantFrom(...texts), fc.nat(), fc.nat(), fc.nat()).map(([t, a, b, m]) => {
    const chars = [...t];
    const from = a % chars.length;
    return flip(chars.slice(from, from + 1 + (b % 6)).join(''), m);
  });
  const search = fc.oneof(
    { arbitrary: fc.constant(undefined), weight: 3 },
    { arbitrary: piece, weight: 5 },
    { arbitrary: fc.constantFrom('', '  ', '%', '_', '\\', '"', 'É', 'jpg', ' a '), weight: 1 },
  );
  const present = [...new Set(rows.map((r) => r.mediaType as string))];
  const criteria = fc.record(
    {
      // Mostly the root that holds files; the others check the empty answers.
      rootFolder: fc.oneof(
        { arbitrary: fc.constant('MEDIA_ROOT' as const), weight: 6 },
        { arbitrary: fc.constantFrom(...ROOT_FOLDERS), weight: 1 },
      ),
      search,
      mediaTypes: fc.uniqueArray(
        fc.oneof(
          { arbitrary: fc.constantFrom(...present), weight: 4 },
          { arbitrary: fc.constantFrom(...MEDIA_TYPES), weight: 1 },
        ),
        { maxLength: 3 },
      ),
      private: fc.boolean(),
    },
    { requiredKeys: ['rootFolder'] },
  );
  return fc.record({
    filter: criteria.map((c) => Object.fromEntries(Object.entries(c).filter(([, v]) => v !== undefined))),
    sort: fc.oneof(
      fc.constant(undefined),
      fc
        .record({
          fieldName: fc.constantFrom(...MEDIA_SORT_FIELDS.map((f) => f.name)),
          order: fc.constantFrom('ASC' as const, 'DESC' as const),
        })
        .map((s) => [s]),
    ),
    limit: fc.constantFrom(1, 2, 3, 7, 10, 50, 100),
    offset: fc.constant(0),
  });
}
