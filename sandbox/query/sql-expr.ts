// SQL expressions for declared fields. Paths come from trusted field maps, never from requests,
// so they are inlined as literals (which also lets SQLite match expression indexes).
import type { FieldSpec } from './types.ts';

/** `profile.nickname` → `$."profile"."nickname"` (quoted segments survive odd names). */
export function jsonPath(path: string): string {
  const segments = path.split('.').map((s) => `"${s.replace(/"/g, '\\"')}"`);
  return `'$.${segments.join('.').replace(/'/g, "''")}'`;
}

/** The simple `$.a.b` form, used where expression indexes must match exactly. */
export function plainJsonPath(path: string): string {
  if (!/^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/.test(path)) return jsonPath(path);
  return `'$.${path}'`;
}

export function fieldExpr(name: string, spec: FieldSpec, doc: string): string {
  if (spec.column) return spec.column;
  return `json_extract(${doc}, ${plainJsonPath(spec.path ?? name)})`;
}

export function fieldPathLiteral(name: string, spec: FieldSpec): string {
  return plainJsonPath(spec.path ?? name);
}
