// Query Sites and Count Sites request bodies (provider-docs/site-list.service.json).
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
