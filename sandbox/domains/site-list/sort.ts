// Sites sort fields (filter-and-sort.md): createdDate, updatedDate, displayName, trashedDate
// (no site is trashed, so it orders nothing). Ties break on id. Default: createdDate ASC.
import { QueryValidationError, type SortSpec } from '../../query/types.ts';
import type { SiteFacts } from './site-doc.ts';

const KEYS: Record<string, (s: SiteFacts) => string> = {
  createdDate: (s) => s.doc.createdDate,
  updatedDate: (s) => s.doc.updatedDate,
  displayName: (s) => s.doc.displayName.toLowerCase(),
  trashedDate: () => '',
};

export const DEFAULT_SITE_SORT: SortSpec[] = [{ fieldName: 'createdDate', order: 'ASC' }];

export function checkSiteSort(sort: readonly SortSpec[]): void {
  sort.forEach((s, i) => {
    if (!(s.fieldName in KEYS)) {
      throw new QueryValidationError([
        { field: `query.sort[${i}].fieldName`, description: `cannot sort by ${s.fieldName}`, violatedRule: 'INVALID' },
      ]);
    }
  });
}

export function sortSites(sites: SiteFacts[], sort: readonly SortSpec[]): SiteFacts[] {
  const cmp = (a: SiteFacts, b: SiteFacts): number => {
    for (const s of sort) {
      const ka = KEYS[s.fieldName]!(a);
      const kb = KEYS[s.fieldName]!(b);
      if (ka !== kb) return (ka < kb ? -1 : 1) * (s.order === 'DESC' ? -1 : 1);
    }
    return a.doc.id < b.doc.id ? -1 : a.doc.id > b.doc.id ? 1 : 0;
  };
  return [...sites].sort(cmp);
}
