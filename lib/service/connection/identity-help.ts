import type { IdentityKind } from '../../provider/client';
import { normalizeError } from '../../provider/normalize-error';
import { ServiceError } from '../infra/service-error';

/**
 * Runs a call that the provider may allow only to a Wix app identity. When it refuses the API key
 * (403), the admin learns which identity the action needs and is offered to connect it, instead of
 * a bare error; the provider's own words and request id are kept.
 */
export async function withAppIdentityHelp<T>(
  identity: IdentityKind,
  action: string,
  call: () => Promise<T>,
): Promise<T> {
  try {
    return await call();
  } catch (e) {
    const data = normalizeError(e);
    if (identity !== 'api-key' || data.status !== 403) throw e;
    throw new ServiceError(
      403,
      'APP_IDENTITY_NEEDED',
      `${action} needs your own Wix app's identity on this site: the provider refused the API key (${data.message}).`,
      {
        requestId: data.requestId,
        details: data.details,
        params: { reason: data.message },
      },
    );
  }
}
