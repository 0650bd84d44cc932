// App access tokens (AppStrategy's client-credentials grant): the app on its instance's site.
import type { IdentityResolver } from '../../http/identities.ts';
import { checkAppToken } from './tokens.ts';

export const appTokenIdentity: IdentityResolver = {
  name: 'app-token',
  resolve(db, credential, now) {
    const app = checkAppToken(db, credential, now);
    if (!app) return undefined;
    if (!app.ok) return { refused: 'The access token has expired.' };
    const { appId, instanceId, siteId } = app.instance;
    return { kind: 'token', caller: { kind: 'app', appId, instanceId, siteId } };
  },
};
