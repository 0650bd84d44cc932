// API keys (table api_keys): an admin of every site of the key's account.
import type { IdentityResolver } from '../../http/identities.ts';
import { accountIdForKey, getSite } from './store.ts';

export const apiKeyIdentity: IdentityResolver = {
  name: 'api-key',
  resolve(db, credential) {
    const accountId = accountIdForKey(db, credential);
    if (!accountId) return undefined;
    return { kind: 'apiKey', accountId, ownsSite: (siteId) => getSite(db, siteId)?.accountId === accountId };
  },
};
