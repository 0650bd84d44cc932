// Contacts test helpers: SDK clients with the crm `contacts` module (and `labels`, `extendedFields`), db reads of contacts and
// of the recorded domain events.
import { ApiKeyStrategy, createClient } from '@wix/sdk';
import { contacts, extendedFields, labels } from '@wix/crm';
import type { Db } from '../../sandbox/db/open.ts';
import type { ContactDoc } from '../../sandbox/domains/contacts/contact-doc.ts';
import type { DomainEventEnvelope } from '../../sandbox/events/record.ts';
import { eventsSince, lastEventSeq } from './db-helpers.ts';
import { sandboxFetch } from './sdk-client.ts';

export function contactsClient(sandboxUrl: string, auth: { apiKey: string; siteId: string }) {
  return createClient({
    modules: { contacts },
    auth: ApiKeyStrategy({ apiKey: auth.apiKey, siteId: auth.siteId }),
    fetch: sandboxFetch(sandboxUrl),
  });
}

/** The three `@wix/crm` modules the Contacts tab uses: contacts, labels, extended fields. */
export function crmClient(sandboxUrl: string, auth: { apiKey: string; siteId: string }) {
  return createClient({
    modules: { contacts, labels, extendedFields },
    auth: ApiKeyStrategy({ apiKey: auth.apiKey, siteId: auth.siteId }),
    fetch: sandboxFetch(sandboxUrl),
  });
}

export function contactDocs(db: Db, siteId: string): ContactDoc[] {
  const rows = db.prepare('SELECT doc FROM contacts WHERE site_id = ?').all(siteId) as { doc: string }[];
  return rows.map((r) => JSON.parse(r.doc) as ContactDoc);
}

export function storedContact(db: Db, siteId: string, id: string): ContactDoc | undefined {
  const row = db.prepare('SELECT doc FROM contacts WHERE site_id = ? AND id = ?').get(siteId, id) as
    { doc: string } | undefined;
  return row && (JSON.parse(row.doc) as ContactDoc);
}

/** Events of one entity (or one fqdn) recorded after `afterSeq`, oldest first. */
export function eventsFor(
  db: Db,
  siteId: string,
  filter: { entityId?: string; fqdn?: string },
  afterSeq = 0,
): DomainEventEnvelope[] {
  return eventsSince(db, siteId, afterSeq).filter(
    (e) =>
      (filter.entityId === undefined || e.entityId === filter.entityId) &&
      (filter.fqdn === undefined || e.entityFqdn === filter.fqdn),
  );
}

export { lastEventSeq };

let n = 0;
/** A unique email per call, so tests never trip over each other's duplicates. */
export const uniqueEmail = (tag = 'c'): string =>
  `${tag}.${Date.now().toString(36)}.${(n++).toString(36)}@example.test`;

/** The SDK types wrapped entities as optional; a test that got a 200 has one. */
export function must<T>(v: T | null | undefined): T {
  if (v === null || v === undefined) throw new Error('expected a value');
  return v;
}

/** An entity the SDK returned, with its id known to be there. */
export function entity<T extends { _id?: string | null }>(v: T | null | undefined): T & { _id: string } {
  const e = must(v);
  if (typeof e._id !== 'string') throw new Error('expected an _id');
  return e as T & { _id: string };
}

/**
 * Makes `custom.<name>` labels with Find or Create Label, as a client must before labelling with them
 * ("Label keys must exist to be added to the contact"): the display name `<name>` gives that key.
 */
export async function makeLabels(
  sandbox: { url: string },
  site: { apiKey: string; id: string },
  keys: readonly string[],
): Promise<void> {
  for (const key of keys) {
    const res = await fetch(`${sandbox.url}/contacts/v4/labels`, {
      method: 'POST',
      headers: { authorization: site.apiKey, 'wix-site-id': site.id, 'content-type': 'application/json' },
      body: JSON.stringify({ displayName: key.slice('custom.'.length) }),
    });
    const made = ((await res.json()) as { label?: { key?: string } }).label?.key;
    if (made !== key) throw new Error(`Find or Create Label made ${made ?? res.status}, not ${key}`);
  }
}
