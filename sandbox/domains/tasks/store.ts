// Task persistence: SQL over tasks.doc (generated columns for what filters and sorts read), scoped
// by site. Docs are stored without the contact summary (contact-summary.ts adds it on the way out).
import type { Db } from '../../db/open.ts';
import { compileFilter, compileSort, countRows, selectPageWithTotal, type SortSpec } from '../../query/index.ts';
import { checkFilterLimits } from '../../query/filter-limits.ts';
import { rewriteNin } from '../../query/rewrite-nin.ts';
import { TASK_DEFAULT_SORT, TASK_FIELDS, TASK_NIN_FIELDS } from './fields.ts';
import type { TaskDoc } from './task-doc.ts';

const where = (filter: unknown, errorPath: string) => {
  checkFilterLimits(filter, errorPath);
  return compileFilter(rewriteNin(filter, TASK_NIN_FIELDS), TASK_FIELDS, { errorPath });
};
const parse = (doc: string): TaskDoc => JSON.parse(doc) as TaskDoc;
/** Only the contact's id is stored. */
const stored = (doc: TaskDoc): string =>
  JSON.stringify(doc.contact ? { ...doc, contact: { id: doc.contact.id } } : doc);

export function getTask(db: Db, siteId: string, id: string): TaskDoc | undefined {
  const row = db.prepare('SELECT doc FROM tasks WHERE site_id = ? AND id = ?').get(siteId, id) as
    { doc: string } | undefined;
  return row ? parse(row.doc) : undefined;
}

/** A new task goes first in the display order (before the lowest position). */
export function insertTask(db: Db, siteId: string, doc: TaskDoc, overdueNotified = false): void {
  const first = db.prepare('SELECT MIN(position) AS p FROM tasks WHERE site_id = ?').get(siteId) as {
    p: number | null;
  };
  db.prepare('INSERT INTO tasks (site_id, id, doc, position, overdue_notified) VALUES (?, ?, ?, ?, ?)').run(
    siteId,
    doc.id,
    stored(doc),
    (first.p ?? 1) - 1,
    overdueNotified ? 1 : 0,
  );
}

/** Saves the doc; a changed due date may become overdue again (`resetOverdue`). */
export function saveTask(db: Db, siteId: string, doc: TaskDoc, resetOverdue: boolean): void {
  db.prepare(
    `UPDATE tasks SET doc = ?, overdue_notified = CASE WHEN ? THEN 0 ELSE overdue_notified END WHERE site_id = ? AND id = ?`,
  ).run(stored(doc), resetOverdue ? 1 : 0, siteId, doc.id);
}

export function deleteTaskRow(db: Db, siteId: string, id: string): void {
  db.prepare('DELETE FROM tasks WHERE site_id = ? AND id = ?').run(siteId, id);
}

export function queryTasks(
  db: Db,
  siteId: string,
  q: { filter?: unknown; sort?: SortSpec[]; limit: number; offset: number },
): { items: TaskDoc[]; total: number } {
  const w = where(q.filter, 'query.filter');
  const orderBy = compileSort(q.sort, TASK_FIELDS, { errorPath: 'query.sort', defaultSort: TASK_DEFAULT_SORT });
  const { docs, total } = selectPageWithTotal(db, {
    table: 'tasks',
    where: `site_id = ? AND ${w.sql}`,
    params: [siteId, ...w.params],
    orderBy,
    limit: q.limit,
    offset: q.offset,
  });
  return { items: docs.map(parse), total };
}

export function countTasks(db: Db, siteId: string, filter: unknown): number {
  const w = where(filter, 'filter');
  return countRows(db, 'tasks', `site_id = ? AND ${w.sql}`, [siteId, ...w.params]);
}

/** ACTION_NEEDED tasks whose due date has come and whose overdue event is not recorded yet. */
export function newlyOverdueTasks(db: Db, siteId: string, now: Date): TaskDoc[] {
  const rows = db
    .prepare(
      `SELECT doc FROM tasks WHERE site_id = ? AND status = 'ACTION_NEEDED' AND overdue_notified = 0
       AND due_date IS NOT NULL AND due_date <= ? ORDER BY due_date, id`,
    )
    .all(siteId, now.toISOString()) as { doc: string }[];
  return rows.map((r) => parse(r.doc));
}

export function markOverdueNotified(db: Db, siteId: string, id: string): void {
  db.prepare('UPDATE tasks SET overdue_notified = 1 WHERE site_id = ? AND id = ?').run(siteId, id);
}

/** Places `id` right after `afterId` in the display order, or first without one. */
export function moveTaskAfterRow(db: Db, siteId: string, id: string, afterId: string | undefined): void {
  const pos = (taskId: string) =>
    (db.prepare('SELECT position AS p FROM tasks WHERE site_id = ? AND id = ?').get(siteId, taskId) as { p: number }).p;
  let position: number;
  if (afterId === undefined) {
    const first = db.prepare('SELECT MIN(position) AS p FROM tasks WHERE site_id = ? AND id <> ?').get(siteId, id) as {
      p: number | null;
    };
    position = (first.p ?? 1) - 1;
  } else {
    const after = pos(afterId);
    const next = db
      .prepare('SELECT MIN(position) AS p FROM tasks WHERE site_id = ? AND id <> ? AND position > ?')
      .get(siteId, id, after) as { p: number | null };
    position = next.p === null ? after + 1 : (after + next.p) / 2;
  }
  db.prepare('UPDATE tasks SET position = ? WHERE site_id = ? AND id = ?').run(position, siteId, id);
}

/** The site's task ids in display order (position, then id). */
export function taskDisplayOrder(db: Db, siteId: string): string[] {
  return (
    db.prepare('SELECT id FROM tasks WHERE site_id = ? ORDER BY position, id').all(siteId) as { id: string }[]
  ).map((r) => r.id);
}
