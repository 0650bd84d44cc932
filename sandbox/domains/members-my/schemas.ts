// Request schemas of the current member's calls (docs/provider-contract.md §3.2).
import { z } from 'zod';
import { guid, oneOrMany } from '../../http/schemas.ts';
import { FIELDSETS } from '../members/fieldsets.ts';

export const getMyMemberQuery = z.looseObject({
  fieldsets: oneOrMany(z.enum(FIELDSETS)).nullish(),
});

export const deleteMyMemberQuery = z.looseObject({
  contentAssigneeId: guid().nullish(),
});

export const updateMySlugBody = z.looseObject({
  // Slugs end member URLs (https://example.com/profile/{slug}/profile): no spaces, slashes, ? or #.
  slug: z
    .string()
    .min(1)
    .max(255)
    .regex(/^[^\s/?#]+$/, { message: 'must not contain spaces, "/", "?" or "#"' }),
});

/** join-community / leave-community take an empty body. */
export const emptyBody = z.looseObject({});
