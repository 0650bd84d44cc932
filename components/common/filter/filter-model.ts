import { z } from 'zod';
import type { ProviderFilter } from '@/lib/messaging/provider-filter';

// The filter builder's model: a group of conditions joined with and / or, any of them negated, groups
// nested. `toFilter` turns it into the provider's filter JSON exactly; nothing else edits that JSON.
// Which fields exist, and of what kind, is the tool's own `FilterFields`.

export const OP_CHOICES = [
  'eq',
  'ne',
  'anyOf',
  'allOf',
  'startsWith',
  'contains',
  'exists',
  'notExists',
  'from',
  'before',
] as const;
export type OpChoice = (typeof OP_CHOICES)[number];

/** `date`: a moment (sent as ISO); `day`: a YYYY-MM-DD string; `list`: an array field (labels, emails). */
export type FieldKind = 'enum' | 'text' | 'id' | 'date' | 'day' | 'number' | 'list';

export const OPS_FOR: Record<FieldKind, readonly OpChoice[]> = {
  enum: ['eq', 'ne', 'anyOf'],
  text: ['eq', 'ne', 'startsWith', 'contains', 'anyOf', 'allOf', 'exists', 'notExists'],
  id: ['eq', 'anyOf', 'exists', 'notExists'],
  date: ['from', 'before', 'exists', 'notExists'],
  day: ['eq', 'from', 'before', 'exists', 'notExists'],
  number: ['eq', 'ne', 'from', 'before', 'exists', 'notExists'],
  list: ['anyOf', 'allOf'],
};

/** The fields one tool filters on: names in offer order, their kinds, the values offered, labels. */
export interface FilterFields {
  names: readonly string[];
  kind: (field: string) => FieldKind;
  /** Values offered for an enum field (a typed-in value is sent as is). */
  enumValues: (field: string) => readonly string[] | undefined;
  label: (field: string) => string;
  /** An enum value in people's words (default: the value itself). */
  valueLabel?: (field: string, value: string) => string;
  /** Whether a saved condition may name this field (default: one of `names`); lets a model name fields still loading. */
  accepts?: (field: string) => boolean;
  /** The comparisons this field takes, when the provider allows fewer than its kind's (default: `OPS_FOR[kind]`). */
  ops?: (field: string) => readonly OpChoice[];
}

/** The comparisons offered for `field`. */
export const opsFor = (fields: FilterFields, field: string): readonly OpChoice[] =>
  fields.ops?.(field) ?? OPS_FOR[fields.kind(field)];

export interface Condition {
  kind: 'cond';
  field: string;
  op: OpChoice;
  value: string;
  negate: boolean;
}
export interface Group {
  kind: 'group';
  join: 'and' | 'or';
  negate: boolean;
  items: Array<Condition | Group>;
}
export type FilterNode = Condition | Group;

const MAX_DEPTH = 3;

function groupSchema(fields: FilterFields): z.ZodType<Group> {
  const condition = z
    .object({
      kind: z.literal('cond'),
      field: z.string().refine((f) => (fields.accepts ? fields.accepts(f) : fields.names.includes(f))),
      op: z.enum(OP_CHOICES),
      value: z.string().max(500),
      negate: z.boolean(),
    })
    // A saved condition with a comparison its field no longer takes is not one of these fields' models.
    .refine((c) => !fields.names.includes(c.field) || opsFor(fields, c.field).includes(c.op));
  const group: z.ZodType<Group> = z.lazy(() =>
    z.object({
      kind: z.literal('group'),
      join: z.enum(['and', 'or']),
      negate: z.boolean(),
      items: z.array(z.union([condition, group])).max(50),
    }),
  );
  return group;
}

export const emptyGroup = (): Group => ({ kind: 'group', join: 'and', negate: false, items: [] });
export const newCondition = (fields: FilterFields, field: string = fields.names[0]!): Condition => ({
  kind: 'cond',
  field,
  op: opsFor(fields, field)[0]!,
  value: '',
  negate: false,
});

/** The model kept in the URL hash, or an empty group when it is missing or not a model of these fields. */
export function parseModel(raw: string | null, fields: FilterFields): Group {
  if (!raw) return emptyGroup();
  try {
    const parsed = groupSchema(fields).safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : emptyGroup();
  } catch {
    return emptyGroup();
  }
}

export const serializeModel = (g: Group): string | null => (g.items.length === 0 ? null : JSON.stringify(g));

const list = (value: string) =>
  value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);

export type ConditionProblem = 'members.filter.needsValue' | 'members.filter.badDate' | 'members.filter.badNumber';

/** What is wrong with a condition's value before anything is sent (a message key), or null. */
export function conditionProblem(c: Condition, fields: FilterFields): ConditionProblem | null {
  if (c.op === 'exists' || c.op === 'notExists') return null;
  if (c.op === 'anyOf' || c.op === 'allOf' ? list(c.value).length === 0 : c.value.trim() === '')
    return 'members.filter.needsValue';
  const kind = fields.kind(c.field);
  if ((kind === 'date' || kind === 'day') && Number.isNaN(Date.parse(c.value))) return 'members.filter.badDate';
  if (kind === 'number' && !Number.isFinite(Number(c.value))) return 'members.filter.badNumber';
  return null;
}

export function modelProblems(node: FilterNode, fields: FilterFields, depth = 0): number {
  if (node.kind === 'cond') return conditionProblem(node, fields) ? 1 : 0;
  if (depth > MAX_DEPTH) return 1;
  return node.items.reduce((n, item) => n + modelProblems(item, fields, depth + 1), 0);
}

function leaf(c: Condition, kind: FieldKind): ProviderFilter {
  const v = c.value.trim();
  // A moment goes as ISO; a day stays YYYY-MM-DD (it is compared as text); numbers as numbers.
  const operand = (): string | number =>
    kind === 'date' ? new Date(v).toISOString() : kind === 'number' ? Number(v) : v;
  switch (c.op) {
    case 'eq':
      return { [c.field]: operand() };
    case 'ne':
      return { [c.field]: { $ne: operand() } };
    case 'anyOf':
      return { [c.field]: kind === 'list' ? { $hasSome: list(v) } : { $in: list(v) } };
    case 'allOf':
      return { [c.field]: { $hasAll: list(v) } };
    case 'startsWith':
      return { [c.field]: { $startsWith: v } };
    case 'contains':
      return { [c.field]: { $contains: v } };
    case 'exists':
      return { [c.field]: { $exists: true } };
    case 'notExists':
      return { [c.field]: { $exists: false } };
    case 'from':
      return { [c.field]: { $gte: operand() } };
    case 'before':
      return { [c.field]: { $lt: operand() } };
  }
}

const negated = (f: ProviderFilter, negate: boolean): ProviderFilter => (negate ? { $not: f } : f);

/** The provider filter for a (valid) model; null when there is nothing to filter on. */
export function toFilter(node: FilterNode, fields: FilterFields): ProviderFilter | null {
  if (node.kind === 'cond') return negated(leaf(node, fields.kind(node.field)), node.negate);
  const parts = node.items.map((n) => toFilter(n, fields)).filter((f): f is ProviderFilter => f !== null);
  if (parts.length === 0) return null;
  const joined: ProviderFilter =
    parts.length === 1 ? parts[0]! : node.join === 'and' ? { $and: parts } : { $or: parts };
  return negated(joined, node.negate);
}
