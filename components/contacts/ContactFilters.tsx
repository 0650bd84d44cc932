import type { UseQueryResult } from '@tanstack/react-query';
import { z } from 'zod';
import { t } from '@/lib/i18n';
import { ContactFilter, type ContactFacet, type ContactFacets } from '@/lib/messaging/contacts';
import { ErrorNotice } from '../common/ErrorNotice';
import { FilterBuilder } from '../common/filter/FilterBuilder';
import type { FilterFields, Group } from '../common/filter/filter-model';
import { useHashParam } from '../common/useHashParam';
import { FacetBar, facetFilter, facetId } from './FacetBar';

/** The picked facet as the URL keeps it (`contacts.facet`): its id and the filter it selects. */
const FacetState = z.object({ id: z.string().max(300), filter: ContactFilter.nullable() });
type FacetState = z.infer<typeof FacetState>;

function parseFacet(raw: string | null): FacetState | null {
  if (!raw) return null;
  try {
    const parsed = FacetState.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The facet picked in the panel URL, and picking another (or none): `onPick` first (back to page one). */
export function useFacetParam(onPick: () => void) {
  const [raw, setRaw] = useHashParam('contacts.facet');
  return {
    facet: parseFacet(raw),
    pick: (f: ContactFacet | null) => {
      onPick();
      setRaw(f ? JSON.stringify({ id: facetId(f), filter: facetFilter(f) } satisfies FacetState) : null);
    },
  };
}

/** The contacts' folded filters: the facets with their counts, and under More filters the filter builder. */
export function ContactFilters({
  facets,
  selected,
  onPick,
  fields,
  rawFilter,
  model,
  onApply,
  onReconnect,
}: {
  facets: UseQueryResult<ContactFacets>;
  selected: string | null;
  onPick: (f: ContactFacet | null) => void;
  fields: FilterFields;
  rawFilter: string | null;
  model: Group;
  onApply: (model: Group) => void;
  onReconnect: () => void;
}) {
  return (
    <div className="space-y-2 rounded border border-slate-200 p-2">
      {facets.data && (
        <FacetBar
          facets={facets.data.facets}
          siteCounts={!facets.data.narrowed}
          selected={selected}
          onSelect={onPick}
        />
      )}
      {facets.error && <ErrorNotice error={facets.error} onReconnect={onReconnect} />}
      <details open={rawFilter !== null}>
        <summary className="cursor-pointer text-xs text-indigo-700">{t('contacts.moreFilters')}</summary>
        <FilterBuilder
          fields={fields}
          key={`${rawFilter ?? ''}|${fields.names.length}`}
          value={model}
          onApply={onApply}
        />
      </details>
    </div>
  );
}
