// A moderation rule as the provider's REST layer shows it (Moderation Rules v1, Rule Object). The
// stored doc is exactly what is answered: the trigger always in its `type` + `…Options` form.
export const RULE_FQDN = 'wix.moderation.v1.rule';

/** The namespace Wix Reviews' rules live in ("reviews/{APP_NAME}", Rule Object). */
export const REVIEWS_NAMESPACE = 'reviews/stores';

/** "You can create up to 20 rules per namespace." */
export const MAX_RULES_PER_NAMESPACE = 20;

export const AUDIENCE_TYPES = ['VISITORS', 'MEMBERS', 'MEMBERS_AND_VISITORS', 'NEW_MEMBERS'] as const;
export type AudienceType = (typeof AUDIENCE_TYPES)[number];

/** KEYWORD_PRESETS is internal and "not implemented yet" in the typings: not accepted here. */
export const TRIGGER_TYPES = ['PATTERNS', 'CONTENT_FEATURES', 'ATTRIBUTE', 'ALWAYS', 'SMART'] as const;
export type TriggerType = (typeof TRIGGER_TYPES)[number];

export const ACTION_TYPES = ['REJECT', 'NEEDS_MANUAL_APPROVAL'] as const;
export type ActionType = (typeof ACTION_TYPES)[number];

export interface Audience {
  type: AudienceType;
  newMembersOptions?: { durationInHours: number };
}

export interface Patterns {
  words?: string[];
  expressions?: string[];
}

export interface ContentFeatures {
  videos?: boolean;
  images?: boolean;
  links?: boolean;
  attachments?: boolean;
}

export interface TriggerAttribute {
  name: string;
  values: string[];
}

export interface Trigger {
  type: TriggerType;
  patternsOptions?: Patterns;
  contentFeaturesOptions?: ContentFeatures;
  attributeOptions?: TriggerAttribute;
}

export interface Exemptions {
  memberIds?: string[];
  memberGroups?: string[];
}

export interface RuleDoc {
  id: string;
  /** int64 on the wire: a decimal string, "1" on create, +1 per update. */
  revision: string;
  createdDate: string;
  updatedDate: string;
  namespace: string;
  name?: string;
  audience: Audience;
  trigger: Trigger;
  exemptions?: Exemptions;
  action: { type: ActionType };
  enabled: boolean;
  extendedFields?: { namespaces: Record<string, Record<string, unknown>> };
}

/** Check Content's answer: one violation per triggered rule. */
export interface Violation {
  ruleId: string;
  action: { type: ActionType };
}
