import { AppStrategy } from '@wix/sdk';
import type { AppIdentity } from '../storage';

/**
 * Checks an app identity before it is kept: the provider's token call accepts the app id, secret
 * and instance id, and the token acts on the expected site (token info), so a mistyped instance id
 * can never act on another site. Resolves to the site the instance belongs to.
 */
export async function appIdentitySite(identity: AppIdentity): Promise<string> {
  const strategy = AppStrategy({
    appId: identity.appId,
    appSecret: identity.appSecret,
    instanceId: identity.instanceId,
  });
  const { headers } = await strategy.getAuthHeaders(undefined);
  const info = await AppStrategy({
    appId: identity.appId,
    appSecret: identity.appSecret,
    accessToken: headers.Authorization,
  }).getTokenInfo();
  return info.siteId;
}
