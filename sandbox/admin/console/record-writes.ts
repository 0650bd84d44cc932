// Create, edit and delete from the console: the collection's provider call, sent in-process
// through the whole app (provider-client.ts), so validation, events, webhooks, the request log,
// the rate limit and the fault knobs are the provider's own. The body is what the form or the
// JSON endpoint gave, parsed here (a body that is not JSON is refused before any call).
import type { Context } from 'hono';
import type { SandboxEnv } from '../../http/env.ts';
import { validationError, type ProviderError } from '../../http/errors.ts';
import type { Collection, Doc, RecordAction } from './collections.ts';
import { callProvider, type ProviderAnswer, type ProviderClient } from './provider-client.ts';
import type { ConsoleSite } from './console-site.ts';

export type WriteKind = 'create' | 'edit' | 'delete';

/** The form's JSON text → a body object, or the validation error that names it. */
export function parseBodyText(text: unknown): Doc | ProviderError {
  if (typeof text !== 'string' || text.trim() === '')
    return validationError([
      { field: 'body', description: 'must be the JSON body to send', violatedRule: 'REQUIRED_FIELD' },
    ]);
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) return parsed as Doc;
  } catch (e) {
    return validationError([
      { field: 'body', description: `is not JSON (${(e as Error).message})`, violatedRule: 'FORMAT' },
    ]);
  }
  return validationError([{ field: 'body', description: 'must be a JSON object', violatedRule: 'FORMAT' }]);
}

/** Which writes a collection has: a refusal (405-like, 400 here) for the ones it lacks. */
export function writeUnsupported(col: Collection, kind: WriteKind): ProviderError | undefined {
  const has = kind === 'create' ? col.create : kind === 'edit' ? col.edit : col.remove;
  if (has) return undefined;
  return validationError([
    {
      field: 'collection',
      description: `${col.label.toLowerCase()} cannot be ${kind === 'edit' ? 'edited' : kind === 'create' ? 'created' : 'deleted'} through the provider`,
      violatedRule: 'FIELD_NOT_ALLOWED',
    },
  ]);
}

export async function writeRecord(
  provider: ProviderClient,
  c: Context<SandboxEnv>,
  site: ConsoleSite,
  col: Collection,
  write:
    | { kind: 'create'; body: Doc }
    | { kind: 'edit'; doc: Doc; body: Doc }
    | { kind: 'delete'; doc: Doc }
    | { kind: 'action'; doc: Doc; action: RecordAction },
): Promise<ProviderAnswer> {
  const call =
    write.kind === 'create'
      ? col.create!.call(write.body)
      : write.kind === 'edit'
        ? col.edit!.call(write.doc, write.body)
        : write.kind === 'action'
          ? write.action.call(write.doc)
          : col.remove!(write.doc);
  return callProvider(provider, c, site.id, site.apiKey, call, 'send');
}

/** The collection's one-click action of that name, or the validation error that names it. */
export function actionOf(col: Collection, name: unknown): RecordAction | ProviderError {
  const found = col.actions?.find((a) => a.name === name);
  if (found) return found;
  const names = (col.actions ?? []).map((a) => a.name);
  return validationError([
    {
      field: 'action',
      description: names.length ? `must be one of ${names.join(', ')}` : `${col.label.toLowerCase()} have no actions`,
      violatedRule: 'FIELD_NOT_ALLOWED',
    },
  ]);
}

/** The record a create answered with (its id), when the answer holds one. */
export function createdId(col: Collection, answer: ProviderAnswer): string | undefined {
  const json = (answer.json ?? {}) as Doc;
  const one =
    (col.oneKey ? json[col.oneKey] : undefined) ??
    Object.values(json).find((v) => typeof v === 'object' && v !== null && !Array.isArray(v));
  const id = (one as Doc | undefined)?.[col.idField];
  return typeof id === 'string' ? id : undefined;
}
