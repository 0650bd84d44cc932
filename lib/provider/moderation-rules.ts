import {
  REVIEWS_RULES_NAMESPACE,
  type ModerationRule,
  type RuleAudience,
  type RuleInput,
  type RuleTrigger,
} from '../messaging/moderation-rules';
import type { SiteClient } from './client';
import { throwIfNotOk } from './response-error';

// Moderation Rules v1 (docs/provider-contract.md §3.9). No SDK module is published for them, so the
// calls go through the client's fetchWithAuth (same auth, same host rewriting, same request budget).

const RULES_API = 'https://www.wixapis.com/moderation/v1/rules';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string') : []);

/** The rule's fields the panel knows; any other field makes it one the panel only shows. */
const KNOWN_FIELDS = new Set([
  'id',
  'revision',
  'createdDate',
  'updatedDate',
  'namespace',
  'name',
  'audience',
  'trigger',
  'exemptions',
  'action',
  'enabled',
  'extendedFields',
]);
const TRIGGER_FIELDS: Record<string, readonly string[]> = {
  ALWAYS: ['type'],
  SMART: ['type'],
  PATTERNS: ['type', 'patternsOptions'],
  CONTENT_FEATURES: ['type', 'contentFeaturesOptions'],
  ATTRIBUTE: ['type', 'attributeOptions'],
};
/** The trigger kinds the panel writes; the others are shown only. */
const EDITABLE_TRIGGERS = new Set(['ALWAYS', 'SMART', 'PATTERNS', 'CONTENT_FEATURES', 'ATTRIBUTE']);
const FEATURES = ['images', 'videos', 'links', 'attachments'] as const;

const onlyKeys = (o: Json, keys: readonly string[]) => Object.keys(o).every((k) => keys.includes(k));

function triggerOf(raw: unknown): { trigger: RuleTrigger; whole: boolean } {
  const t = isObject(raw) ? raw : {};
  const type = typeof t.type === 'string' ? t.type : '';
  const whole = onlyKeys(t, TRIGGER_FIELDS[type] ?? []);
  const options = (key: string): Json => (isObject(t[key]) ? t[key] : {});
  switch (type) {
    case 'ALWAYS':
    case 'SMART':
      return { trigger: { type }, whole };
    case 'PATTERNS': {
      const p = options('patternsOptions');
      return {
        trigger: { type, words: strings(p.words), expressions: strings(p.expressions) },
        whole: whole && onlyKeys(p, ['words', 'expressions']),
      };
    }
    case 'CONTENT_FEATURES': {
      const f = options('contentFeaturesOptions');
      return {
        trigger: { type, ...Object.fromEntries(FEATURES.map((k) => [k, f[k] === true])) } as RuleTrigger,
        whole: whole && onlyKeys(f, FEATURES),
      };
    }
    case 'ATTRIBUTE': {
      const a = options('attributeOptions');
      // A review's attribute is its rating: a rule on another one is shown, not edited.
      return {
        trigger: { type, name: typeof a.name === 'string' ? a.name : '', values: strings(a.values) },
        whole: whole && onlyKeys(a, ['name', 'values']) && a.name === 'rating',
      };
    }
    default:
      return { trigger: { type: 'OTHER', kind: type }, whole: false };
  }
}

function audienceOf(raw: unknown): RuleAudience | null {
  const a = isObject(raw) ? raw : {};
  if (a.type === 'MEMBERS_AND_VISITORS' || a.type === 'MEMBERS' || a.type === 'VISITORS')
    return onlyKeys(a, ['type']) ? { type: a.type } : null;
  if (a.type !== 'NEW_MEMBERS') return null;
  const hours = isObject(a.newMembersOptions) ? Number(a.newMembersOptions.durationInHours) : NaN;
  return Number.isInteger(hours) && hours >= 1 ? { type: 'NEW_MEMBERS', hours } : null;
}

const hasEntries = (v: unknown): boolean =>
  isObject(v) && Object.values(v).some((x) => (Array.isArray(x) ? x.length > 0 : isObject(x) && hasEntries(x)));

export function toModerationRule(raw: unknown): ModerationRule {
  const r = isObject(raw) ? raw : {};
  const { trigger, whole } = triggerOf(r.trigger);
  const audience = audienceOf(r.audience);
  const action = isObject(r.action) ? r.action.type : undefined;
  const knownAction = action === 'REJECT' || action === 'NEEDS_MANUAL_APPROVAL' ? action : null;
  const madeElsewhere =
    !onlyKeys(r, [...KNOWN_FIELDS]) ||
    !whole ||
    !EDITABLE_TRIGGERS.has(trigger.type) ||
    !audience ||
    !knownAction ||
    (isObject(r.action) && !onlyKeys(r.action, ['type'])) ||
    hasEntries(r.exemptions) ||
    hasEntries(r.extendedFields) ||
    r.namespace !== REVIEWS_RULES_NAMESPACE;
  return {
    id: typeof r.id === 'string' ? r.id : '',
    revision: typeof r.revision === 'string' || typeof r.revision === 'number' ? String(r.revision) : '',
    name: typeof r.name === 'string' && r.name ? r.name : null,
    enabled: r.enabled === true,
    action: knownAction,
    audience,
    trigger,
    createdDate: typeof r.createdDate === 'string' ? r.createdDate : null,
    updatedDate: typeof r.updatedDate === 'string' ? r.updatedDate : null,
    madeElsewhere,
  };
}

/** The rule's fields in the provider's shape (the trigger as `type` + its `…Options`). */
export function ruleFields(input: RuleInput): Json {
  const { trigger: t, audience: a } = input;
  return {
    name: input.name || null,
    enabled: input.enabled,
    action: { type: input.action },
    audience: a.type === 'NEW_MEMBERS' ? { type: a.type, newMembersOptions: { durationInHours: a.hours } } : a,
    trigger:
      t.type === 'PATTERNS'
        ? { type: t.type, patternsOptions: { words: t.words, expressions: t.expressions } }
        : t.type === 'CONTENT_FEATURES'
          ? { type: t.type, contentFeaturesOptions: Object.fromEntries(FEATURES.map((k) => [k, t[k]])) }
          : t.type === 'ATTRIBUTE'
            ? { type: t.type, attributeOptions: { name: t.name, values: t.values } }
            : { type: t.type },
  };
}

async function call(client: SiteClient, method: string, path: string, body?: unknown): Promise<Json> {
  const res = await client.fetchWithAuth(`${RULES_API}${path}`, {
    method,
    ...(body !== undefined && { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
  });
  await throwIfNotOk(res);
  const answer: unknown = await res.json();
  return isObject(answer) ? answer : {};
}

/** The reviews' rules, oldest first: one call (a namespace holds at most 20). */
export async function listRules(client: SiteClient): Promise<ModerationRule[]> {
  const answer = await call(client, 'POST', '/query', {
    query: { filter: { namespace: REVIEWS_RULES_NAMESPACE }, cursorPaging: { limit: 100 } },
  });
  return (Array.isArray(answer.rules) ? answer.rules : []).map(toModerationRule);
}

export async function createRule(client: SiteClient, input: RuleInput): Promise<ModerationRule> {
  const answer = await call(client, 'POST', '', { rule: { namespace: REVIEWS_RULES_NAMESPACE, ...ruleFields(input) } });
  return toModerationRule(answer.rule);
}

/** Changes the given fields on the revision the admin saw (a stale one is refused, 409). */
export async function updateRule(
  client: SiteClient,
  ruleId: string,
  revision: string,
  fields: Json,
): Promise<ModerationRule> {
  const answer = await call(client, 'PATCH', `/${ruleId}`, { rule: { ...fields, revision } });
  return toModerationRule(answer.rule);
}

export async function deleteRule(client: SiteClient, ruleId: string): Promise<void> {
  await call(client, 'DELETE', `/${ruleId}`);
}
