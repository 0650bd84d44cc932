// A contact's extended field values as their field's data type says (Extended Fields' `dataType`,
// docs/provider-contract.md §3.3): "`TEXT`: Accepts strings. `NUMBER`: Accepts floats. `DATE`: Accepts
// dates formatted as `YYYY-MM-DD`. `URL`: Accepts strings. Prepends `https://` if no protocol is
// included." A value of another kind is 400 INVALID_EXTENDED_FIELD_VALUE (the code the SDK declares for
// Create and Update Contact). The sandbox reads "a protocol" as a scheme before `:` that has no dot (so
// `example.com:8080/x` gets one prepended, `mailto:a@b.c` and `ftp://…` don't). A key no field defines
// is stored as given (the reference does not say; the sandbox's choice).
import type { Db } from '../../db/open.ts';
import { applicationError } from '../../http/errors.ts';
import { getDefinition } from '../definitions/store.ts';
import type { FieldDataType } from '../extended-fields/extended-field-doc.ts';
import { EXTENDED_FIELD_KIND } from '../extended-fields/kind.ts';
import type { ContactDoc } from './contact-doc.ts';

const HAS_PROTOCOL = /^[a-z][a-z0-9+-]*:/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const ACCEPTS: Record<FieldDataType, (v: unknown) => boolean> = {
  TEXT: (v) => typeof v === 'string',
  URL: (v) => typeof v === 'string',
  NUMBER: (v) => typeof v === 'number' && Number.isFinite(v),
  DATE: (v) => typeof v === 'string' && DAY.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)),
};

/** `contact` with its values checked against their fields' data types and URL values given `https://`. */
export function withTypedExtendedValues(db: Db, siteId: string, contact: ContactDoc): ContactDoc {
  const items = contact.info.extendedFields.items;
  let changed = false;
  const next: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(items)) {
    const type = getDefinition(db, EXTENDED_FIELD_KIND, siteId, key)?.dataType;
    if (type && value !== null && !ACCEPTS[type](value))
      throw applicationError(400, 'INVALID_EXTENDED_FIELD_VALUE', `Extended field ${key} takes a ${type} value.`, {
        key,
        dataType: type,
      });
    const url = type === 'URL' && typeof value === 'string' && value !== '' && !HAS_PROTOCOL.test(value);
    next[key] = url ? `https://${value}` : value;
    changed ||= url;
  }
  return changed ? { ...contact, info: { ...contact.info, extendedFields: { items: next } } } : contact;
}
