// A form post's fields; a body that is no form (a broken multipart one) is a 400, not a 500.
import type { Context } from 'hono';
import { validationError } from '../../http/errors.ts';

export async function readForm(c: Context): Promise<Record<string, unknown>> {
  try {
    return (await c.req.parseBody()) as Record<string, unknown>;
  } catch (e) {
    throw validationError([
      { field: 'body', description: `is not a form (${(e as Error).message})`, violatedRule: 'FORMAT' },
    ]);
  }
}
