// Query Sites and Count Sites request bodies (docs/provider-contract.md §3.7).
import { z } from 'zod';
import { cursorPaging, filterObject, sortList } from '../../http/schemas.ts';

export const querySitesBody = z.looseObject({
  query: z
    .looseObject({
      filter: filterObject.nullish(),
      sort: sortList.nullish(),
      cursorPaging: cursorPaging.nullish(),
    })
    .nullish(),
});

export const countSitesBody = z.looseObject({ filter: filterObject.nullish() });
