// OAuth access tokens of a site's visitors and members (OAuthStrategy): the caller the token names.
import type { IdentityResolver } from '../../http/identities.ts';
import { callerForAccessToken } from './caller.ts';

export const accessTokenIdentity: IdentityResolver = {
  name: 'visitor-or-member-token',
  resolve(db, credential, now) {
    const token = callerForAccessToken(db, credential, now);
    if (!token) return undefined;
    return token.ok ? { kind: 'token', caller: token.caller } : { refused: token.description };
  },
};
