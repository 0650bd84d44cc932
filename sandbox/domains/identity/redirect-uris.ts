// Where the hosted login may send the browser back: the OAuth client's allowed authorization redirect
// URIs, matched exactly, as the provider does ("Wix only redirects the user if the exact URI is
// contained in this array", OAuth App object, allowedRedirectUris). Any URI was once
// accepted, so a login could send its code to any page. Each demo client allows:
// - loopback URIs on any port (http://127.0.0.1:*/…, http://localhost:*/…, http://[::1]:*/…; RFC 8252 §7.3),
// - `https://<id>.chromiumapp.org/member-login` for every extension the sandbox was started naming
//   (`--allow-extension`): the extension's login window URI (lib/service/members/member-login-window.ts),
// - what a developer added under /_sandbox (table oauth_redirect_uris).
import { z } from 'zod';
import type { Db } from '../../db/open.ts';
import { isLoopbackHost } from '../../http/loopback.ts';
import { parseUrl } from '../../http/parse-url.ts';
import { isAcceptableRedirectUrl } from './callback-url.ts';

/** An allowed redirect URI as a developer gives it: absolute, not a scheme that runs code or reads files. */
export const redirectUriValue = z
  .string()
  .max(2000)
  .refine(isAcceptableRedirectUrl, { message: 'must be an absolute URL (not javascript:, data: or file:)' });

export const extensionRedirectUri = (extensionId: string): string =>
  `https://${extensionId.toLowerCase()}.chromiumapp.org/member-login`;

function isLoopbackRedirect(uri: string): boolean {
  const url = parseUrl(uri);
  return url !== undefined && url.protocol === 'http:' && isLoopbackHost(url.hostname);
}

export function addedRedirectUris(db: Db, clientId: string): string[] {
  return (
    db.prepare('SELECT uri FROM oauth_redirect_uris WHERE client_id = ? ORDER BY created_at, uri').all(clientId) as {
      uri: string;
    }[]
  ).map((r) => r.uri);
}

/** The exact URIs the client allows (loopback ones are a rule, not a list: not included). */
export function listedRedirectUris(db: Db, clientId: string, extensionIds: readonly string[]): string[] {
  return [...extensionIds.map(extensionRedirectUri), ...addedRedirectUris(db, clientId)];
}

export function isAllowedRedirectUri(db: Db, clientId: string, uri: string, extensionIds: readonly string[]): boolean {
  return isLoopbackRedirect(uri) || listedRedirectUris(db, clientId, extensionIds).includes(uri);
}

export function addRedirectUri(db: Db, clientId: string, uri: string): void {
  db.prepare('INSERT OR IGNORE INTO oauth_redirect_uris (client_id, uri, created_at) VALUES (?, ?, ?)').run(
    clientId,
    uri,
    new Date().toISOString(),
  );
}

export function removeRedirectUri(db: Db, clientId: string, uri: string): boolean {
  return db.prepare('DELETE FROM oauth_redirect_uris WHERE client_id = ? AND uri = ?').run(clientId, uri).changes > 0;
}

/** Replaces every added URI (the OAuth Apps API's update); the caller checked the list's size. */
export function replaceRedirectUris(db: Db, clientId: string, uris: readonly string[]): void {
  db.transaction(() => {
    db.prepare('DELETE FROM oauth_redirect_uris WHERE client_id = ?').run(clientId);
    for (const uri of uris) addRedirectUri(db, clientId, uri);
  })();
}
