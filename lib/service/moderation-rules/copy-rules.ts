import { MAX_RULES, editableInput, type RuleCopyResult, type RuleInput } from '../../messaging/moderation-rules';
import type { SiteClient } from '../../provider/client';
import { createRule, deleteRule, listRules, ruleFields, updateRule } from '../../provider/moderation-rules';
import { normalizeError } from '../../provider/normalize-error';
import { ServiceError } from '../infra/service-error';
import { copyPlan, copySteps, fits } from './copy-plan';
import { readRules, rulesCall } from './rule-calls';

/** What copying these rules to another site would do there (one call: its rules read). */
export async function planRulesCopy(siteId: string, rules: readonly RuleInput[]) {
  return copyPlan(await readRules(siteId), rules);
}

/**
 * Another site gets these rules, whole or not at all. Its own are read again first (the plan the
 * admin saw may be old, and a resend then finds what landed before instead of making it twice); a
 * site without room for the added ones is refused before anything is made; a failure part-way
 * undoes what this copy made and replaced, so the site is as it was.
 */
export function copyRules(siteId: string, rules: readonly RuleInput[]): Promise<RuleCopyResult> {
  return rulesCall(siteId, 'Copying moderation rules', async (client) => {
    const there = await listRules(client);
    const steps = copySteps(there, rules);
    if (!fits(there, steps))
      throw new ServiceError(428, 'RULES_FULL', 'No room for the copied rules.', {
        params: { max: MAX_RULES },
      });
    const made: string[] = [];
    const changed: Changed[] = [];
    try {
      for (const input of steps.add) made.push((await createRule(client, input)).id);
      for (const { rule, input } of steps.replace) {
        const now = await updateRule(client, rule.id, rule.revision, ruleFields(input));
        changed.push({ id: rule.id, revision: now.revision, before: editableInput(rule)! });
      }
    } catch (e) {
      await undo(client, made, changed, e);
      throw e;
    }
    return { added: steps.add.length, replaced: steps.replace.length, same: steps.same };
  });
}

/** A rule a copy replaced: the revision its replacement's answer gave, and what it was before. */
interface Changed {
  id: string;
  revision: string;
  before: RuleInput;
}

/**
 * Puts a site back as it was before a copy that failed part-way: the rules it made deleted, the ones
 * it replaced set back (on the revision the replacement's answer gave, so no read). What can't be
 * put back is counted and said, with the failure that stopped the copy (its words and request id),
 * so the admin knows to look at the site's rules and why.
 */
async function undo(client: SiteClient, made: readonly string[], changed: readonly Changed[], cause: unknown) {
  let left = 0;
  for (const id of made) await deleteRule(client, id).catch(() => left++);
  for (const { id, revision, before } of changed)
    await updateRule(client, id, revision, ruleFields(before)).catch(() => left++);
  if (left > 0) {
    const stopped = normalizeError(cause);
    // No status of its own: the rules call around it words a 409 or 428 as something else.
    throw new ServiceError(null, 'RULES_COPY_LEFT', 'A copy failed part-way and was not undone whole.', {
      requestId: stopped.requestId,
      params: { count: left, cause: stopped.message },
    });
  }
}
