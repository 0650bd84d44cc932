import type { SandboxHandle } from '../../sandbox/server';
import type { ContactDoc } from '../../sandbox/domains/contacts/contact-doc';

/** The sandbox's contacts, read straight from its database (what the contacts e2e tests assert). */
export function storedContacts(sandbox: SandboxHandle, siteId: string): ContactDoc[] {
  return (
    sandbox.db.prepare('SELECT doc FROM contacts WHERE site_id = ? ORDER BY id').all(siteId) as Array<{ doc: string }>
  ).map((r) => JSON.parse(r.doc) as ContactDoc);
}

export const storedContact = (sandbox: SandboxHandle, siteId: string, id: string): ContactDoc | undefined =>
  storedContacts(sandbox, siteId).find((c) => c.id === id);

export const emailsOf = (c: ContactDoc): string[] => c.info.emails.items.map((e) => e.email);
