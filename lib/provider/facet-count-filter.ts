import type { ContactFilter } from '../messaging/contacts';

// Query Facets counts within a filter of the email subscription fields only, each with its own
// operators (docs/provider-contract.md §3.3); the provider refuses any other field. This finds the
// filter, if any, that counts exactly the contacts a list filter selects: the panel's subscription
// conditions, joined by `$and` as the reference's example joins them. Anything else (a search, a
// label, a name, `$or`, `$not`) can't be counted per facet.

const SUBSCRIPTION = 'info.extendedFields.emailSubscriptions.subscriptionStatus';
const DELIVERABILITY = 'info.extendedFields.emailSubscriptions.deliverabilityStatus';
const EFFECTIVE_EMAIL = 'info.extendedFields.emailSubscriptions.effectiveEmail';

const FIELDS: Readonly<Record<string, { as: string; ops: readonly string[] }>> = {
  [SUBSCRIPTION]: { as: SUBSCRIPTION, ops: ['$eq', '$ne', '$in'] },
  [DELIVERABILITY]: { as: DELIVERABILITY, ops: ['$eq', '$ne', '$in', '$nin'] },
  [EFFECTIVE_EMAIL]: { as: EFFECTIVE_EMAIL, ops: ['$exists'] },
};

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function conditions(node: unknown): ContactFilter[] | undefined {
  if (!isRecord(node)) return undefined;
  const out: ContactFilter[] = [];
  for (const [key, value] of Object.entries(node)) {
    if (key === '$and') {
      if (!Array.isArray(value)) return undefined;
      for (const part of value) {
        const inner = conditions(part);
        if (!inner) return undefined;
        out.push(...inner);
      }
      continue;
    }
    const field = Object.hasOwn(FIELDS, key) ? FIELDS[key] : undefined;
    if (!field) return undefined;
    const ops = isRecord(value) ? Object.keys(value) : ['$eq'];
    if (ops.length === 0 || !ops.every((op) => field.ops.includes(op))) return undefined;
    out.push({ [field.as]: value } as ContactFilter);
  }
  return out;
}

/**
 * The Query Facets filter that counts what `filter` selects: `null` for none (the whole site),
 * `undefined` when the provider can't count within it.
 */
export function facetCountFilter(filter: ContactFilter | null): ContactFilter | null | undefined {
  if (filter === null) return null;
  const parts = conditions(filter);
  if (!parts) return undefined;
  return parts.length === 0 ? null : parts.length === 1 ? parts[0]! : { $and: parts };
}
