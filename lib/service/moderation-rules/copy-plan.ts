import {
  MAX_RULES,
  editableInput,
  type ModerationRule,
  type RuleCopyPlan,
  type RuleInput,
} from '../../messaging/moderation-rules';

/** What a rule does, whatever it is named and whether it is on: two rules that do the same are one. */
const doing = (r: RuleInput): string => JSON.stringify([r.action, r.audience, r.trigger]);

/** Names compared as a person reads them: "Hold photos" and "hold photos " are one name. */
const nameKey = (name: string | null): string => (name ?? '').trim().toLocaleLowerCase();

/** The changes copying `rules` to a site that has `there` makes, one by one. */
export interface CopySteps {
  add: RuleInput[];
  /** Each rule there of a copied rule's name that does something else, and what it becomes. */
  replace: Array<{ rule: ModerationRule; input: RuleInput }>;
  same: number;
}

/**
 * Matches each copied rule against the site's own: the same doing (under any name) is left alone;
 * else a rule of the same name that Sitekeeper can edit whole is replaced; else the rule is added.
 * A rule made elsewhere is never replaced (its fields the panel doesn't know would be lost).
 */
export function copySteps(there: readonly ModerationRule[], rules: readonly RuleInput[]): CopySteps {
  const editable = there.flatMap((rule) => {
    const input = editableInput(rule);
    return input ? [{ rule, input }] : [];
  });
  const doings = new Set(editable.map((e) => doing(e.input)));
  const steps: CopySteps = { add: [], replace: [], same: 0 };
  const replaced = new Set<string>();
  for (const input of rules) {
    if (doings.has(doing(input))) {
      steps.same++;
      continue;
    }
    const named = nameKey(input.name)
      ? editable.find((e) => !replaced.has(e.rule.id) && nameKey(e.rule.name) === nameKey(input.name))
      : undefined;
    if (named) {
      replaced.add(named.rule.id);
      steps.replace.push({ rule: named.rule, input });
    } else steps.add.push(input);
    doings.add(doing(input));
  }
  return steps;
}

/** Whether the site has room for the rules a copy adds (the provider allows `MAX_RULES`). */
export const fits = (there: readonly ModerationRule[], steps: CopySteps): boolean =>
  there.length + steps.add.length <= MAX_RULES;

/** The plan in numbers, as the panel shows it before anything is changed. */
export function copyPlan(there: readonly ModerationRule[], rules: readonly RuleInput[]): RuleCopyPlan {
  const steps = copySteps(there, rules);
  return {
    added: steps.add.length,
    replaced: steps.replace.length,
    same: steps.same,
    count: there.length,
    fits: fits(there, steps),
  };
}
