import { MAX_RULES, editableInput, type RuleCopyResult, type RuleInput } from '../../messaging/moderation-rules';
import type { SiteClient } from '../../provider/client';
import { createRule, deleteRule, listRules, ruleFields, updateRule } from '../../provider/moderation-rules';
import { ServiceError } from '../infra/service-error';
import { copyPlan, copySteps } from './copy-plan';
import { rulesCall } from './rule-calls';

/** What copying these rules to another site would do there (one call: its rules read). */
export function planRulesCopy(siteId: string, rules: readonly RuleInput[]) {
  return rulesCall(siteId, 'Reading moderation rules', async (client) => copyPlan(await listRules(client), rules));
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
    if (there.length + steps.add.length > MAX_RULES)
      throw new ServiceError(
        428,
        'RULES_FULL',
        `The site has ${there.length} rules; ${steps.add.length} more don't fit.`,
        {
          params: { max: MAX_RULES },
        },
      );
    const made: string[] = [];
    const changed: Array<{ id: string; before: RuleInput }> = [];
    try {
      for (const input of steps.add) made.push((await createRule(client, input)).id);
      for (const { rule, input } of steps.replace) {
        await updateRule(client, rule.id, rule.revision, ruleFields(input));
        changed.push({ id: rule.id, before: editableInput(rule)! });
      }
    } catch (e) {
      await undo(client, made, changed);
      throw e;
    }
    return { added: steps.add.length, replaced: steps.replace.length, same: steps.same };
  });
}

/**
 * Puts a site back as it was before a copy that failed part-way: the rules it made deleted, the ones
 * it replaced set back (on the revision the replacement left). What can't be put back is counted
 * and said, so the admin knows to look at the site's rules.
 */
async function undo(
  client: SiteClient,
  made: readonly string[],
  changed: ReadonlyArray<{ id: string; before: RuleInput }>,
) {
  let left = 0;
  for (const id of made) await deleteRule(client, id).catch(() => left++);
  if (changed.length > 0) {
    const now = await listRules(client).catch(() => null);
    for (const { id, before } of changed) {
      const rule = now?.find((r) => r.id === id);
      if (!rule) left++;
      else await updateRule(client, id, rule.revision, ruleFields(before)).catch(() => left++);
    }
  }
  if (left > 0)
    throw new ServiceError(
      null,
      'RULES_COPY_LEFT',
      `The copy failed part-way and ${left} changes could not be undone.`,
      {
        params: { count: left },
      },
    );
}
