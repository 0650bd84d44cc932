// The bulk contact calls: the contacts a filter and a search match, each changed as its own call
// would (operations.ts: same rules, same events), one failing without stopping the others; the
// outcome becomes a bulk job (bulk-jobs.ts).
import type { Db } from '../../db/open.ts';
import { applicationError, ProviderError } from '../../http/errors.ts';
import { withQueryErrors } from '../../http/validate.ts';
import { contactFilter } from './contact-filter.ts';
import { requireExistingLabels } from './labels.ts';
import { deleteContact, labelContact, unlabelContact, updateContact } from './operations.ts';
import type { ContactInfoInput } from './schemas.ts';
import { getContact, matchingIds } from './store.ts';
import { recordContactJob, type BulkJobType, type BulkOutcome, type ContactBulkJob } from './bulk-jobs.ts';

export interface BulkCriteria {
  filter?: Record<string, unknown> | null;
  search?: string | null;
}

/** Delete and label calls: "The request should contain a `filter` value or a `search` value, or both." */
export function requireCriteria(c: BulkCriteria): void {
  if (!c.filter && !c.search)
    throw applicationError(400, 'NEITHER_FILTER_NOR_SEARCH', 'The request needs a filter, a search, or both');
}

function matchedIds(db: Db, siteId: string, c: BulkCriteria): string[] {
  return withQueryErrors(() => {
    const match = contactFilter(db, siteId, c.filter ?? undefined, {
      search: c.search ?? undefined,
      errorPath: 'filter',
    });
    const ids = matchingIds(db, siteId, match);
    const rows = db.prepare(`SELECT DISTINCT id FROM (${ids.sql}) ORDER BY id`).all(...ids.params) as { id: string }[];
    return rows.map((r) => r.id);
  });
}

function runBulk(
  db: Db,
  siteId: string,
  type: BulkJobType,
  ids: string[],
  change: (id: string) => void,
): ContactBulkJob {
  const started = new Date();
  const outcome: BulkOutcome = { total: ids.length, failures: new Map() };
  return db.transaction(() => {
    for (const id of ids) {
      try {
        change(id);
      } catch (e) {
        if (!(e instanceof ProviderError)) throw e;
        const body = e.body.details;
        const code = 'applicationError' in body ? body.applicationError.code : 'INVALID_ARGUMENT';
        const f = outcome.failures.get(code) ?? { count: 0, message: e.message };
        outcome.failures.set(code, { ...f, count: f.count + 1 });
      }
    }
    return recordContactJob(db, siteId, type, outcome, started);
  })();
}

export function bulkDelete(db: Db, siteId: string, c: BulkCriteria): ContactBulkJob {
  requireCriteria(c);
  return runBulk(db, siteId, 'DELETE', matchedIds(db, siteId, c), (id) => deleteContact(db, siteId, id));
}

export function bulkUpdate(
  db: Db,
  siteId: string,
  c: BulkCriteria & { info: ContactInfoInput; maskPaths?: readonly string[] },
): ContactBulkJob {
  return runBulk(db, siteId, 'UPDATE', matchedIds(db, siteId, c), (id) => {
    const revision = getContact(db, siteId, id)!.revision;
    updateContact(db, siteId, id, { info: c.info, revision, allowDuplicates: false, maskPaths: c.maskPaths });
  });
}

export function bulkLabel(
  db: Db,
  siteId: string,
  c: BulkCriteria & { add: readonly string[]; remove: readonly string[] },
): ContactBulkJob {
  requireCriteria(c);
  // "Label keys must exist to be added to the contact." Removed keys are checked as Unlabel Contact checks them.
  requireExistingLabels(db, siteId, [...c.add, ...c.remove]);
  const type = c.add.length && c.remove.length ? 'ADD_REMOVE_LABELS' : c.remove.length ? 'REMOVE_LABELS' : 'ADD_LABELS';
  return runBulk(db, siteId, type, matchedIds(db, siteId, c), (id) => {
    if (c.add.length) labelContact(db, siteId, id, c.add);
    if (c.remove.length) unlabelContact(db, siteId, id, c.remove);
  });
}
