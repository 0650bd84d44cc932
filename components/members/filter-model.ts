import { z } from 'zod';
import { FILTER_FIELDS, type FilterField, type MemberFilter } from '@/lib/messaging/members';

// The filter builder's model: a group of conditions joined with and / or, any of them negated, groups
// nested. `toFilter` turns it into the provider's filter JSON exactly; nothing else edits that JSON.

export const OP_CHOICES = ['eq', 'ne', 'anyOf', 'allOf', 'startsWith', 'contains', 'exists', 'notExists', 'from', 'before'] as const;
export type OpChoice = (typeof OP_CHOICES)[number];

export type FieldKind = 'enum' | 'text' | 'id' | 'date';
export const FIELD_KIND: Record<FilterField, FieldKind> = {
  status: 'enum',
  privacyStatus: 'enum',
  loginEmail: 'text',
  'profile.nickname': 'text',
  'profile.slug': 'text',
  'contact.firstName': 'text',
  'contact.lastName': 'text',
  contactId: 'id',
  id: 'id',
  createdDate: 'date',
};

export const OPS_FOR: Record<FieldKind, readonly OpChoice[]> = {
  enum: ['eq', 'ne', 'anyOf'],
  text: ['eq', 'ne', 'startsWith', 'contains', 'anyOf', 'allOf', 'exists', 'notExists'],
  id: ['eq', 'anyOf', 'exists', 'notExists'],
  date: ['from', 'before', 'exists', 'notExists'],
};

/** The values the provider knows for the enum fields (what is offered; a typed-in value is sent as is). */
export const ENUM_VALUES: Partial<Record<FilterField, readonly string[]>> = {
  status: ['PENDING', 'APPROVED', 'BLOCKED', 'OFFLINE'],
  privacyStatus: ['PUBLIC', 'PRIVATE'],
};

export interface Condition {
  kind: 'cond';
  field: FilterField;
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

const ConditionSchema = z.object({
  kind: z.literal('cond'),
  field: z.enum(FILTER_FIELDS),
  op: z.enum(OP_CHOICES),
  value: z.string().max(500),
  negate: z.boolean(),
});
const GroupSchema: z.ZodType<Group> = z.lazy(() =>
  z.object({ kind: z.literal('group'), join: z.enum(['and', 'or']), negate: z.boolean(), items: z.array(z.union([ConditionSchema, GroupSchema])).max(50) }),
);

export const emptyGroup = (): Group => ({ kind: 'group', join: 'and', negate: false, items: [] });
export const newCondition = (field: FilterField = 'status'): Condition => ({
  kind: 'cond',
  field,
  op: OPS_FOR[FIELD_KIND[field]][0]!,
  value: '',
  negate: false,
});

/** The model kept in the URL hash, or an empty group when it is missing or not a model. */
export function parseModel(raw: string | null): Group {
  if (!raw) return emptyGroup();
  try {
    const parsed = GroupSchema.safeParse(JSON.parse(raw));
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

/** What is wrong with a condition's value before anything is sent (a message key), or null. */
export function conditionProblem(c: Condition): 'members.filter.needsValue' | 'members.filter.badDate' | null {
  if (c.op === 'exists' || c.op === 'notExists') return null;
  if (c.op === 'anyOf' || c.op === 'allOf' ? list(c.value).length === 0 : c.value.trim() === '') return 'members.filter.needsValue';
  if (FIELD_KIND[c.field] === 'date' && Number.isNaN(Date.parse(c.value))) return 'members.filter.badDate';
  return null;
}

export function modelProblems(node: FilterNode, depth = 0): number {
  if (node.kind === 'cond') return conditionProblem(node) ? 1 : 0;
  if (depth > MAX_DEPTH) return 1;
  return node.items.reduce((n, item) => n + modelProblems(item, depth + 1), 0);
}

function leaf(c: Condition): MemberFilter {
  const v = c.value.trim();
  const date = () => new Date(v).toISOString();
  switch (c.op) {
    case 'eq': return { [c.field]: v };
    case 'ne': return { [c.field]: { $ne: v } };
    case 'anyOf': return { [c.field]: { $in: list(v) } };
    case 'allOf': return { [c.field]: { $hasAll: list(v) } };
    case 'startsWith': return { [c.field]: { $startsWith: v } };
    case 'contains': return { [c.field]: { $contains: v } };
    case 'exists': return { [c.field]: { $exists: true } };
    case 'notExists': return { [c.field]: { $exists: false } };
    case 'from': return { [c.field]: { $gte: date() } };
    case 'before': return { [c.field]: { $lt: date() } };
  }
}

const negated = (f: MemberFilter, negate: boolean): MemberFilter => (negate ? { $not: f } : f);

/** The provider filter for a (valid) model; null when there is nothing to filter on. */
export function toFilter(node: FilterNode): MemberFilter | null {
  if (node.kind === 'cond') return negated(leaf(node), node.negate);
  const parts = node.items.map(toFilter).filter((f): f is MemberFilter => f !== null);
  if (parts.length === 0) return null;
  const joined: MemberFilter = parts.length === 1 ? parts[0]! : node.join === 'and' ? { $and: parts } : { $or: parts };
  return negated(joined, node.negate);
}
