// Query Contacts `search`: "Plain text search for an exact match" on first/last name, emails and
// phones, combined with the filter.
const SEARCH_FIELDS = ['info.name.first', 'info.name.last', 'info.emails.email', 'info.phones.phone'] as const;

export function withSearch(
  filter: Record<string, unknown> | undefined,
  search: string | undefined,
): Record<string, unknown> | undefined {
  const text = search?.trim();
  if (!text) return filter;
  const any = { $or: SEARCH_FIELDS.map((f) => ({ [f]: text })) };
  return filter && Object.keys(filter).length > 0 ? { $and: [filter, any] } : any;
}
