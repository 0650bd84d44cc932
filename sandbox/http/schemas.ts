// zod building blocks shared by domains: proto-JSON numbers, query-string booleans and arrays,
// GUIDs, query objects.
import { z } from 'zod';

export const GUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const guid = () => z.string().regex(GUID_RE, { message: 'must be a valid GUID' });

/** proto3 JSON accepts integers as numbers or decimal strings. */
export const protoInt = () =>
  z.preprocess((v) => (typeof v === 'string' && /^-?\d+$/.test(v) ? Number(v) : v), z.number().int());

/** Booleans from JSON, or "true"/"false" from a query string. */
export const looseBool = () => z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean());

/** A repeated query key is an array, a single one is a string: accept both. */
export const oneOrMany = <T extends z.ZodType>(item: T) =>
  z.preprocess((v) => (v === undefined || Array.isArray(v) ? v : [v]), z.array(item));

export const sortOrder = z.enum(['ASC', 'DESC']);
export const sortList = z.array(z.looseObject({ fieldName: z.string().min(1), order: sortOrder.optional() }));

export const offsetPaging = z.looseObject({
  limit: protoInt().pipe(z.number().min(0)).nullish(),
  offset: protoInt().pipe(z.number().min(0)).nullish(),
});

export const cursorPaging = z.looseObject({
  limit: protoInt().pipe(z.number().min(0)).nullish(),
  cursor: z.string().nullish(),
});

/**
 * Filters are free-form here; the query compiler validates them against the field map. Not
 * `z.record`: it copies the object, and a copy drops a `"__proto__"` key the client sent (the filter
 * then matched everything instead of naming an unknown field).
 */
export const filterObject = z.custom<Record<string, unknown>>(
  (v) => typeof v === 'object' && v !== null && !Array.isArray(v),
  { message: 'must be an object' },
);

/** A cursor-paged query, `{filter, sort, cursorPaging}` (reviews, review requests, sites); `sort` may be capped. */
export const cursorQuery = (sort: typeof sortList = sortList) =>
  z
    .looseObject({ filter: filterObject.nullish(), sort: sort.nullish(), cursorPaging: cursorPaging.nullish() })
    .nullish();
