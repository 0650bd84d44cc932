// Request schemas of the member calls (docs/provider-contract.md §3.2; limits from the SDK's typings).
import { z } from 'zod';
import { filterObject, guid, offsetPaging, oneOrMany, protoInt, sortList } from '../../http/schemas.ts';
import { FIELDSETS } from './fieldsets.ts';
import { SEARCH_FIELDS } from './search.ts';
import { SLUG_FORMAT_HINT, SLUG_MAX_LENGTH, SLUG_RE } from './slug.ts';

const fieldset = z.enum(FIELDSETS);
const fieldsets = oneOrMany(fieldset).pipe(z.array(fieldset).max(3));

export const slugSchema = z.string().min(1).max(SLUG_MAX_LENGTH).regex(SLUG_RE, { message: SLUG_FORMAT_HINT });

export const memberSearch = z.looseObject({
  expression: z.string().min(1).max(100).nullish(),
  fields: z.array(z.enum(SEARCH_FIELDS)).max(4).nullish(),
});

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
  fieldsets: fieldsets.nullish(),
  /** Deprecated single form. */
  fieldSet: fieldset.nullish(),
  search: memberSearch.nullish(),
});

/** GET /members/v1/members: plain query params or the `.r` base64url JSON form (already decoded). */
export const listMembersQuery = z.looseObject({
  paging: offsetPaging.nullish(),
  fieldsets: fieldsets.nullish(),
  fieldSet: fieldset.nullish(),
  sorting: oneOrMany(sortList.element).nullish(),
});

export const memberIdParam = z.object({ id: guid() });

export const getMemberQuery = z.looseObject({
  // The SDK repeats the path id here; tolerated, the path wins.
  id: z.unknown().optional(),
  fieldsets: fieldsets.nullish(),
  fieldSet: fieldset.nullish(),
});

const image = z.looseObject({
  id: z.string().nullish(),
  url: z.string().nullish(),
  height: protoInt().nullish(),
  width: protoInt().nullish(),
  offsetX: protoInt().nullish(),
  offsetY: protoInt().nullish(),
});

const address = z.looseObject({
  // Read-only: an id that matches an existing address keeps it; otherwise a new one is issued.
  id: z.string().nullish(),
  addressLine: z.string().max(200).nullish(),
  streetAddress: z
    .looseObject({ number: z.string().max(100).nullish(), name: z.string().max(200).nullish() })
    .nullish(),
  addressLine2: z.string().nullish(),
  city: z.string().nullish(),
  subdivision: z.string().nullish(),
  country: z.string().nullish(),
  postalCode: z.string().nullish(),
});

/** The writable part of a member; read-only fields (id, status, contactId, dates…) are ignored when sent. */
export const memberInput = z.looseObject({
  loginEmail: z.email().nullish(),
  contact: z
    .looseObject({
      firstName: z.string().nullish(),
      lastName: z.string().nullish(),
      phones: z.array(z.string()).nullish(),
      emails: z.array(z.email()).nullish(),
      addresses: z.array(address).nullish(),
      birthdate: z.string().max(100).nullish(),
      company: z.string().max(100).nullish(),
      jobTitle: z.string().max(100).nullish(),
      customFields: z.record(z.string(), z.looseObject({ name: z.string().nullish(), value: z.unknown() })).nullish(),
    })
    .nullish(),
  profile: z
    .looseObject({
      nickname: z.string().nullish(),
      slug: slugSchema.nullish(),
      photo: image.nullish(),
      cover: image.nullish(),
      title: z.string().nullish(),
    })
    .nullish(),
  privacyStatus: z.enum(['UNKNOWN', 'PRIVATE', 'PUBLIC']).nullish(),
});
export type MemberInput = z.output<typeof memberInput>;
export type ImageInput = z.output<typeof image>;
export type AddressInput = z.output<typeof address>;

export const createMemberBody = z.looseObject({
  member: memberInput.extend({ loginEmail: z.email() }),
});

export const updateMemberBody = z.looseObject({ member: memberInput.nullish() });

export const updateSlugBody = z.looseObject({ id: z.unknown().optional(), slug: slugSchema });

export const bulkDeleteBody = z.looseObject({ memberIds: z.array(guid()).min(1).max(100) });

export const bulkByFilterBody = z.looseObject({ filter: filterObject });

export const bulkDeleteByFilterBody = z.looseObject({
  filter: filterObject,
  contentAssigneeId: guid().nullish(),
  search: memberSearch.nullish(),
});
