// Request schemas of the member report calls (auto_sdk_members_member-report request types).
import { z } from 'zod';
import { cursorPaging, filterObject, guid, sortList } from '../../http/schemas.ts';
import { REPORT_CATEGORIES } from './member-report-doc.ts';

/** The reference sets no length for the description; the sandbox caps it (sandbox/README.md). */
export const REPORT_DESCRIPTION_MAX = 2000;

export const reportMemberBody = z.looseObject({
  memberReport: z.looseObject({
    reportedMemberId: guid(),
    // id, reportingMemberId and createdDate are read-only: ignored when sent.
    reason: z.looseObject({
      category: z.enum(REPORT_CATEGORIES),
      description: z.string().max(REPORT_DESCRIPTION_MAX).nullish(),
    }),
  }),
});

/**
 * QueryV2 names its parts `sorting` and `paging`; the SDK's query builder sends `sort` and
 * `cursorPaging`. Both spellings are read.
 */
export const queryV2Body = z.looseObject({
  query: z
    .looseObject({
      filter: filterObject.nullish(),
      sorting: sortList.nullish(),
      sort: sortList.nullish(),
      paging: cursorPaging.nullish(),
      cursorPaging: cursorPaging.nullish(),
    })
    .nullish(),
});

/** GET query string, dotted keys nested (http/query-string.ts). */
export const listReportedMembersQuery = z.looseObject({ cursorPaging: cursorPaging.optional() });

export const memberIdParam = z.object({ memberId: guid() });
