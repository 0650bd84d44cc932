// A URL extended field's value: "Prepends `https://` if no protocol is included" (Extended Fields'
// `dataType`, docs/provider-contract.md §3.3). The sandbox reads "a protocol" as a scheme before `:`
// that has no dot (so `example.com:8080/x` gets one prepended, `mailto:a@b.c` and `ftp://…` don't).
import type { Db } from '../../db/open.ts';
import { getDefinition } from '../definitions/store.ts';
import { EXTENDED_FIELD_KIND } from '../extended-fields/kind.ts';
import type { ContactDoc } from './contact-doc.ts';

const HAS_PROTOCOL = /^[a-z][a-z0-9+-]*:/i;

/** `contact` with `https://` before each URL field value that names no protocol. */
export function withUrlProtocols(db: Db, siteId: string, contact: ContactDoc): ContactDoc {
  const items = contact.info.extendedFields.items;
  let changed = false;
  const next: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(items)) {
    const url =
      typeof value === 'string' &&
      value !== '' &&
      !HAS_PROTOCOL.test(value) &&
      getDefinition(db, EXTENDED_FIELD_KIND, siteId, key)?.dataType === 'URL';
    next[key] = url ? `https://${value}` : value;
    changed ||= url;
  }
  return changed ? { ...contact, info: { ...contact.info, extendedFields: { items: next } } } : contact;
}
