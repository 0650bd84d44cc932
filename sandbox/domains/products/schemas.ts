// Request schemas of the products calls: V1 Query Products, V3 Query Products and V3 Search
// Products, in their POST bodies and the SDK's GET query strings.
import { z } from 'zod';
import { filterObject } from '../../http/schemas.ts';
import { SEARCHABLE_FIELDS } from './product-search.ts';

/** Largest page of every products call. */
export const MAX_LIMIT = 100;

const pageLimit = z.coerce.number().int().min(1).max(MAX_LIMIT).optional();
const offsetPaging = z.object({ limit: pageLimit, offset: z.coerce.number().int().min(0).optional() }).optional();
const cursorPaging = (cursorMax: number) =>
  z.object({ limit: pageLimit, cursor: z.string().max(cursorMax).optional() }).optional();
/** V3's field sets to include: a repeated query key or a single one. */
const fieldSets = z.union([z.array(z.string()), z.string()]).optional();

/** V1's filter and sort are JSON-encoded strings in the documented POST form, objects in the SDK's. */
const jsonOrObject = (field: string) =>
  z.union([z.string(), filterObject, z.array(z.unknown())]).transform((v, ctx) => {
    if (typeof v !== 'string') return v;
    try {
      return JSON.parse(v) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: `${field} must be JSON`, path: [] });
      return z.NEVER;
    }
  });

export const V1Body = z.object({
  query: z
    .object({
      filter: jsonOrObject('query.filter').optional(),
      sort: jsonOrObject('query.sort').optional(),
      paging: offsetPaging,
    })
    .optional(),
  includeVariants: z.unknown().optional(),
  includeHiddenProducts: z.unknown().optional(),
  includeMerchantSpecificData: z.unknown().optional(),
});

export const V3Body = z.object({
  fields: fieldSets,
  query: z
    .object({
      filter: filterObject.optional(),
      sort: z.array(z.unknown()).optional(),
      cursorPaging: cursorPaging(500),
      paging: offsetPaging,
    })
    .optional(),
});

const oneOrMany = <T extends z.ZodType>(item: T) =>
  z.union([z.array(item), item]).transform((v) => (Array.isArray(v) ? v : [v]) as z.output<T>[]);

/** Search Products: `search` is a cursor search (filter, sort, paging) with free text in `search.search`. */
export const V3SearchBody = z.object({
  fields: fieldSets,
  search: z
    .object({
      filter: filterObject.optional(),
      sort: z.array(z.unknown()).optional(),
      cursorPaging: cursorPaging(16000),
      search: z
        .object({
          mode: z.enum(['OR', 'AND']).optional(),
          expression: z.string().max(1000).nullish(),
          fields: oneOrMany(z.enum(SEARCHABLE_FIELDS)).optional(),
          fuzzy: z.union([z.boolean(), z.enum(['true', 'false'])]).optional(),
        })
        .optional(),
      aggregations: z.unknown().optional(),
      timeZone: z.string().max(100).nullish(),
    })
    .optional(),
});

/** A text search carried in a cursor, checked like one from a request. */
export const CursorText = z
  .object({ expression: z.string().max(1000), fields: z.array(z.enum(SEARCHABLE_FIELDS)), mode: z.enum(['OR', 'AND']) })
  .strict();
