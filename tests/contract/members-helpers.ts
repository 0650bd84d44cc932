// Shared by the members-* contract tests: a sandbox + SDK client per file, events and contacts read
// straight from the db.
import type { ContactDoc } from '../../sandbox/domains/contacts/contact-doc.ts';
import type { MemberDoc } from '../../sandbox/domains/members/member-doc.ts';
import { docs, eventsSince as siteEventsSince, lastEventSeq as lastSeq } from './db-helpers.ts';
import { useSandbox, type Harness } from './harness.ts';
import { sdkClient } from './sdk-client.ts';

export type MembersWorld = Harness<ReturnType<typeof sdkClient>>;

/** Starts one sandbox for the test file; the returned object is filled in beforeAll. */
export const useMembersWorld = (): MembersWorld => useSandbox({ client: sdkClient });

export interface StoredEvent {
  entityFqdn: string;
  slug: string;
  entityId: string;
  envelope: {
    createdEvent?: { entity: MemberDoc & ContactDoc };
    updatedEvent?: { currentEntity: MemberDoc & ContactDoc };
    deletedEvent?: { deletedEntity?: MemberDoc };
    actionEvent?: { body: unknown };
  };
}

export const lastEventSeq = (w: MembersWorld): number => lastSeq(w.sandbox.db);

/** Events of the site recorded after `seq`, oldest first. */
export const eventsSince = (w: MembersWorld, seq: number): StoredEvent[] =>
  siteEventsSince(w.sandbox.db, w.site.id, seq).map((e) => ({
    entityFqdn: e.entityFqdn,
    slug: e.slug,
    entityId: e.entityId,
    envelope: e as StoredEvent['envelope'],
  }));

export const eventKeys = (events: StoredEvent[]): string[] => events.map((e) => `${e.entityFqdn} ${e.slug}`);

export function storedContact(w: MembersWorld, id: string): ContactDoc | undefined {
  const row = w.sandbox.db.prepare('SELECT doc FROM contacts WHERE site_id = ? AND id = ?').get(w.site.id, id) as
    { doc: string } | undefined;
  return row ? (JSON.parse(row.doc) as ContactDoc) : undefined;
}

export function storedMembers(w: MembersWorld): MemberDoc[] {
  return docs<MemberDoc>(w.sandbox.db, 'members', w.site.id);
}

let counter = 0;
/** A login email no seeded member has. */
export const freshEmail = (tag: string): string =>
  `${tag}.${Date.now().toString(36)}.${counter++}@sandbox-test.example`;

export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
