// Request parsing with zod; every failure becomes the provider's 400 validation error.
import type { Context } from 'hono';
import type { z } from 'zod';
import { QueryValidationError, type FieldViolation, type QueryRefusal } from '../query/types.ts';
import { applicationError, validationError } from './errors.ts';
import { parseQueryString } from './query-string.ts';
import { assertDepth, JSON_BODY_MAX, readBodyCapped } from './body-limits.ts';

export function formatPath(path: readonly PropertyKey[], prefix = ''): string {
  let out = prefix;
  for (const seg of path) {
    if (typeof seg === 'number') out += `[${seg}]`;
    else out += out === '' ? String(seg) : `.${String(seg)}`;
  }
  return out === '' ? 'body' : out;
}

function violationOf(issue: z.core.$ZodIssue, prefix: string): FieldViolation {
  const field = formatPath(issue.path, prefix);
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined
        ? { field, description: 'is required', violatedRule: 'REQUIRED_FIELD' }
        : { field, description: `must be a ${issue.expected}`, violatedRule: 'FORMAT' };
    case 'too_big':
      return {
        field,
        description: `must be at most ${String(issue.maximum)}`,
        violatedRule: issue.origin === 'string' ? 'MAX_LENGTH' : issue.origin === 'array' ? 'MAX_SIZE' : 'MAX',
      };
    case 'too_small':
      return {
        field,
        description: `must be at least ${String(issue.minimum)}`,
        violatedRule: issue.origin === 'string' ? 'MIN_LENGTH' : issue.origin === 'array' ? 'MIN_SIZE' : 'MIN',
      };
    case 'invalid_value':
      return {
        field,
        description: `must be one of ${issue.values.map(String).join(', ')}`,
        violatedRule: 'INVALID_ENUM_VALUE',
      };
    case 'invalid_format':
      return { field, description: issue.message, violatedRule: 'FORMAT', data: { format: issue.format } };
    case 'unrecognized_keys':
      return { field, description: `has unknown fields ${issue.keys.join(', ')}`, violatedRule: 'FIELD_NOT_ALLOWED' };
    default:
      return { field, description: issue.message, violatedRule: 'OTHER' };
  }
}

/** Parses `data` or throws a 400 listing every violation. `prefix` names where `data` sits. */
export function parseInput<S extends z.ZodType>(schema: S, data: unknown, prefix = ''): z.output<S> {
  const r = schema.safeParse(data, { reportInput: true });
  if (r.success) return r.data;
  throw validationError(r.error.issues.map((i) => violationOf(i, prefix)));
}

/** The JSON body; an empty body counts as `{}`. Malformed JSON is a 400 on the field "body". */
export async function readJsonBody(c: Context, max = JSON_BODY_MAX): Promise<Record<string, unknown>> {
  const text = (await readBodyCapped(c, max)).toString('utf8');
  // Kept for the request log's "body on demand" (http/request-log.ts cuts it).
  c.set('requestBody', text);
  if (text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (e) {
    throw validationError([
      { field: 'body', description: `is not valid JSON (${(e as Error).message})`, violatedRule: 'FORMAT' },
    ]);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw validationError([{ field: 'body', description: 'must be a JSON object', violatedRule: 'FORMAT' }]);
  }
  assertDepth(parsed);
  return parsed as Record<string, unknown>;
}

/** A form post's fields; a body that is no form (a broken multipart one) is a 400 on the field "body", not a 500. */
export async function readForm(c: Context): Promise<Record<string, unknown>> {
  try {
    return (await c.req.parseBody()) as Record<string, unknown>;
  } catch (e) {
    throw validationError([
      { field: 'body', description: `is not a form (${(e as Error).message})`, violatedRule: 'FORMAT' },
    ]);
  }
}

export function readQuery(c: Context): Record<string, unknown> {
  return parseQueryString(new URL(c.req.url).search);
}

/** The application error code a call's SDK typings declare for each kind of refused query. */
export type QueryErrorCodes = Readonly<Partial<Record<QueryRefusal, string>>>;

/**
 * Runs compiler code, turning its QueryValidationError into the HTTP 400: with `codes`, the
 * application error the call declares for the first refusal (the violations in its data); else,
 * or for a refusal the call names no code for, the validation error.
 */
export function withQueryErrors<T>(fn: () => T, codes?: QueryErrorCodes): T {
  try {
    return fn();
  } catch (e) {
    if (!(e instanceof QueryValidationError)) throw e;
    const first = e.violations[0];
    const code = first?.refusal && codes?.[first.refusal];
    if (!code || !first) throw validationError(e.violations);
    const fieldViolations = e.violations.map(({ refusal: _refusal, ...wire }) => wire);
    throw applicationError(400, code, `"${first.field}" ${first.description}`, { fieldViolations });
  }
}
