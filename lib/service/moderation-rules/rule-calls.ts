import { MAX_RULES, type ModerationRule } from '../../messaging/moderation-rules';
import type { SiteClient } from '../../provider/client';
import { listRules } from '../../provider/moderation-rules';
import { normalizeError } from '../../provider/normalize-error';
import { withAppIdentityHelp } from '../connection/identity-help';
import { identifiedClient } from '../connection/site-clients';
import { ServiceError } from '../infra/service-error';
import { rememberRules } from './known-rules';

/**
 * Runs a rules call as the admin's app on the site where connected (the reference allows rules only to
 * an app or user identity, as review moderation), turning the two refusals an admin can act on into
 * codes the panel words: the namespace is full (428), or the rule changed since it was read (409).
 * The provider's request id stays with both.
 */
export async function rulesCall<T>(
  siteId: string,
  action: string,
  run: (client: SiteClient) => Promise<T>,
): Promise<T> {
  const { client, identity } = await identifiedClient(siteId, 'app');
  try {
    return await withAppIdentityHelp(identity, action, () => run(client));
  } catch (e) {
    const data = normalizeError(e);
    if (data.status === 428)
      throw new ServiceError(428, 'RULES_FULL', `The site already has ${MAX_RULES} rules (${data.message}).`, {
        requestId: data.requestId,
        details: data.details,
        params: { max: MAX_RULES },
      });
    if (data.status === 409)
      throw new ServiceError(409, 'RULE_CHANGED', `The rule changed since it was read (${data.message}).`, {
        requestId: data.requestId,
        details: data.details,
      });
    throw e;
  }
}

/** The site's rules (one call), kept for the live pages' strips (known-rules.ts). */
export async function readRules(siteId: string): Promise<ModerationRule[]> {
  const rules = await rulesCall(siteId, 'Reading moderation rules', listRules);
  rememberRules(siteId, rules);
  return rules;
}
