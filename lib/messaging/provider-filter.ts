import { z } from 'zod';

// The provider's filter grammar (`$and`, `$or`, `$not`, one field per condition), shared by every
// tool that filters: each domain names the fields it may filter on, the shape is the same.

export const OPERATORS = [
  '$eq',
  '$ne',
  '$in',
  '$hasSome',
  '$hasAll',
  '$startsWith',
  '$contains',
  '$exists',
  '$gt',
  '$gte',
  '$lt',
  '$lte',
] as const;
export type Operator = (typeof OPERATORS)[number];

export type Scalar = string | number | boolean | null;
export type ProviderFilter =
  | { $and: ProviderFilter[] }
  | { $or: ProviderFilter[] }
  | { $not: ProviderFilter }
  | { [field: string]: Scalar | Partial<Record<Operator, Scalar | Array<string | number>>> };

const ScalarSchema = z.union([z.string().max(500), z.number().finite(), z.boolean(), z.null()]);
const OperatorValue = z.union([ScalarSchema, z.array(z.union([z.string().max(500), z.number().finite()])).max(100)]);

/** The schema of a filter over the fields `field` accepts; checked in the background before any call. */
export function providerFilterSchema(field: z.ZodType<string>): z.ZodType<ProviderFilter> {
  const leaf = z
    .record(z.string(), z.union([ScalarSchema, z.partialRecord(z.enum(OPERATORS), OperatorValue)]))
    .refine((o) => Object.keys(o).length === 1, 'one field per condition')
    .refine((o) => Object.keys(o).every((k) => field.safeParse(k).success), 'not a field this filter may name');
  const node: z.ZodType<ProviderFilter> = z.lazy(() =>
    z.union([
      z.object({ $and: z.array(node).max(50) }).strict(),
      z.object({ $or: z.array(node).max(50) }).strict(),
      z.object({ $not: node }).strict(),
      leaf,
    ]),
  ) as z.ZodType<ProviderFilter>;
  return node;
}
