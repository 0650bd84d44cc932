// Why is a query slow? Records the SQL a request runs (by wrapping db.prepare on the bench's own
// handle) and prints SQLite's EXPLAIN QUERY PLAN for each statement.
import type { Db } from '../sandbox/db/open.ts';

interface Captured {
  sql: string;
  params: unknown[];
}

const METHODS = ['all', 'get', 'run', 'iterate'] as const;

export async function explainRequest(db: Db, send: () => Promise<unknown>): Promise<string[]> {
  const captured: Captured[] = [];
  const original = db.prepare.bind(db);
  const wrapped = (source: string) => {
    const stmt = original(source);
    for (const m of METHODS) {
      const fn = stmt[m] as (...a: unknown[]) => unknown;
      Object.defineProperty(stmt, m, {
        value: (...args: unknown[]) => {
          captured.push({ sql: source, params: args });
          return fn.apply(stmt, args);
        },
      });
    }
    return stmt;
  };
  Object.defineProperty(db, 'prepare', { value: wrapped, configurable: true, writable: true });
  try {
    await send();
  } finally {
    Object.defineProperty(db, 'prepare', { value: original, configurable: true, writable: true });
  }
  const out: string[] = [];
  for (const c of captured) {
    if (!/^\s*SELECT/i.test(c.sql)) continue;
    const sql = c.sql.replace(/\s+/g, ' ').trim();
    out.push(`SQL: ${sql.length > 400 ? `${sql.slice(0, 400)}…` : sql}`);
    try {
      const plan = db.prepare(`EXPLAIN QUERY PLAN ${c.sql}`).all(...c.params) as { detail: string }[];
      for (const p of plan) out.push(`  plan: ${p.detail}`);
    } catch (e) {
      out.push(`  (no plan: ${String(e)})`);
    }
  }
  if (out.length === 0) out.push('(no SELECT captured: statements prepared before the capture)');
  return out;
}
