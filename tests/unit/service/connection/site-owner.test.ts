// Which connected account a site is called with: the account whose sites list it, even when only one
// account is connected (after another is removed, its sites are not the remaining account's).
import { describe, expect, it } from 'vitest';
import { connectionForSite, forgetClients } from '@/lib/service/connection/site-clients';
import { accountSitesItem, connectionsItem } from '@/lib/storage';

const MINE = '5c1a2b3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const GONE = '6d2b3c4e-5f60-4b7c-9d8e-0f1a2b3c4d5e';

describe('the account a site is called with', () => {
  it('is the one account only for the sites it lists; another site is not connected', async () => {
    forgetClients();
    await connectionsItem.setValue([{ kind: 'api-key', apiKey: 'key-b', accountId: 'b' }]);
    await accountSitesItem.setValue({
      b: { accountId: 'b', sites: [{ id: MINE, name: 'Mine', accountId: 'b', urls: [] }], fetchedAt: Date.now() },
    });
    expect((await connectionForSite(MINE)).apiKey).toBe('key-b');
    await expect(connectionForSite(GONE)).rejects.toMatchObject({ data: { code: 'SITE_NOT_CONNECTED' } });
  });
});
