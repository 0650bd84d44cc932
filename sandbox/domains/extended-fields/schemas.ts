// Request schemas of the Extended Fields v4 calls (docs/provider-contract.md §3.3,
// @wix/auto_sdk_crm_extended-fields).
import { z } from 'zod';
import { liftRenameForm } from '../definitions/rename-forms.ts';
import { filterObject, offsetPaging, protoInt, sortList, sortOrder } from '../../http/schemas.ts';
import { FIELD_DATA_TYPES } from './extended-field-doc.ts';

export const fieldKeyParam = z.object({ key: z.string().min(1).max(80) });

/** The SDK repeats the key in the query string. */
export const getFieldQuery = z.looseObject({ key: z.unknown().optional() });

export const findOrCreateFieldBody = z.looseObject({
  displayName: z.string().trim().min(1).max(150),
  dataType: z.enum(FIELD_DATA_TYPES).nullish(),
});

export const renameFieldBody = z.preprocess(
  liftRenameForm('field', ['displayName', 'name']),
  z.looseObject({
    field: z.looseObject({ key: z.unknown().optional(), displayName: z.string().trim().min(1).max(150) }),
  }),
);

export const queryFieldsBody = z.looseObject({
  // "Currently supports sorting on one field only."
  query: z
    .looseObject({ filter: filterObject.nullish(), sort: sortList.max(1).nullish(), paging: offsetPaging.nullish() })
    .nullish(),
});

export const listFieldsQuery = z.looseObject({
  fieldType: z.enum(['SYSTEM', 'USER_DEFINED']).nullish(),
  namespace: z.string().min(3).max(25).nullish(),
  startsWith: z.string().max(150).nullish(),
  sort: z.looseObject({ fieldName: z.string().min(1).max(100).nullish(), order: sortOrder.nullish() }).nullish(),
  paging: z
    .looseObject({
      limit: protoInt().pipe(z.number().min(0)).nullish(),
      offset: protoInt().pipe(z.number().min(0)).nullish(),
    })
    .nullish(),
});
