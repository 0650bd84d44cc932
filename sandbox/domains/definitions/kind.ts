// What a definition list (a site's contact labels, its extended fields) declares so the shared
// store, operations and routes of this folder can serve it: where its docs are, which are SYSTEM,
// its event, its refusals and its query rules. Each domain keeps its own kind in its folder
// (contact-labels/kind.ts, extended-fields/kind.ts).
import type { Db } from '../../db/open.ts';
import type { PageLimits } from '../../query/paging.ts';
import type { FieldMap } from '../../query/types.ts';

export interface DefinitionDoc {
  key: string;
  displayName: string;
  createdDate?: string;
  updatedDate?: string;
}

/** Where a list's docs are: the site's own rows (`site_id, key, doc`) and the SYSTEM ones every site has. */
export interface DefinitionTable<T extends DefinitionDoc> {
  table: 'contact_labels' | 'contact_extended_fields';
  system: readonly T[];
}

export interface DefinitionKind<T extends DefinitionDoc> extends DefinitionTable<T> {
  /** The doc field saying SYSTEM or not; the List call filters on a query key of the same name. */
  typeField: keyof T & string;
  entityFqdn: string;
  /** Named in the 404 NOT_FOUND message. */
  entityName: string;
  /** The 428 FAILED_PRECONDITION message refusing to rename or delete a SYSTEM entry. */
  systemRefusal: string;
  /** Find Or Create matches SYSTEM entries by display name too (else only the site's own). */
  findsSystemByName: boolean;
  /**
   * How many of its own a site may have: creating one more is refused with 429 and this code
   * (the SDK's typings declare it); none for a list without a known limit.
   */
  quota?: { max: number; code: string };
  /** The key's slug when the display name leaves nothing ASCII (see custom-key.ts). */
  keyFallback: string;
  /** Takes the definition off every contact that carries it; called inside the delete's transaction. */
  removeFromContacts(db: Db, siteId: string, key: string, now: Date): void;
  fields: FieldMap;
  limits: PageLimits;
  /** ORDER BY when the query names no sort. */
  defaultOrder: string;
}
