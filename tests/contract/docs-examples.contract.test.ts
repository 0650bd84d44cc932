// The provider's documented curl examples (members, contacts, labels, extended fields, site media,
// site list), replayed against the sandbox as written, in the docs' order, with the demo site's API
// key. tests/contract/docs-examples/*.json holds them (extract.ts made them from the provider's
// reference). An example passes when the sandbox answers 2xx in the documented shape, or a
// well-formed provider error (4xx, the error body, a request id), e.g. for the docs' own ids that
// no demo site has. It fails on an endpoint the sandbox lacks ("No such endpoint") or any other answer.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SERVICES, type DocsExample } from './docs-examples/extract.ts';
import { useSandbox } from './harness.ts';

const h = useSandbox();

type Outcome = '2xx' | 'well-formed 4xx' | 'unknown endpoint' | 'malformed';
const outcomes: { example: string; outcome: Outcome; detail: string }[] = [];

/**
 * Where the reference disagrees with itself, the sandbox answers as the provider's own guide and
 * clients do. Query Sites: the response message lists `cursorPaging` (the request's field); the
 * provider's Query Sites guide and its example clients read `metadata` (as lib/provider/site-list.ts).
 */
const ANSWERED_INSTEAD: Record<string, { documented: string; answered: string }> = {
  'Query Sites': { documented: 'cursorPaging', answered: 'metadata' },
};

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The answer's keys are fields of the documented response message, and it holds every one the
 * example's answer shows too (an example showing the entity bare, as Merge Contacts' does, adds none).
 */
function shapeProblem(ex: DocsExample, answer: Record<string, unknown>): string | undefined {
  const instead = ANSWERED_INSTEAD[ex.operation];
  const fields = ex.answerFields.map((f) => (f === instead?.documented ? instead.answered : f));
  const undocumented = Object.keys(answer).filter((k) => !fields.includes(k));
  if (undocumented.length) return `undocumented fields ${undocumented.join(', ')} (documented: ${fields.join(', ')})`;
  const missing = ex.exampleKeys.filter((k) => fields.includes(k) && !(k in answer));
  return missing.length ? `missing ${missing.join(', ')}` : undefined;
}

function isProviderError(body: unknown): boolean {
  if (!isObject(body) || typeof body.message !== 'string' || !isObject(body.details)) return false;
  const d = body.details;
  return (
    (isObject(d.applicationError) && typeof d.applicationError.code === 'string') ||
    (isObject(d.validationError) && Array.isArray(d.validationError.fieldViolations))
  );
}

async function replay(ex: DocsExample): Promise<{ outcome: Outcome; detail: string }> {
  const account = ex.path.startsWith('/site-list/');
  const res = await fetch(`${h.sandbox.url}${ex.path}`, {
    method: ex.method,
    headers: {
      Authorization: h.site.apiKey,
      ...(account ? { 'wix-account-id': h.site.accountId } : { 'wix-site-id': h.site.id }),
      ...(ex.body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(ex.body === undefined ? {} : { body: JSON.stringify(ex.body) }),
  });
  const text = await res.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { outcome: 'malformed', detail: `${res.status}, not JSON: ${text.slice(0, 200)}` };
  }
  const detail = `${res.status} ${text.slice(0, 300)}`;
  if (res.status >= 200 && res.status < 300) {
    const problem = isObject(body) ? shapeProblem(ex, body) : 'not a JSON object';
    return problem ? { outcome: 'malformed', detail: `${problem}; got ${detail}` } : { outcome: '2xx', detail };
  }
  if (res.status === 404 && isObject(body) && String(body.message).startsWith('No such endpoint'))
    return { outcome: 'unknown endpoint', detail };
  const wellFormed =
    res.status >= 400 && res.status < 500 && isProviderError(body) && res.headers.has('x-wix-request-id');
  return { outcome: wellFormed ? 'well-formed 4xx' : 'malformed', detail };
}

for (const service of SERVICES) {
  const examples = JSON.parse(
    readFileSync(join(import.meta.dirname, 'docs-examples', `${service}.json`), 'utf8'),
  ) as DocsExample[];
  describe(`documented examples: ${service}`, () => {
    // In order: a later example may read what an earlier one made (a label, a folder).
    for (const [i, ex] of examples.entries()) {
      it(`${i + 1}. ${ex.operation}: ${ex.example} (${ex.method} ${ex.path.split('?')[0]})`, async () => {
        const r = await replay(ex);
        outcomes.push({ example: `${ex.method} ${ex.path}`, ...r });
        expect(r.outcome, r.detail).toMatch(/^(2xx|well-formed 4xx)$/);
      });
    }
  });
}

afterAll(() => {
  const count = (o: Outcome) => outcomes.filter((x) => x.outcome === o).length;
  console.log(
    `documented examples: ${outcomes.length}: ${count('2xx')} 2xx, ${count('well-formed 4xx')} well-formed 4xx, ` +
      `${count('unknown endpoint')} unknown endpoint, ${count('malformed')} malformed`,
  );
  // DOCS_EXAMPLES_VERBOSE=1 lists every answer that was not a 2xx (the docs' ids no demo site has, mostly).
  if (process.env.DOCS_EXAMPLES_VERBOSE)
    for (const o of outcomes.filter((x) => x.outcome !== '2xx'))
      console.log(`${o.example}\n  ${o.outcome}: ${o.detail}`);
});
