// `$nin` for the fields a domain allows it on: `{f: {$nin: [..]}}` becomes `{$not: {f: {$in: [..]}}}`,
// which the compiler knows (a missing value is "not in", as the compiler's $not gives).
import { isPlainObject } from './values.ts';

export function rewriteNin(node: unknown, fields: ReadonlySet<string>): unknown {
  if (Array.isArray(node)) return node.map((n) => rewriteNin(n, fields));
  if (!isPlainObject(node)) return node;
  const parts: Record<string, unknown>[] = [];
  const rest: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(node)) {
    if (k === '$and' || k === '$or' || k === '$not') rest[k] = rewriteNin(v, fields);
    else if (fields.has(k) && isPlainObject(v) && '$nin' in v) {
      const { $nin, ...others } = v;
      parts.push({ $not: { [k]: { $in: $nin } } });
      if (Object.keys(others).length > 0) rest[k] = others;
    } else rest[k] = v;
  }
  if (parts.length === 0) return rest;
  return Object.keys(rest).length === 0 && parts.length === 1 ? parts[0] : { $and: [rest, ...parts] };
}
