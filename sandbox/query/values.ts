// Checks a filter value against its field's kind and turns it into a bound SQL parameter.
import type { FieldSpec, FieldViolation, SqlParam } from './types.ts';

export type ValueResult = { ok: true; value: SqlParam } | { ok: false; violation: FieldViolation };

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Dates arrive as ISO strings or as `{"$date": "..."}`; stored docs hold `toISOString()` form. */
function normalizeDate(v: unknown): string | undefined {
  const raw = isPlainObject(v) && typeof v.$date === 'string' ? v.$date : v;
  if (typeof raw !== 'string') return undefined;
  const t = Date.parse(raw);
  return Number.isNaN(t) ? undefined : new Date(t).toISOString();
}

export function toParam(spec: FieldSpec, value: unknown, field: string): ValueResult {
  const bad = (description: string, rule = 'FORMAT'): ValueResult => ({
    ok: false,
    violation: { field, description, violatedRule: rule, refusal: 'value' },
  });
  switch (spec.kind) {
    case 'string':
      if (typeof value !== 'string') return bad('must be a string');
      if (spec.values && !spec.values.includes(value)) {
        return bad(`must be one of ${spec.values.join(', ')}`, 'INVALID_ENUM_VALUE');
      }
      return { ok: true, value };
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value)) return bad('must be a number');
      return { ok: true, value };
    case 'boolean':
      if (typeof value !== 'boolean') return bad('must be a boolean');
      return { ok: true, value: value ? 1 : 0 };
    case 'date': {
      const iso = normalizeDate(value);
      return iso === undefined ? bad('must be a date (ISO-8601 string)') : { ok: true, value: iso };
    }
  }
}

/** Escapes a LIKE pattern fragment for `ESCAPE '\'`. */
export function likeEscape(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export { isPlainObject };
