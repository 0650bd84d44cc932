import { formatNumber, t } from '@/lib/i18n';
import type { ContactFacet, ContactFilter } from '@/lib/messaging/contacts';
import { memberStatusLabel, subscriptionLabel } from './labels';

/** A facet's identity in the panel URL. */
export const facetId = (f: Pick<ContactFacet, 'type' | 'key'>): string => (f.key ? `${f.type}:${f.key}` : f.type);

/** The filter a facet selects: the provider's own when it gives one, else the one its type means. */
export function facetFilter(f: ContactFacet): ContactFilter | null {
  if (f.filter && Object.keys(f.filter).length > 0) return f.filter;
  switch (f.type) {
    case 'LABEL':
      return f.key ? { 'info.labelKeys': { $hasSome: [f.key] } } : null;
    case 'SUBSCRIPTION_STATUS':
      return f.key ? { 'primaryEmail.subscriptionStatus': f.key } : null;
    case 'MEMBERSHIP_STATUS':
      return f.key ? { 'memberInfo.status': f.key } : null;
    default:
      return null;
  }
}

function facetName(f: ContactFacet): string {
  switch (f.type) {
    case 'ALL_CONTACTS':
      return t('contacts.facet.all');
    case 'NOT_LABELED':
      return t('contacts.facet.notLabeled');
    case 'SUBSCRIPTION_STATUS':
      return subscriptionLabel(f.key) || f.name;
    case 'MEMBERSHIP_STATUS':
      return memberStatusLabel(f.key) || f.name;
    default:
      return f.name;
  }
}

const GROUPS: Array<{ types: string[]; label: () => string }> = [
  { types: ['ALL_CONTACTS', 'NOT_LABELED', 'LABEL'], label: () => t('contacts.facet.labels') },
  { types: ['SUBSCRIPTION_STATUS'], label: () => t('contacts.facet.subscription') },
  { types: ['MEMBERSHIP_STATUS'], label: () => t('contacts.facet.membership') },
];

/** Facets to click, with the provider's counts for the current search and filter. */
export function FacetBar({
  facets,
  selected,
  onSelect,
}: {
  facets: ContactFacet[];
  selected: string | null;
  onSelect: (f: ContactFacet | null) => void;
}) {
  return (
    <div className="space-y-1 text-xs" data-testid="contact-facets">
      {GROUPS.map((g) => {
        const items = facets.filter((f) => g.types.includes(f.type));
        if (items.length === 0) return null;
        return (
          <div key={g.types[0]} role="group" aria-label={g.label()} className="flex flex-wrap items-center gap-1">
            {items.map((f) => {
              const id = facetId(f);
              const on = selected === id || (selected === null && f.type === 'ALL_CONTACTS');
              return (
                <button
                  key={id}
                  type="button"
                  aria-pressed={on}
                  className={`rounded-full border px-2 py-0.5 ${on ? 'border-indigo-700 bg-indigo-700 text-white' : 'border-slate-300'}`}
                  onClick={() => onSelect(f.type === 'ALL_CONTACTS' || on ? null : f)}
                >
                  <span dir="auto">{facetName(f)}</span>
                  {f.count !== null && <span className="ml-1 opacity-80">{formatNumber(f.count)}</span>}
                </button>
              );
            })}
          </div>
        );
      })}
    </div>
  );
}
