// Label reads: the site's stored labels plus the SYSTEM ones, through the definitions query.
import type { Db } from '../../db/open.ts';
import type { SortSpec } from '../../query/types.ts';
import { queryDefinitions, type DefinitionPage } from '../contacts/definitions-query.ts';
import { SYSTEM_LABELS, type LabelDoc } from '../contacts/labels.ts';
import { LABEL_DEFAULT_ORDER, LABEL_FIELDS, LABEL_PAGE_LIMITS } from './fields.ts';

export interface LabelQuery {
  filter?: unknown;
  sort?: SortSpec[];
  paging?: { limit?: number | null; offset?: number | null };
}

export function queryLabels(db: Db, siteId: string, q: LabelQuery): DefinitionPage<LabelDoc> {
  return queryDefinitions<LabelDoc>(db, {
    stored: { sql: 'SELECT doc FROM contact_labels WHERE site_id = ?', params: [siteId] },
    builtIn: SYSTEM_LABELS,
    ...q,
    fields: LABEL_FIELDS,
    limits: LABEL_PAGE_LIMITS,
    defaultOrder: LABEL_DEFAULT_ORDER,
  });
}
