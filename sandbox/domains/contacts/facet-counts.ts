// The counts behind List/Query Facets, for the contacts a filter matches: one grouped pass over
// contact_search (email states, member status, labelled or not: covered by contact_search_facets
// when nothing narrows), and one over the matching contacts' labels in contact_values.
import type { Db } from '../../db/open.ts';
import { MEMBERSHIP_STATUS_SQL } from './fields.ts';
import { matchContacts, type ContactFilter } from './store.ts';

export interface FacetCounts {
  total: number;
  notLabeled: number;
  /** primaryEmail.subscriptionStatus → contacts. */
  subscription: ReadonlyMap<string, number>;
  /** primaryEmail.deliverabilityStatus → contacts. */
  deliverability: ReadonlyMap<string, number>;
  /** members.membershipStatus (APPROVED, DENIED, PENDING, INACTIVE) → contacts. */
  membership: ReadonlyMap<string, number>;
  /** label key → contacts. */
  labels: ReadonlyMap<string, number>;
}

/** Counting needs every matching row: no page limit narrows the plan. */
const ALL_ROWS = Number.MAX_SAFE_INTEGER;

function add(map: Map<string, number>, key: string | null, n: number): void {
  if (key !== null) map.set(key, (map.get(key) ?? 0) + n);
}

export function countFacets(db: Db, siteId: string, q: ContactFilter): FacetCounts {
  const m = matchContacts(db, siteId, q, ALL_ROWS);
  const groups = db
    .prepare(`SELECT s.email_subscription AS sub, s.email_deliverability AS del, ${MEMBERSHIP_STATUS_SQL} AS mem, s.labeled AS lab, COUNT(*) AS n
      FROM ${m.from} GROUP BY s.email_subscription, s.email_deliverability, s.member_status, s.labeled`)
    .all(...m.params) as { sub: string | null; del: string | null; mem: string | null; lab: number; n: number }[];
  const subscription = new Map<string, number>();
  const deliverability = new Map<string, number>();
  const membership = new Map<string, number>();
  let total = 0;
  let notLabeled = 0;
  for (const g of groups) {
    total += g.n;
    if (!g.lab) notLabeled += g.n;
    add(subscription, g.sub, g.n);
    add(deliverability, g.del, g.n);
    add(membership, g.mem, g.n);
  }
  // contact_values.value is NOCASE (for prefix search); label keys are exact.
  const labelRows = db
    .prepare(`SELECT value AS k, COUNT(*) AS n FROM contact_values WHERE site = ? AND kind = 'labels'
      ${m.everything ? '' : `AND id IN (SELECT s.id FROM ${m.from})`} GROUP BY value COLLATE BINARY`)
    .all(siteId, ...(m.everything ? [] : m.params)) as { k: string; n: number }[];
  return { total, notLabeled, subscription, deliverability, membership, labels: new Map(labelRows.map((r) => [r.k, r.n])) };
}
