// Request schemas of the member calls (contract note §3.2).
import { z } from 'zod';
import { filterObject, guid, offsetPaging, oneOrMany, sortList } from '../../http/schemas.ts';
import { FIELDSETS } from './fieldsets.ts';

const fieldset = z.enum(FIELDSETS);

export const queryMembersBody = z.looseObject({
  query: z
    .looseObject({
      filter: filterObject.nullish(),
      // The SDK builder sends `sort`; the REST schema names it `sorting`. Accept both.
      sort: sortList.nullish(),
      sorting: sortList.nullish(),
      paging: offsetPaging.nullish(),
    })
    .nullish(),
  fieldsets: oneOrMany(fieldset).nullish(),
  /** Deprecated single form. */
  fieldSet: fieldset.nullish(),
});

export const memberIdParam = z.object({ id: guid() });

export const getMemberQuery = z.looseObject({
  // The SDK repeats the path id here; tolerated, the path wins.
  id: z.unknown().optional(),
  fieldsets: oneOrMany(fieldset).nullish(),
  fieldSet: fieldset.nullish(),
});
