// Request schemas of the Contacts v4 calls (docs/provider-contract.md §3.3).
import { z } from 'zod';
import { filterObject, guid, looseBool, offsetPaging, oneOrMany, protoInt, sortList } from '../../http/schemas.ts';
import { CONTACT_FIELDSETS } from './fieldsets.ts';

const EMAIL_RE = /^[^\s@]+@[^\s@]+$/;
const text = (max: number) => z.string().max(max).nullish();
const itemId = z.string().nullish();

const emailItem = z.looseObject({
  id: itemId,
  tag: z.enum(['UNTAGGED', 'MAIN', 'HOME', 'WORK']).nullish(),
  email: z.string().max(255).regex(EMAIL_RE, { message: 'must be a valid email' }),
  primary: z.boolean().nullish(),
});
const phoneItem = z.looseObject({
  id: itemId,
  tag: z.enum(['UNTAGGED', 'MAIN', 'HOME', 'MOBILE', 'WORK', 'FAX']).nullish(),
  countryCode: text(2),
  phone: z.string().min(1).max(50),
  e164Phone: text(50),
  primary: z.boolean().nullish(),
});
/** REST address names (the SDK renames formatted/location/addressLine1 on the way out). */
const address = z.looseObject({
  addressLine: text(1000),
  addressLine2: text(1000),
  streetAddress: z.looseObject({ number: text(100), name: text(1000) }).nullish(),
  city: text(1000),
  subdivision: text(100),
  country: text(100),
  postalCode: text(100),
  formattedAddress: text(2000),
  geocode: z.looseObject({ latitude: z.number().nullish(), longitude: z.number().nullish() }).nullish(),
  hint: text(1000),
});
const addressItem = z.looseObject({
  id: itemId,
  tag: z.enum(['UNTAGGED', 'HOME', 'WORK', 'BILLING', 'SHIPPING']).nullish(),
  address: address,
});
const image = z.looseObject({
  id: z.string().nullish(),
  url: z.string().nullish(),
  height: z.number().nullish(),
  width: z.number().nullish(),
  altText: z.string().nullish(),
  filename: z.string().nullish(),
});

export const contactInfo = z.looseObject({
  name: z.looseObject({ first: text(100), last: text(100) }).nullish(),
  emails: z.looseObject({ items: z.array(emailItem).max(50).nullish() }).nullish(),
  phones: z.looseObject({ items: z.array(phoneItem).max(50).nullish() }).nullish(),
  addresses: z.looseObject({ items: z.array(addressItem).max(50).nullish() }).nullish(),
  company: text(100),
  jobTitle: text(100),
  birthdate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'must be a date in YYYY-MM-DD format' })
    .nullish(),
  locale: text(50),
  labelKeys: z.looseObject({ items: z.array(z.string().min(1).max(80)).max(100).nullish() }).nullish(),
  extendedFields: z.looseObject({ items: z.record(z.string(), z.unknown()).nullish() }).nullish(),
  locations: z.looseObject({ items: z.array(z.string()).nullish() }).nullish(),
  picture: z.looseObject({ image: image.nullish(), imageProvider: z.string().nullish() }).nullish(),
});
export type ContactInfoInput = z.output<typeof contactInfo>;

export const contactIdParam = z.object({ contactId: guid() });

export const createContactBody = z.looseObject({
  info: contactInfo,
  allowDuplicates: looseBool().nullish(),
});

/** proto3 JSON writes a FieldMask as "a,b"; the docs example writes {paths:[…]}. */
export const fieldMask = z.union([
  z.looseObject({ paths: z.array(z.string()) }),
  z.string().transform((s) => ({
    paths: s
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean),
  })),
]);

export const updateContactBody = z.looseObject({
  // The SDK repeats the path id in the body; tolerated, the path wins.
  contactId: z.unknown().optional(),
  info: contactInfo,
  revision: protoInt(),
  allowDuplicates: looseBool().nullish(),
  fieldMask: fieldMask.nullish(),
});

/** "IDs of up to 5 contacts to merge into the target contact" (minSize 1). */
const sourceContactIds = z.array(guid()).min(1).max(5);

export const mergeContactsBody = z.looseObject({
  targetContactId: z.unknown().optional(),
  targetContactRevision: protoInt(),
  sourceContactIds,
});

export const previewMergeBody = z.looseObject({
  targetContactId: z.unknown().optional(),
  sourceContactIds,
});

export const labelContactBody = z.looseObject({
  contactId: z.unknown().optional(),
  labelKeys: z.array(z.string().min(1)).min(1).max(100),
});

export const unlabelContactQuery = z.looseObject({
  contactId: z.unknown().optional(),
  labelKeys: oneOrMany(z.string().min(1)).pipe(z.array(z.string()).min(1).max(100)),
});

const fieldset = z.enum(CONTACT_FIELDSETS);
const projection = {
  fields: oneOrMany(z.string().min(1)).nullish(),
  fieldsets: oneOrMany(fieldset).nullish(),
};

export const getContactQuery = z.looseObject({ id: z.unknown().optional(), ...projection });
export const getContactParam = z.object({ id: guid() });

export const queryContactsBody = z.looseObject({
  search: z.string().max(100).nullish(),
  query: z
    .looseObject({
      filter: filterObject.nullish(),
      // "Max: 1 sort object": a list of one (what the SDK sends) or the object itself (the reference's example).
      sort: z.union([sortList.max(1), sortList.element.transform((one) => [one])]).nullish(),
      paging: offsetPaging.nullish(),
      ...projection,
    })
    .nullish(),
});

const language = z.string().max(10).nullish();

/** List Facets: `paging.limit`, `paging.offset`, `language` in the query string. */
export const listFacetsQuery = z.looseObject({ paging: offsetPaging.nullish(), language });

/** Query Facets: what the SDK sends (paging, language, filter); no `search`. */
export const queryFacetsBody = z.looseObject({
  paging: offsetPaging.nullish(),
  language,
  filter: filterObject.nullish(),
});
