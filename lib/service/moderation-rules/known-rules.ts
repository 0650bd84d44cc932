import type { ModerationRule } from '../../messaging/moderation-rules';

// The sites' rules as the background last read or wrote them, so a live page's strip can say why each
// review waits without a call of its own. Kept in memory only: a worker that started again knows none
// until they are read (the strip then offers to read them, as the desk does).

const known = new Map<string, ModerationRule[]>();

export const knownRules = (siteId: string): ModerationRule[] | null => known.get(siteId) ?? null;

export function rememberRules(siteId: string, rules: readonly ModerationRule[]): void {
  known.set(siteId, [...rules]);
}

/** A rule as a write answered it: put in place of the one with its id, or last when new. */
export function rememberRule(siteId: string, rule: ModerationRule): void {
  const rules = known.get(siteId);
  if (!rules) return;
  const at = rules.findIndex((r) => r.id === rule.id);
  known.set(siteId, at < 0 ? [...rules, rule] : rules.map((r, i) => (i === at ? rule : r)));
}

export function forgetRule(siteId: string, ruleId: string): void {
  const rules = known.get(siteId);
  if (rules)
    known.set(
      siteId,
      rules.filter((r) => r.id !== ruleId),
    );
}

/** A site whose rules changed in ways no answer said (a copy): read again when next needed. */
export function forgetRules(siteId: string): void {
  known.delete(siteId);
}
