// Compiles `[{fieldName, order}]` to ORDER BY; the row always breaks ties so pages are stable.
import { ownField } from './own-field.ts';
import { fieldExpr } from './sql-expr.ts';
import { QueryValidationError, type FieldMap, type FieldViolation, type SortSpec } from './types.ts';

export function compileSort(
  sort: readonly SortSpec[] | undefined,
  fields: FieldMap,
  opts: { errorPath: string; doc?: string; idColumn?: string; defaultSort?: readonly SortSpec[] },
): string {
  const doc = opts.doc ?? 'doc';
  const violations: FieldViolation[] = [];
  const terms: string[] = [];
  const list = sort && sort.length > 0 ? sort : (opts.defaultSort ?? []);
  list.forEach((s, i) => {
    const spec = ownField(fields, s.fieldName);
    if (!spec || !spec.sortable) {
      violations.push({
        field: `${opts.errorPath}[${i}].fieldName`,
        description: `sorting by ${s.fieldName} is not supported`,
        violatedRule: 'FIELD_NOT_ALLOWED',
        refusal: 'sort',
      });
      return;
    }
    terms.push(`${fieldExpr(s.fieldName, spec, doc)} ${s.order === 'DESC' ? 'DESC' : 'ASC'}`);
  });
  if (violations.length > 0) throw new QueryValidationError(violations);
  // The tie-break is the rowid (in every index, unlike `id`: 32 ms vs 0.1 ms for a page of pending
  // reviews on the large seed) and follows the last sort direction, so SQLite walks one index once.
  const last = list[list.length - 1];
  terms.push(`${opts.idColumn ?? 'rowid'} ${last?.order === 'DESC' ? 'DESC' : 'ASC'}`);
  return terms.join(', ');
}
