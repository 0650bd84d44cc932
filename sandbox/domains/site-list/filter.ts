// The Sites filter (docs/provider-contract.md §3.7; the provider's filter-and-sort guide for Query
// Sites), evaluated in memory over one account's few sites. Fields: id, folderId, editorType, appIds,
// premium, published, namespace, name / searchPhrase (case-insensitive contains over name, displayName
// and domains),
// domainConnected. Operators: a plain value ($eq), $eq, $ne, $in, $nin, $exists, and on appIds
// $hasSome / $hasAll. `state` is documented without its values: not supported here (400).
import type { FieldViolation } from '../../query/types.ts';
import { QueryValidationError } from '../../query/types.ts';
import { checkFilterLimits } from '../../query/filter-limits.ts';
import type { SiteFacts } from './site-doc.ts';

type Scalar = string | boolean;

const SCALAR_FIELDS: Record<string, (s: SiteFacts) => Scalar | undefined> = {
  id: (s) => s.doc.id,
  folderId: () => undefined,
  editorType: (s) => s.doc.editorType,
  premium: (s) => s.doc.premium,
  published: (s) => s.doc.published,
  namespace: (s) => s.doc.namespace,
  domainConnected: (s) => s.doc.domainConnected,
};
const SEARCH_FIELDS = new Set(['name', 'searchPhrase']);

const fail = (field: string, description: string): never => {
  const v: FieldViolation = { field: `query.filter.${field}`, description, violatedRule: 'INVALID' };
  throw new QueryValidationError([v]);
};

const isOps = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && Object.keys(v).every((k) => k.startsWith('$'));

function scalarMatches(field: string, value: Scalar | undefined, cond: unknown): boolean {
  if (!isOps(cond)) return value === cond;
  return Object.entries(cond).every(([op, arg]) => {
    switch (op) {
      case '$eq':
        return value === arg;
      case '$ne':
        return value !== arg;
      case '$in':
        return Array.isArray(arg) ? arg.includes(value) : fail(field, '$in needs an array');
      case '$nin':
        return Array.isArray(arg) ? !arg.includes(value) : fail(field, '$nin needs an array');
      case '$exists':
        return typeof arg === 'boolean' ? (value !== undefined) === arg : fail(field, '$exists needs true or false');
      default:
        return fail(field, `operator ${op} is not supported on ${field}`);
    }
  });
}

function appIdsMatch(ids: string[], cond: unknown): boolean {
  if (!isOps(cond))
    return typeof cond === 'string'
      ? ids.includes(cond)
      : fail('appIds', 'needs $hasSome or $hasAll with an array of app ids');
  return Object.entries(cond).every(([op, arg]) => {
    if (!Array.isArray(arg)) return fail('appIds', `${op} needs an array`);
    if (op === '$hasSome') return arg.some((a) => ids.includes(a as string));
    if (op === '$hasAll') return arg.every((a) => ids.includes(a as string));
    return fail('appIds', `operator ${op} is not supported on appIds`);
  });
}

function searchMatches(field: string, s: SiteFacts, cond: unknown): boolean {
  const phrase = isOps(cond) ? cond['$eq'] : cond;
  if (typeof phrase !== 'string') return fail(field, 'must be a text to search for');
  const needle = phrase.toLowerCase();
  return [s.doc.name, s.doc.displayName, ...s.domains].some((h) => h.toLowerCase().includes(needle));
}

/** Throws a 400 (QueryValidationError) on an unknown field; `excluded` fields too (Count Sites). */
export function siteMatcher(
  filter: Record<string, unknown> | null | undefined,
  excluded: readonly string[] = [],
): (s: SiteFacts) => boolean {
  checkFilterLimits(filter, 'query.filter');
  const entries = Object.entries(filter ?? {});
  for (const [field] of entries) {
    if (excluded.includes(field)) fail(field, `is not supported by this endpoint`);
    if (!Object.hasOwn(SCALAR_FIELDS, field) && field !== 'appIds' && !SEARCH_FIELDS.has(field))
      fail(field, 'is not a filterable field');
  }
  return (s) =>
    entries.every(([field, cond]) => {
      if (field === 'appIds') return appIdsMatch(s.appIds, cond);
      if (SEARCH_FIELDS.has(field)) return searchMatches(field, s, cond);
      return scalarMatches(field, SCALAR_FIELDS[field]!(s), cond);
    });
}
