// Request schemas of the member follower calls (auto_sdk_members_member-followers request types).
import { z } from 'zod';
import { guid, protoInt } from '../../http/schemas.ts';

export const memberIdParam = z.object({ memberId: guid() });

/** CursorPaging here: "@min 1", "@max 100". GET query strings nest dotted keys (http/query-string.ts). */
export const listQuery = z.looseObject({
  paging: z
    .looseObject({
      limit: protoInt().pipe(z.number().int().min(1).max(100)).nullish(),
      cursor: z.string().max(16000).nullish(),
    })
    .optional(),
});

/** "@maxSize 100", each a GUID. */
export const connectionsBody = z.looseObject({ connectedMemberIds: z.array(guid()).max(100) });

/** The reference sets no default page size; the sandbox answers 50 (sandbox/README.md). */
export const FOLLOW_PAGE_LIMITS = { defaultLimit: 50, maxLimit: 100 } as const;
