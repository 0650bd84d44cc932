import { z } from 'zod';
import { GUID_PATTERN } from './wire/ids';

// The site's moderation rules for reviews (docs/provider-contract.md §3.9) as plain JSON, and what a
// panel may send to make or change one. The panel edits only the kinds it can show whole; anything
// else is kept as the provider has it and shown read-only, so a save never drops a field unseen.

/** Wix Reviews' namespace of rules: every rule the panel reads or makes is in it. */
export const REVIEWS_RULES_NAMESPACE = 'reviews/stores';

/** The provider's limit of rules a namespace: the next create is refused. */
export const MAX_RULES = 20;

export const RuleId = z.string().regex(GUID_PATTERN, 'must be a rule id (a GUID)');

export const RuleAction = z.enum(['NEEDS_MANUAL_APPROVAL', 'REJECT']);
export type RuleAction = z.infer<typeof RuleAction>;

/** The provider's limits of a rule's fields (its reference), checked by the schemas below and the editor. */
export const MAX_WORD_LENGTH = 100;
export const MAX_WORDS = 500;
export const MAX_EXPRESSION_LENGTH = 500;
export const MAX_EXPRESSIONS = 100;
export const MAX_NEW_MEMBER_HOURS = 8760;

/** Whether a rule's expression is one JavaScript reads (the panel tries rules with it). */
export const validExpression = (e: string): boolean => {
  try {
    new RegExp(e);
    return true;
  } catch {
    return false;
  }
};

/** What a rule checks first: whose reviews it looks at. New members' for their first `hours`. */
export const RuleAudience = z.discriminatedUnion('type', [
  z.object({ type: z.enum(['MEMBERS_AND_VISITORS', 'MEMBERS', 'VISITORS']) }).strict(),
  z.object({ type: z.literal('NEW_MEMBERS'), hours: z.number().int().min(1).max(MAX_NEW_MEMBER_HOURS) }).strict(),
]);
export type RuleAudience = z.infer<typeof RuleAudience>;

/** A review's star ratings, as the provider gives them to rules: the attribute `rating`, its values "1" to "5". */
export const RATINGS = ['1', '2', '3', '4', '5'] as const;
export type Rating = (typeof RATINGS)[number];

/**
 * The kinds of trigger the panel writes (the provider's limits: 500 words of ≤ 100, 100 expressions
 * of ≤ 500). Of the attributes, the one a review has: its rating.
 */
export const EditableTrigger = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ALWAYS') }).strict(),
  z.object({ type: z.literal('SMART') }).strict(),
  z
    .object({ type: z.literal('ATTRIBUTE'), name: z.literal('rating'), values: z.array(z.enum(RATINGS)).min(1).max(5) })
    .strict(),
  z
    .object({
      type: z.literal('PATTERNS'),
      words: z.array(z.string().trim().min(1).max(MAX_WORD_LENGTH)).max(MAX_WORDS),
      expressions: z
        .array(z.string().min(1).max(MAX_EXPRESSION_LENGTH).refine(validExpression, 'is not a regular expression'))
        .max(MAX_EXPRESSIONS),
    })
    .strict()
    .refine((p) => p.words.length + p.expressions.length > 0, 'needs a word or an expression'),
  z
    .object({
      type: z.literal('CONTENT_FEATURES'),
      images: z.boolean(),
      videos: z.boolean(),
      links: z.boolean(),
      attachments: z.boolean(),
    })
    .strict()
    .refine((f) => f.images || f.videos || f.links || f.attachments, 'needs a feature'),
]);
export type EditableTrigger = z.infer<typeof EditableTrigger>;

/** A trigger as read: the editable kinds, and those the panel only shows (another attribute, an unknown kind). */
export type RuleTrigger =
  EditableTrigger | { type: 'ATTRIBUTE'; name: string; values: string[] } | { type: 'OTHER'; kind: string };

/** What the admin writes on a rule: all of its fields the panel edits. */
export const RuleInput = z
  .object({
    name: z.string().trim().max(120),
    enabled: z.boolean(),
    action: RuleAction,
    audience: RuleAudience,
    trigger: EditableTrigger,
  })
  .strict();
export type RuleInput = z.infer<typeof RuleInput>;

/** A rule as the panel shows it. */
export interface ModerationRule {
  id: string;
  /** Sent back on every change: the provider refuses one made on an older revision. */
  revision: string;
  name: string | null;
  enabled: boolean;
  /** Null when the provider names an action the panel does not know. */
  action: RuleAction | null;
  /** Null when the provider names an audience the panel does not know. */
  audience: RuleAudience | null;
  trigger: RuleTrigger;
  createdDate: string | null;
  updatedDate: string | null;
  /**
   * The rule has something the panel can't edit or doesn't know (exemptions, fields of another app,
   * a trigger kind it only shows): it is shown read-only, and only turned on or off.
   */
  madeElsewhere: boolean;
}

export interface RuleList {
  rules: ModerationRule[];
}

/** The fields a rule's editor can write back whole, or null when it has more than the panel knows. */
export function editableInput(rule: ModerationRule): RuleInput | null {
  const trigger = RuleInput.shape.trigger.safeParse(rule.trigger);
  if (rule.madeElsewhere || !rule.action || !rule.audience || !trigger.success) return null;
  return {
    name: rule.name ?? '',
    enabled: rule.enabled,
    action: rule.action,
    audience: rule.audience,
    trigger: trigger.data,
  };
}

/**
 * What copying rules to another site does there: a rule it has that does the same is left alone, one
 * of the same name that does something else is replaced (set to the copied one), the others are added.
 */
export interface RuleCopyPlan {
  added: number;
  replaced: number;
  /** Rules there that already do what a copied one does. */
  same: number;
  /** How many rules the site has now (the provider allows `MAX_RULES`). */
  count: number;
  /** Whether the added rules fit under the limit: a site without room is left as it is. */
  fits: boolean;
}

/** What copying did on one site: all of its plan, or nothing (the copy is refused or undone whole). */
export type RuleCopyResult = Pick<RuleCopyPlan, 'added' | 'replaced' | 'same'>;
