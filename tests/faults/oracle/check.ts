// One random query asked of the sandbox (up to MAX_PAGES pages) and of the oracle; the mismatch in
// words, or null. Ids and totals must be equal; order must be the oracle's wherever the sort keys
// differ (ties have no documented order, so within a tie any order is right, but a page must not
// repeat a row another page gave).
import type { PageAnswer, QueryDomain } from './domains.ts';
import type { Doc, OracleField } from './fields.ts';
import { compareKeys, sortKey, type Sort } from './evaluate.ts';
import type { OracleQuery } from './arbitraries.ts';

const MAX_PAGES = 4;

export interface OracleOutcome {
  mismatch: string | null;
  /** A 4xx the sandbox answered (a query the oracle thought fine); counted apart. */
  refused?: string;
  requests: number;
  /** How many rows the oracle matched. */
  matched: number;
}

export function oracleAnswer(
  d: Pick<QueryDomain, 'match'>,
  rows: readonly Doc[],
  q: Pick<OracleQuery, 'filter'>,
  fields: ReadonlyMap<string, OracleField>,
  sort: readonly Sort[],
): Doc[] {
  const hit = rows.filter((r) => d.match(q.filter, r));
  const keyed = hit.map((doc) => ({ doc, key: sortKey(doc, sort, fields) }));
  return keyed.sort((a, b) => compareKeys(a.key, b.key, sort)).map((k) => k.doc);
}

export async function checkQuery(d: QueryDomain, rows: readonly Doc[], q: OracleQuery): Promise<OracleOutcome> {
  const fields = new Map(d.fields.map((f) => [f.name, f]));
  const sort = q.sort && q.sort.length > 0 ? q.sort : [...d.defaultSort];
  const expected = oracleAnswer(d, rows, q, fields, sort);
  const expectedIds = new Set(expected.map((r) => r.id as string));
  const seen = new Set<string>();
  let requests = 0;
  const matched = expected.length;
  let at: { offset: number } | { cursor: string } = { offset: q.offset };
  let position = q.offset;
  for (let page = 0; page < MAX_PAGES; page++) {
    let answer: PageAnswer;
    try {
      requests++;
      answer = await d.page(q.filter, q.sort, q.limit, at);
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e);
      return /→ 4\d\d/.test(message)
        ? { mismatch: null, refused: message, requests, matched }
        : { mismatch: message, requests, matched };
    }
    if (answer.total !== expected.length)
      return { mismatch: `total ${answer.total}, oracle ${expected.length}`, requests, matched };
    const wantCount = Math.max(0, Math.min(q.limit, expected.length - position));
    if (answer.docs.length !== wantCount)
      return { mismatch: `page ${page + 1} has ${answer.docs.length} rows, oracle ${wantCount}`, requests, matched };
    for (const doc of answer.docs) {
      const id = doc.id as string;
      if (!expectedIds.has(id))
        return { mismatch: `row ${id} at ${position} does not match the filter`, requests, matched };
      if (seen.has(id)) return { mismatch: `row ${id} came twice (again at ${position})`, requests, matched };
      seen.add(id);
      const want = sortKey(expected[position]!, sort, fields);
      const got = sortKey(doc, sort, fields);
      if (compareKeys(got, want, sort) !== 0)
        return {
          mismatch: `at ${position}: sort key ${JSON.stringify(got)}, oracle ${JSON.stringify(want)}`,
          requests,
          matched,
        };
      position++;
    }
    if (!answer.next) {
      if (position < expected.length && answer.docs.length > 0)
        return { mismatch: `no next page after ${position} of ${expected.length}`, requests, matched };
      return { mismatch: null, requests, matched };
    }
    at = answer.next;
  }
  return { mismatch: null, requests, matched };
}
