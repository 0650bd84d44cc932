// The redirect domains a site's OAuth client lists (its OAuth app's allowedRedirectDomains): where
// the hosted pages may send a browser after a login, a logout or a Wix page (checkout, product …).
// A listed domain is a host name, matched exactly (case aside), on any path and port, http or https;
// it does not cover its subdomains (the provider's example, www.my-site.com, names the host itself).
import { z } from 'zod';
import type { Db } from '../../db/open.ts';

/** The OAuth app's limit on each of its lists (allowedRedirectDomains, allowedRedirectUris). */
export const MAX_REDIRECT_ENTRIES = 20;

const HOST_LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/** A bare host name: labels of letters, digits and hyphens; no scheme, path, port or wildcard. */
export const redirectDomain = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .refine((d) => d.split('.').length >= 2 && d.split('.').every((label) => HOST_LABEL.test(label)), {
    message: 'must be a bare host name such as shop.example.com (no scheme, path, port or wildcard)',
  });

export function listedRedirectDomains(db: Db, clientId: string): string[] {
  return (
    db.prepare('SELECT domain FROM oauth_redirect_domains WHERE client_id = ? ORDER BY rowid').all(clientId) as {
      domain: string;
    }[]
  ).map((r) => r.domain);
}

/** Adds one; false when the list is already full (the domain is not there yet). */
export function addRedirectDomain(db: Db, clientId: string, domain: string): boolean {
  return db.transaction(() => {
    const listed = listedRedirectDomains(db, clientId);
    if (listed.includes(domain)) return true;
    if (listed.length >= MAX_REDIRECT_ENTRIES) return false;
    db.prepare('INSERT INTO oauth_redirect_domains (client_id, domain, created_at) VALUES (?, ?, ?)').run(
      clientId,
      domain,
      new Date().toISOString(),
    );
    return true;
  })();
}

export function removeRedirectDomain(db: Db, clientId: string, domain: string): boolean {
  return (
    db.prepare('DELETE FROM oauth_redirect_domains WHERE client_id = ? AND domain = ?').run(clientId, domain).changes >
    0
  );
}

/** Replaces the whole list (the OAuth Apps API's update); the caller checked its size. */
export function replaceRedirectDomains(db: Db, clientId: string, domains: readonly string[]): void {
  db.transaction(() => {
    db.prepare('DELETE FROM oauth_redirect_domains WHERE client_id = ?').run(clientId);
    const now = new Date().toISOString();
    const insert = db.prepare(
      'INSERT OR IGNORE INTO oauth_redirect_domains (client_id, domain, created_at) VALUES (?, ?, ?)',
    );
    for (const d of domains) insert.run(clientId, d, now);
  })();
}
