// Plain-text member search (`search: {expression, fields}` of queryMembers and bulk delete by filter):
// a case-insensitive "contains" over the given fields, any of which may match.
import { plainJsonPath } from '../../query/sql-expr.ts';
import type { SqlFragment } from '../../query/types.ts';
import { lowerFor } from '../../query/fold-case.ts';
import { likeEscape } from '../../query/values.ts';

/** SDK docs: "Currently supported fields for search"; the default is `profile.nickname`. */
export const SEARCH_FIELDS = [
  'loginEmail',
  'contact.firstName',
  'contact.lastName',
  'profile.title',
  'profile.nickname',
  'profile.slug',
] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];

export interface MemberSearch {
  expression?: string | null;
  fields?: SearchField[] | null;
}

export function compileSearch(search: MemberSearch | null | undefined): SqlFragment {
  const expression = search?.expression?.trim();
  if (!expression) return { sql: '1', params: [] };
  const fields = search?.fields && search.fields.length > 0 ? search.fields : ['profile.nickname'];
  const pattern = `%${likeEscape(expression.toLowerCase())}%`;
  const lower = lowerFor(expression);
  const terms = fields.map((f) => `${lower}(COALESCE(json_extract(doc, ${plainJsonPath(f)}), '')) LIKE ? ESCAPE '\\'`);
  return { sql: `(${terms.join(' OR ')})`, params: fields.map(() => pattern) };
}
