import { useMemo } from 'react';
import type { z } from 'zod';
import { parseModel, serializeModel, toFilter, type FilterFields, type Group } from './filter/filter-model';
import { useHashParam } from './useHashParam';

/** A sort kept in the URL as `field:ASC`, checked against the tool's schema (else the default order). */
function parseSort<S>(raw: string | null, schema: z.ZodType<S>): S | null {
  const [field, order] = (raw ?? '').split(':');
  const parsed = schema.safeParse({ field, order });
  return parsed.success ? parsed.data : null;
}

/**
 * A paged list's state in the panel's URL (`<tool>.filter`, `.sort`, `.offset`): the built filter and
 * its model, the sort, the page. A new filter or sort starts again at the first page, and a new filter
 * clears the tool's selection (`clearSelection`, its selection module's: the setters stay the same while it does).
 */
export function useListParams<S>({
  tool,
  fields,
  sortSchema,
  clearSelection,
}: {
  tool: 'contacts' | 'members';
  fields: FilterFields;
  sortSchema: z.ZodType<S>;
  clearSelection: () => void;
}) {
  const [rawFilter, setRawFilter] = useHashParam(`${tool}.filter`);
  const [rawSort, setRawSort] = useHashParam(`${tool}.sort`);
  const [rawOffset, setRawOffset] = useHashParam(`${tool}.offset`);
  const model = useMemo(() => parseModel(rawFilter, fields), [rawFilter, fields]);
  const filter = useMemo(() => toFilter(model, fields), [model, fields]);
  // Stable setters: screens call them from effects and memoized callbacks.
  const set = useMemo(
    () => ({
      firstPage: () => setRawOffset(null),
      setOffset: (offset: number) => setRawOffset(offset === 0 ? null : String(offset)),
      setSort: (next: string | null) => {
        setRawOffset(null);
        setRawSort(next);
      },
      setFilter: (next: Group | null) => {
        clearSelection();
        setRawOffset(null);
        setRawFilter(next && serializeModel(next));
      },
    }),
    [setRawOffset, setRawSort, setRawFilter, clearSelection],
  );
  return {
    /** The filter as kept (null: none applied). */
    rawFilter,
    model,
    filter,
    sort: parseSort(rawSort, sortSchema),
    offset: Math.max(0, Number.parseInt(rawOffset ?? '0', 10) || 0),
    ...set,
  };
}
export type ListParams<S> = ReturnType<typeof useListParams<S>>;
