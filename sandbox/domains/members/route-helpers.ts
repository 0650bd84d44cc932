// Small helpers shared by the member route files.
import type { Context, Next } from 'hono';
import type { SandboxEnv } from '../../http/env.ts';
import { parseInput } from '../../http/validate.ts';
import { widestFieldset, type Fieldset } from './fieldsets.ts';
import { memberIdParam } from './schemas.ts';

/**
 * `/my`, `/my/slug` belong to the member's own calls (domain members-my). A `/:id` route that sees
 * `my` hands the request on to the next matching handler instead of rejecting it as a bad GUID.
 */
export function isOwnMemberPath(c: Context<SandboxEnv>): boolean {
  return c.req.param('id') === 'my';
}
export type PassOn = (c: Context<SandboxEnv>, next: Next) => Promise<void>;
export const passOn: PassOn = async (_c, next) => {
  await next();
};

/** The path id, validated; `prefix` names it as the SDK does (e.g. `member` for `member.id`). */
export function memberIdFromPath(c: Context<SandboxEnv>, prefix = ''): string {
  return parseInput(memberIdParam, { id: c.req.param('id') }, prefix).id;
}

export function fieldsetOf(q: { fieldsets?: Fieldset[] | null; fieldSet?: Fieldset | null }): Fieldset {
  return widestFieldset(q.fieldsets ?? (q.fieldSet ? [q.fieldSet] : undefined));
}
