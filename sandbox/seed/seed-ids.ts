// Ids of seeded accounts and sites, derived from their keys alone (adding one never moves another).
import { Prng, seedFrom } from './prng.ts';

/** A seed account's id. */
export const seedAccountId = (key: string): string => new Prng(seedFrom(`account:${key}`)).guid();

/** A seed site's ids, in the order generateSite draws them from the same stream. */
export function seedSiteIds(key: string): {
  id: string;
  oauthClientId: string;
  ownerUserId: string;
  editorSiteId: string;
} {
  const ids = new Prng(seedFrom(`site-ids:${key}`));
  return { id: ids.guid(), oauthClientId: ids.guid(), ownerUserId: ids.guid(), editorSiteId: ids.guid() };
}
