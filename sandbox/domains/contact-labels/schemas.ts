// Request schemas of the Labels v4 calls (docs/provider-contract.md §3.3, @wix/auto_sdk_crm_labels).
import { z } from 'zod';
import { liftRenameForm } from '../definitions/rename-forms.ts';
import { filterObject, offsetPaging, protoInt, sortList, sortOrder } from '../../http/schemas.ts';

const language = z.string().max(10).nullish();
export const labelKey = z.string().min(1).max(80);

export const labelKeyParam = z.object({ key: labelKey });

/** Get Label repeats the key and may send `language` in the query string. */
export const getLabelQuery = z.looseObject({ key: z.unknown().optional(), language });

export const findOrCreateLabelBody = z.looseObject({
  displayName: z.string().trim().min(1).max(180),
  language,
});

export const renameLabelBody = z.preprocess(
  liftRenameForm('label', ['displayName']),
  z.looseObject({
    label: z.looseObject({ key: z.unknown().optional(), displayName: z.string().trim().min(1).max(180) }),
    language,
  }),
);

export const queryLabelsBody = z.looseObject({
  query: z
    .looseObject({ filter: filterObject.nullish(), sort: sortList.max(100).nullish(), paging: offsetPaging.nullish() })
    .nullish(),
  language,
});

/** List Labels: filters as query-string keys (`labelType`, `namespace`, `startsWith`, `sort.*`, `paging.*`). */
export const listLabelsQuery = z.looseObject({
  labelType: z.enum(['SYSTEM', 'USER_DEFINED', 'WIX_APP_DEFINED']).nullish(),
  namespace: z.string().min(3).max(25).nullish(),
  startsWith: z.string().min(1).max(180).nullish(),
  sort: z.looseObject({ fieldName: z.string().min(1).nullish(), order: sortOrder.nullish() }).nullish(),
  paging: z
    .looseObject({
      limit: protoInt().pipe(z.number().min(0)).nullish(),
      offset: protoInt().pipe(z.number().min(0)).nullish(),
    })
    .nullish(),
  language,
});
