// Query Facets' filter takes "Only allowed fields" (the reference's words, docs/provider-contract.md §3.3):
// the primary email's effective address ($exists), deliverability ($eq $ne $in $nin) and subscription
// ($eq $ne $in). Any other field or operator is refused here, before the filter compiles, in the
// provider's validation shape. `$and`/`$or`/`$not` combine allowed conditions (the reference's example
// uses `$and`); a malformed shape is left to the compiler, which names it.
import { validationError } from '../../http/errors.ts';
import { ownField } from '../../query/own-field.ts';
import type { FieldViolation } from '../../query/types.ts';
import { isPlainObject } from '../../query/values.ts';

const FACETS_FILTER_FIELDS: Readonly<Record<string, readonly string[]>> = {
  'info.extendedFields.emailSubscriptions.effectiveEmail': ['$exists'],
  'info.extendedFields.emailSubscriptions.deliverabilityStatus': ['$eq', '$ne', '$in', '$nin'],
  'info.extendedFields.emailSubscriptions.subscriptionStatus': ['$eq', '$ne', '$in'],
};

function check(node: unknown, path: string, out: FieldViolation[]): void {
  if (!isPlainObject(node)) return;
  for (const [key, value] of Object.entries(node)) {
    const at = `${path}.${key}`;
    if (key === '$and' || key === '$or') {
      if (Array.isArray(value)) value.forEach((v, i) => check(v, `${at}[${i}]`, out));
    } else if (key === '$not') check(value, at, out);
    else if (key.startsWith('$')) continue;
    else {
      const ops = ownField(FACETS_FILTER_FIELDS, key);
      if (!ops) {
        out.push({
          field: at,
          description: `filtering facets by ${key} is not allowed`,
          violatedRule: 'FIELD_NOT_ALLOWED',
        });
        continue;
      }
      const given = isPlainObject(value) ? Object.keys(value).filter((k) => k.startsWith('$')) : [];
      // A bare value is `$eq`, as everywhere in the query language.
      for (const op of given.length > 0 ? given : ['$eq'])
        if (!ops.includes(op))
          out.push({
            field: given.length > 0 ? `${at}.${op}` : at,
            description: `operator ${op} is not allowed for ${key} in facets (allowed: ${ops.join(', ')})`,
            violatedRule: 'FIELD_NOT_ALLOWED',
          });
    }
  }
}

/** Throws the provider's 400 when `filter` names a field or operator Query Facets does not allow. */
export function checkFacetsFilter(filter: Record<string, unknown> | undefined, path: string): void {
  const violations: FieldViolation[] = [];
  check(filter, path, violations);
  if (violations.length > 0) throw validationError(violations);
}
