// The rule domain events: created, updated (the rule) and deleted (the rule as it was). The reference
// lists Rule Updated among its webhooks; the entity name is the sandbox's (rule-doc.ts RULE_FQDN).
// Call inside the change's transaction.
import type { Db } from '../../db/open.ts';
import { recordEvent } from '../../events/record.ts';
import { RULE_FQDN, type RuleDoc } from './rule-doc.ts';

export function ruleCreated(db: Db, siteId: string, rule: RuleDoc): void {
  recordEvent(db, siteId, { entityFqdn: RULE_FQDN, slug: 'created', entityId: rule.id, entity: rule });
}

export function ruleUpdated(db: Db, siteId: string, rule: RuleDoc): void {
  recordEvent(db, siteId, { entityFqdn: RULE_FQDN, slug: 'updated', entityId: rule.id, entity: rule });
}

export function ruleDeleted(db: Db, siteId: string, rule: RuleDoc): void {
  recordEvent(db, siteId, { entityFqdn: RULE_FQDN, slug: 'deleted', entityId: rule.id, entity: rule });
}
