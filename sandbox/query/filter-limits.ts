// Bounds on a filter's size, checked before anything compiles or runs it (a
// 30 000-branch $or, a 100 000-item $in once answered 500). A real client stays far below them: the
// extension sends at most 50 $or branches (lib/messaging/provider-filter.ts), the contacts search box
// 5 per word, bulk actions a page of ids. Over a limit: 400 in the provider's validation shape.
import { QueryValidationError, type FieldViolation } from './types.ts';
import { isPlainObject } from './values.ts';

export const FILTER_LIMITS = {
  /** Branches of one `$and` / `$or`. */
  branches: 100,
  /** Items of one `$in`, `$nin`, `$hasSome`, `$hasAll` list. */
  listItems: 1000,
  /** `$and` / `$or` / `$not` nesting. */
  depth: 32,
  /** Objects, keys and list items in the whole filter. */
  nodes: 5000,
} as const;

const LOGICAL = new Set(['$and', '$or']);

/** Throws a QueryValidationError naming the first limit passed. Walks without recursion. */
export function checkFilterLimits(filter: unknown, errorPath: string): void {
  let nodes = 0;
  const stack: Array<{ node: unknown; path: string; depth: number }> = [{ node: filter, path: errorPath, depth: 1 }];
  const refuse = (v: FieldViolation): never => {
    throw new QueryValidationError([
      { refusal: v.violatedRule === 'FIELD_NOT_ALLOWED' ? 'unknownField' : 'malformed', ...v },
    ]);
  };
  while (stack.length > 0) {
    const { node, path, depth } = stack.pop()!;
    if (++nodes > FILTER_LIMITS.nodes)
      refuse({
        field: errorPath,
        description: `has more than ${FILTER_LIMITS.nodes} conditions and values`,
        violatedRule: 'MAX_SIZE',
        data: { threshold: FILTER_LIMITS.nodes },
      });
    if (Array.isArray(node)) {
      if (node.length > FILTER_LIMITS.listItems)
        refuse({
          field: path,
          description: `has more than ${FILTER_LIMITS.listItems} items`,
          violatedRule: 'MAX_SIZE',
          data: { threshold: FILTER_LIMITS.listItems },
        });
      node.forEach((item, i) => stack.push({ node: item, path: `${path}[${i}]`, depth }));
      continue;
    }
    if (!isPlainObject(node)) continue;
    for (const [key, value] of Object.entries(node)) {
      const at = `${path}.${key}`;
      // No field map holds it, and any copy of the filter (contacts rewrite theirs) would lose it.
      if (key === '__proto__')
        refuse({
          field: at,
          description: 'filtering by __proto__ is not supported',
          violatedRule: 'FIELD_NOT_ALLOWED',
        });
      const logical = LOGICAL.has(key) || key === '$not';
      if (logical && depth + 1 > FILTER_LIMITS.depth)
        refuse({
          field: at,
          description: `nests filters more than ${FILTER_LIMITS.depth} levels deep`,
          violatedRule: 'MAX',
          data: { threshold: FILTER_LIMITS.depth },
        });
      if (LOGICAL.has(key) && Array.isArray(value) && value.length > FILTER_LIMITS.branches)
        refuse({
          field: at,
          description: `has more than ${FILTER_LIMITS.branches} branches`,
          violatedRule: 'MAX_SIZE',
          data: { threshold: FILTER_LIMITS.branches },
        });
      stack.push({ node: value, path: at, depth: logical ? depth + 1 : depth });
    }
  }
}
