// Rule persistence: SQL over moderation_rules.doc (generated columns for filters, sorts and the
// per-namespace count), scoped by site.
import type { Db } from '../../db/open.ts';
import { cachedStatement } from '../../db/statement-cache.ts';
import { compileFilter, compileSort, selectPageWithTotal, type SortSpec } from '../../query/index.ts';
import { RULE_DEFAULT_SORT, RULE_FIELDS } from './fields.ts';
import type { RuleDoc } from './rule-doc.ts';

const parse = (doc: string): RuleDoc => JSON.parse(doc) as RuleDoc;

export function getRule(db: Db, siteId: string, id: string): RuleDoc | undefined {
  const row = db.prepare('SELECT doc FROM moderation_rules WHERE site_id = ? AND id = ?').get(siteId, id) as
    { doc: string } | undefined;
  return row ? parse(row.doc) : undefined;
}

/** Cached: the agency seed inserts one for each of its 1 000 sites. */
export function insertRule(db: Db, siteId: string, doc: RuleDoc): void {
  cachedStatement(db, 'INSERT INTO moderation_rules (site_id, id, doc) VALUES (?, ?, ?)').run(
    siteId,
    doc.id,
    JSON.stringify(doc),
  );
}

export function saveRule(db: Db, siteId: string, doc: RuleDoc): void {
  db.prepare('UPDATE moderation_rules SET doc = ? WHERE site_id = ? AND id = ?').run(
    JSON.stringify(doc),
    siteId,
    doc.id,
  );
}

export function deleteRuleRow(db: Db, siteId: string, id: string): void {
  db.prepare('DELETE FROM moderation_rules WHERE site_id = ? AND id = ?').run(siteId, id);
}

export function countRulesInNamespace(db: Db, siteId: string, namespace: string): number {
  return (
    db
      .prepare('SELECT COUNT(*) AS n FROM moderation_rules WHERE site_id = ? AND namespace = ?')
      .get(siteId, namespace) as {
      n: number;
    }
  ).n;
}

/** The namespace's enabled rules, oldest first (the order Check Content lists its violations in). */
export function enabledRules(db: Db, siteId: string, namespace: string): RuleDoc[] {
  const rows = db
    .prepare(
      'SELECT doc FROM moderation_rules WHERE site_id = ? AND namespace = ? AND enabled = 1 ORDER BY created_date, id',
    )
    .all(siteId, namespace) as { doc: string }[];
  return rows.map((r) => parse(r.doc));
}

export function queryRules(
  db: Db,
  siteId: string,
  q: { filter?: unknown; sort?: SortSpec[]; limit: number; offset: number },
): { items: RuleDoc[]; total: number } {
  const w = compileFilter(q.filter, RULE_FIELDS, { errorPath: 'query.filter' });
  const orderBy = compileSort(q.sort, RULE_FIELDS, { errorPath: 'query.sort', defaultSort: RULE_DEFAULT_SORT });
  const { docs, total } = selectPageWithTotal(db, {
    table: 'moderation_rules',
    where: `site_id = ? AND ${w.sql}`,
    params: [siteId, ...w.params],
    orderBy,
    limit: q.limit,
    offset: q.offset,
  });
  return { items: docs.map(parse), total };
}
