// The counts behind List/Query Facets, for the contacts a filter matches. Without a filter: one
// index-only pass over contact_search_facets (email states, member status, labelled or not) and
// one over the site's label values. With one: the matching ids are written once into a temporary
// table (the search box's prefix filter can match tens of thousands of contacts, and reading its
// index ranges twice is what costs), then both counts read from it: by looking each id up when
// there are few, by scanning and testing membership when there are many.
import type { Db } from '../../db/open.ts';
import { isPlainObject } from '../../query/values.ts';
import { MEMBERSHIP_STATUS_SQL } from './fields.ts';
import { matchingIds, type ContactFilter } from './store.ts';

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

interface Group {
  sub: string | null;
  del: string | null;
  mem: string | null;
  lab: number;
  n: number;
}

const MATCHES = 'temp.contact_facet_ids';
/**
 * Up to this many matches, looking each one up (~4 µs) beats scanning the site's facets index or
 * label values and testing membership (~15–20 ms on the large seed's 85 000 contacts).
 */
const LOOKUP_MAX = 5_000;
const GROUP_COLUMNS = `s.email_subscription AS sub, s.email_deliverability AS del, ${MEMBERSHIP_STATUS_SQL} AS mem, s.labeled AS lab, COUNT(*) AS n`;
const GROUP_BY = 'GROUP BY s.email_subscription, s.email_deliverability, s.member_status, s.labeled';

function add(map: Map<string, number>, key: string | null, n: number): void {
  if (key !== null) map.set(key, (map.get(key) ?? 0) + n);
}

function fromGroups(groups: readonly Group[], labels: readonly { k: string; n: number }[]): FacetCounts {
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
  return {
    total,
    notLabeled,
    subscription,
    deliverability,
    membership,
    labels: new Map(labels.map((r) => [r.k, r.n])),
  };
}

/** Every contact of the site: index-only. contact_values.value is NOCASE (prefix search); label keys are exact. */
function countAll(db: Db, siteId: string): FacetCounts {
  const groups = db
    .prepare(`SELECT ${GROUP_COLUMNS} FROM contact_search s WHERE s.site = ? ${GROUP_BY}`)
    .all(siteId) as Group[];
  const labels = db
    .prepare(
      `SELECT value AS k, COUNT(*) AS n FROM contact_values WHERE site = ? AND kind = 'labels' GROUP BY value COLLATE BINARY`,
    )
    .all(siteId) as { k: string; n: number }[];
  return fromGroups(groups, labels);
}

function countMatches(db: Db, siteId: string, q: ContactFilter): FacetCounts {
  db.exec(`CREATE TEMP TABLE IF NOT EXISTS contact_facet_ids (id TEXT PRIMARY KEY) WITHOUT ROWID`);
  db.exec(`DELETE FROM ${MATCHES}`);
  const ids = matchingIds(db, siteId, q);
  const n = db.prepare(`INSERT OR IGNORE INTO ${MATCHES} (id) ${ids.sql}`).run(...ids.params).changes;
  // CROSS JOIN keeps the ids as the outer loop (one primary-key seek each).
  const groups = (
    n <= LOOKUP_MAX
      ? db.prepare(
          `SELECT ${GROUP_COLUMNS} FROM ${MATCHES} m CROSS JOIN contact_search s ON s.site = ? AND s.id = m.id ${GROUP_BY}`,
        )
      : db.prepare(
          `SELECT ${GROUP_COLUMNS} FROM contact_search s INDEXED BY contact_search_facets WHERE s.site = ? AND s.id IN ${MATCHES} ${GROUP_BY}`,
        )
  ).all(siteId) as Group[];
  const labels = (
    n <= LOOKUP_MAX
      ? db.prepare(`SELECT v.value AS k, COUNT(*) AS n FROM ${MATCHES} m CROSS JOIN contact_values v INDEXED BY contact_values_contact
        ON v.site = ? AND v.id = m.id AND v.kind = 'labels' GROUP BY v.value COLLATE BINARY`)
      : db.prepare(
          `SELECT value AS k, COUNT(*) AS n FROM contact_values WHERE site = ? AND kind = 'labels' AND id IN ${MATCHES} GROUP BY value COLLATE BINARY`,
        )
  ).all(siteId) as { k: string; n: number }[];
  db.exec(`DELETE FROM ${MATCHES}`);
  return fromGroups(groups, labels);
}

export function countFacets(db: Db, siteId: string, q: ContactFilter): FacetCounts {
  const noFilter = q.filter === undefined || (isPlainObject(q.filter) && Object.keys(q.filter).length === 0);
  const everything = noFilter && (q.idConditions ?? []).length === 0;
  return everything ? countAll(db, siteId) : db.transaction(() => countMatches(db, siteId, q))();
}
