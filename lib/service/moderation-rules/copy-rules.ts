import { MAX_RULES, editableInput, type RuleCopyResult, type RuleInput } from '../../messaging/moderation-rules';
import { createRule, listRules } from '../../provider/moderation-rules';
import { rulesCall } from './rule-calls';

/** What a rule does, whatever it is named and whether it is on: two rules that do the same are one. */
const doing = (r: RuleInput): string => JSON.stringify([r.action, r.audience, r.trigger]);

/**
 * Another site gets these rules: its own are read first (one call), a rule that already does the
 * same there is left, and the others are made (one call each) while it has room. Reading first makes
 * a resend safe: what landed before is found, not made twice.
 */
export function copyRules(siteId: string, rules: readonly RuleInput[]): Promise<RuleCopyResult> {
  return rulesCall(siteId, 'Copying moderation rules', async (client) => {
    const there = await listRules(client);
    const known = new Set(there.flatMap((r) => (editableInput(r) ? [doing(editableInput(r)!)] : [])));
    let room = MAX_RULES - there.length;
    const result: RuleCopyResult = { created: 0, already: 0, noRoom: 0 };
    for (const rule of rules) {
      if (known.has(doing(rule))) result.already++;
      else if (room <= 0) result.noRoom++;
      else {
        await createRule(client, rule);
        known.add(doing(rule));
        room--;
        result.created++;
      }
    }
    return result;
  });
}
