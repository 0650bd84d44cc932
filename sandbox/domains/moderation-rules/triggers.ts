// The trigger's request schema. The Rule Object declares `type` plus one `…Options` object; the
// reference's REST examples send the options alone under a bare key (`"contentFeatures": {…}`).
// Both are taken and stored as the first. A trigger names one kind; its options must be usable
// (words or expressions, a feature switched on, an attribute with values), and every expression
// must compile, so a rule that can never work is refused when it is made rather than when it runs.
import { z } from 'zod';
import { TRIGGER_TYPES, type Trigger, type TriggerType } from './rule-doc.ts';

const patterns = z.looseObject({
  words: z.array(z.string().trim().min(1).max(100)).max(500).nullish(),
  expressions: z.array(z.string().min(1).max(500)).max(100).nullish(),
});

const contentFeatures = z.looseObject({
  videos: z.boolean().nullish(),
  images: z.boolean().nullish(),
  links: z.boolean().nullish(),
  attachments: z.boolean().nullish(),
});

/** Values are strings in the schema; the reference's own example gives ratings as numbers. */
const attribute = z.looseObject({
  name: z.string().trim().min(1).max(200),
  values: z
    .array(z.union([z.string().max(1000), z.number()]).transform(String))
    .min(1)
    .max(100),
});

const OPTION_KEYS = {
  PATTERNS: ['patternsOptions', 'patterns'],
  CONTENT_FEATURES: ['contentFeaturesOptions', 'contentFeatures'],
  ATTRIBUTE: ['attributeOptions', 'attribute'],
} as const satisfies Partial<Record<TriggerType, readonly [string, string]>>;
type OptionKind = keyof typeof OPTION_KEYS;
const OPTION_KINDS = Object.keys(OPTION_KEYS) as OptionKind[];

const rawTrigger = z.looseObject({
  type: z.enum(TRIGGER_TYPES).nullish(),
  patternsOptions: patterns.nullish(),
  patterns: patterns.nullish(),
  contentFeaturesOptions: contentFeatures.nullish(),
  contentFeatures: contentFeatures.nullish(),
  attributeOptions: attribute.nullish(),
  attribute: attribute.nullish(),
});
type RawTrigger = z.output<typeof rawTrigger>;

/** The option objects the request names, by kind and key. */
function givenOptions(t: RawTrigger): { kind: OptionKind; key: string }[] {
  return OPTION_KINDS.flatMap((kind) =>
    OPTION_KEYS[kind].filter((key) => t[key as keyof RawTrigger] != null).map((key) => ({ kind, key })),
  );
}

function badExpression(expression: string): string | undefined {
  try {
    new RegExp(expression);
    return undefined;
  } catch (e) {
    return e instanceof Error ? e.message : 'is not a regular expression';
  }
}

export const triggerInput = rawTrigger.transform((t, ctx): Trigger => {
  const given = givenOptions(t);
  const fail = (path: (string | number)[], message: string): Trigger => {
    ctx.addIssue({ code: 'custom', path, message });
    return z.NEVER;
  };
  const type = t.type ?? given[0]?.kind;
  if (!type) return fail(['type'], 'is required (or one of patternsOptions, contentFeaturesOptions, attributeOptions)');
  const other = given.find((g) => g.kind !== type || given.filter((h) => h.kind === g.kind).length > 1);
  if (other) return fail([other.key], `does not fit a ${type} trigger: a rule has exactly one trigger`);
  if (type === 'ALWAYS' || type === 'SMART') return { type };
  // Refusals name the key the request used.
  const key = given[0]?.key ?? OPTION_KEYS[type][0];
  if (given.length === 0) return fail([key], `is required for a ${type} trigger`);
  if (type === 'PATTERNS') {
    const p = t.patternsOptions ?? t.patterns ?? {};
    const words = p.words ?? [];
    const expressions = p.expressions ?? [];
    if (words.length === 0 && expressions.length === 0) return fail([key], 'needs at least one word or expression');
    for (const [i, expression] of expressions.entries()) {
      const problem = badExpression(expression);
      if (problem) return fail([key, 'expressions', i], `is not a valid regular expression (${problem})`);
    }
    return {
      type,
      patternsOptions: { ...(words.length > 0 && { words }), ...(expressions.length > 0 && { expressions }) },
    };
  }
  if (type === 'CONTENT_FEATURES') {
    const f = t.contentFeaturesOptions ?? t.contentFeatures ?? {};
    const on = {
      videos: f.videos ?? false,
      images: f.images ?? false,
      links: f.links ?? false,
      attachments: f.attachments ?? false,
    };
    if (!Object.values(on).some(Boolean))
      return fail([key], 'needs at least one of videos, images, links, attachments');
    return { type, contentFeaturesOptions: on };
  }
  const a = t.attributeOptions ?? t.attribute;
  if (!a) return fail([key], `is required for a ${type} trigger`);
  return { type, attributeOptions: { name: a.name, values: a.values } };
});
