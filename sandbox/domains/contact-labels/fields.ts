// Queryable label fields (labels sort-and-filter guide, the SDK's ContactLabelQuerySpec).
import type { FieldMap } from '../../query/types.ts';
import { DEFINITION_FIELDS } from '../definitions/fields.ts';

export const LABEL_FIELDS: FieldMap = {
  ...DEFINITION_FIELDS,
  labelType: { kind: 'string', ops: ['$eq'], values: ['SYSTEM', 'USER_DEFINED', 'WIX_APP_DEFINED'], filterable: true },
};

/** Query Labels: "Up to 1000 labels can be returned per request" by default; the SDK documents max 2000. */
export const LABEL_PAGE_LIMITS = { defaultLimit: 1000, maxLimit: 2000 } as const;

/** Without a sort: the site's own labels oldest first, then the system ones. */
export const LABEL_DEFAULT_ORDER = `json_extract(doc, '$.labelType') = 'SYSTEM', json_extract(doc, '$.createdDate'), json_extract(doc, '$.key')`;
