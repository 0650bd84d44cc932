// Query Sites and Count Sites request bodies (docs/provider-contract.md §3.7).
import { z } from 'zod';
import { cursorQuery, filterObject } from '../../http/schemas.ts';

export const querySitesBody = z.looseObject({
  query: cursorQuery(),
});

export const countSitesBody = z.looseObject({ filter: filterObject.nullish() });
