import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { t } from '@/lib/i18n';
import { ContactSort, CONTACT_SORT_FIELDS, type ContactFilter } from '@/lib/messaging/contacts';
import {
  contactFacetsOptions,
  contactLabelsOptions,
  contactListOptions,
  extendedFieldsOptions,
} from '@/lib/queries/contacts';
import { ListHeading, ListToolbar, PagedResults } from '../common/PagedList';
import { RemovableChips } from '../common/RemovableChips';
import { useHashParam } from '../common/useHashParam';
import { useListParams } from '../common/useListParams';
import type { ToolProps } from '../tools';
import { BulkLabelBar } from './BulkLabelBar';
import { ContactDetail } from './ContactDetail';
import { ContactFilters, useFacetParam } from './ContactFilters';
import { ContactList } from './ContactList';
import { ContactSearch } from './ContactSearch';
import { emptyInput } from './contact-input';
import { CreateContact } from './CreateContact';
import { ExportContacts } from './ExportContacts';
import { facetId, facetName } from './FacetBar';
import { contactFilterFields } from './filter-fields';
import { inputFor, LookupNotice } from './LookupNotice';
import { clearSelection } from './selection';
import { useContactLookup } from './useContactLookup';

export const PAGE_SIZE = 50;

const both = (a: ContactFilter | null, b: ContactFilter | null): ContactFilter | null =>
  a && b ? { $and: [a, b] } : (a ?? b);

/** The contacts: search as you type, facets, filters, the contact card, labels, merge, export. State in the panel URL. */
export function ContactsList({ siteId, onReconnect, nav }: ToolProps & { nav: ReactNode }) {
  const extended = useQuery(extendedFieldsOptions(siteId));
  const labels = useQuery(contactLabelsOptions(siteId));
  const fields = useMemo(() => contactFilterFields(extended.data ?? []), [extended.data]);
  const params = useListParams({ tool: 'contacts', fields, sortSchema: ContactSort, clearSelection });
  const { firstPage, sort, offset } = params;
  const [search, setSearch] = useHashParam('contacts.q');
  const [openId, setOpenId] = useHashParam('contacts.contact');
  const [, setTool] = useHashParam('tool');
  const [, setMember] = useHashParam('members.member');
  const [creating, setCreating] = useState(false);
  const { facet, pick: pickFacet } = useFacetParam(() => {
    clearSelection();
    firstPage();
  });
  // Facets and filters are folded away unless one is in use: the list comes first.
  const [filtersOpen, setFiltersOpen] = useState(facet !== null || params.rawFilter !== null);
  const text = search ?? '';
  const filter = both(params.filter, facet?.filter ?? null);

  const page = useQuery(contactListOptions(siteId, { filter, search: text, sort, offset, limit: PAGE_SIZE }));
  // Facets count within the search and the built filter, not within the facet picked (so the others stay
  // clickable), where the provider can count them; else the whole site's counts (`narrowed: false`).
  const facets = useQuery(contactFacetsOptions(siteId, params.filter, text));
  const pickedFacet = facet ? (facets.data?.facets.find((f) => facetId(f) === facet.id) ?? null) : null;
  const labelNames = useMemo(() => Object.fromEntries((labels.data ?? []).map((l) => [l.key, l.name])), [labels.data]);
  useEffect(() => clearSelection, [siteId]);
  const lookup = useContactLookup(text, page, setOpenId);

  const onSearch = useCallback(
    (next: string) => {
      clearSelection();
      firstPage();
      setSearch(next || null);
    },
    [setSearch, firstPage],
  );
  const openMember = (memberId: string) => {
    setMember(memberId);
    setTool('members');
  };

  if (openId)
    return (
      <section className="p-4">
        <ContactDetail
          key={openId}
          siteId={siteId}
          contactId={openId}
          onOpen={setOpenId}
          onOpenMember={openMember}
          onReconnect={onReconnect}
        />
      </section>
    );

  return (
    <section aria-label={t('contacts.region')} className="space-y-3 p-4">
      {nav}
      <ListHeading heading={t('contacts.heading')} page={page} testId="contacts-total" />
      <ContactSearch value={text} onSearch={onSearch} />
      {lookup.lookup && lookup.unanswered && (
        <LookupNotice lookup={lookup.lookup} onCreate={() => setCreating(true)} onDismiss={lookup.dismiss} />
      )}
      <ListToolbar
        filters={{
          applied: facet !== null || params.rawFilter !== null,
          open: filtersOpen,
          onToggle: () => setFiltersOpen((o) => !o),
          label: t('contacts.filters'),
          appliedLabel: t('contacts.filtersOn'),
        }}
        sort={{
          label: t('contacts.sort'),
          defaultLabel: t('contacts.sortDefault'),
          fields: CONTACT_SORT_FIELDS,
          fieldLabel: (f) => fields.label(f),
        }}
        params={params}
        create={creating ? null : { label: t('contacts.action.create'), onCreate: () => setCreating(true) }}
      >
        <ExportContacts siteId={siteId} filter={filter} search={text} sort={sort} />
      </ListToolbar>
      <RemovableChips
        label={t('contacts.filters')}
        removeLabel={(name) => t('contacts.facet.remove', { name })}
        chips={pickedFacet ? [{ key: 'facet', label: facetName(pickedFacet), onRemove: () => pickFacet(null) }] : []}
      />
      {filtersOpen && (
        <ContactFilters
          facets={facets}
          selected={facet?.id ?? null}
          onPick={pickFacet}
          fields={fields}
          rawFilter={params.rawFilter}
          model={params.model}
          onApply={params.setFilter}
          onReconnect={onReconnect}
        />
      )}
      {creating && (
        <CreateContact
          siteId={siteId}
          initial={lookup.lookup ? inputFor(lookup.lookup) : emptyInput()}
          onCreated={(id) => {
            setCreating(false);
            lookup.dismiss();
            setOpenId(id);
          }}
          onOpen={(id) => {
            setCreating(false);
            setOpenId(id);
          }}
          onCancel={() => setCreating(false)}
        />
      )}
      <BulkLabelBar siteId={siteId} />
      <PagedResults
        page={page}
        shown={page.data?.contacts.length ?? 0}
        none={t('contacts.none')}
        limit={PAGE_SIZE}
        params={params}
        onReconnect={onReconnect}
      >
        <ContactList contacts={page.data?.contacts ?? []} labelNames={labelNames} onOpen={setOpenId} />
      </PagedResults>
    </section>
  );
}
