import { formatNumber, t, tPlain, type PlainKey } from '@/lib/i18n';
import { MEMBERSHIP_FIELD, SUBSCRIPTION_FIELD, type ContactFacet, type ContactFilter } from '@/lib/messaging/contacts';
import { labelName, MEMBERSHIP_LABELS, membershipLabel } from './labels';

/** A facet's identity in the panel URL. */
export const facetId = (f: Pick<ContactFacet, 'type' | 'key'>): string => (f.key ? `${f.type}:${f.key}` : f.type);

/** The filter a facet selects: the provider's own when it gives one, else the one its type means. */
export function facetFilter(f: ContactFacet): ContactFilter | null {
  if (f.filter && Object.keys(f.filter).length > 0) return f.filter;
  switch (f.type) {
    case 'LABEL':
      return f.key ? { 'info.labelKeys': { $hasSome: [f.key] } } : null;
    case 'SUBSCRIPTION_STATUS':
      return f.key ? { [SUBSCRIPTION_FIELD]: f.key } : null;
    case 'MEMBERSHIP_STATUS':
      return f.key ? { [MEMBERSHIP_FIELD]: f.key } : null;
    default:
      return null;
  }
}

/** Subscription facets by the last part of their key (`emailSubscriptions.bounced`): the email's states in words. */
const SUBSCRIPTION_FACETS: Readonly<Record<string, PlainKey>> = {
  subscribed: 'contacts.subscription.SUBSCRIBED',
  unsubscribed: 'contacts.subscription.UNSUBSCRIBED',
  pending: 'contacts.subscription.PENDING',
  bounced: 'contacts.deliverability.BOUNCED',
  spam: 'contacts.deliverability.SPAM_COMPLAINT',
  inactive: 'contacts.deliverability.INACTIVE',
};

const byKeyEnd = (map: Readonly<Record<string, PlainKey>>, key: string | null): string => {
  const end = key?.split('.').pop() ?? '';
  return Object.hasOwn(map, end) ? tPlain(map[end]!) : '';
};

/** A facet's name in people's words: ours for the states, the label's display name for a label. */
export function facetName(f: ContactFacet): string {
  switch (f.type) {
    case 'ALL_CONTACTS':
      return t('contacts.facet.all');
    case 'NOT_LABELED':
      return t('contacts.facet.notLabeled');
    case 'SUBSCRIPTION_STATUS':
      return byKeyEnd(SUBSCRIPTION_FACETS, f.key) || readable(f);
    case 'MEMBERSHIP_STATUS': {
      // Keys end with the status in lower case (`membershipStatus.denied`).
      const status = f.key?.split('.').pop()?.toUpperCase() ?? '';
      return Object.hasOwn(MEMBERSHIP_LABELS, status) ? membershipLabel(status) : readable(f);
    }
    default:
      return readable(f);
  }
}

/** The provider's display name, unless it only repeated the key (then the key's last part in words). */
const readable = (f: ContactFacet): string => (f.name && f.name !== f.key ? f.name : labelName(f.key ?? f.type, {}));

const GROUPS: Array<{ types: string[]; label: () => string }> = [
  { types: ['ALL_CONTACTS', 'NOT_LABELED', 'LABEL'], label: () => t('contacts.facet.labels') },
  { types: ['SUBSCRIPTION_STATUS'], label: () => t('contacts.facet.subscription') },
  { types: ['MEMBERSHIP_STATUS'], label: () => t('contacts.facet.membership') },
];

/**
 * Facets to click, with the provider's counts for the current search and filter, or for all contacts
 * (`siteCounts`) when the provider can't count within them (it counts within email subscription
 * filters only): then a note says so.
 */
export function FacetBar({
  facets,
  siteCounts = false,
  selected,
  onSelect,
}: {
  facets: ContactFacet[];
  siteCounts?: boolean;
  selected: string | null;
  onSelect: (f: ContactFacet | null) => void;
}) {
  return (
    <div className="space-y-1 text-xs" data-testid="contact-facets">
      {siteCounts && (
        <p className="text-slate-500" data-testid="contact-facets-scope">
          {t('contacts.facet.siteCounts')}
        </p>
      )}
      {GROUPS.map((g) => {
        const items = facets.filter((f) => g.types.includes(f.type));
        if (items.length === 0) return null;
        return (
          <div key={g.types[0]} role="group" aria-label={g.label()} className="flex flex-wrap items-center gap-1">
            <span className="w-full text-slate-500" aria-hidden="true">
              {g.label()}
            </span>
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
