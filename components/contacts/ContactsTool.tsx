import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { z } from 'zod';
import { formatNumber, t } from '@/lib/i18n';
import {
  ContactFilter,
  ContactSort,
  CONTACT_SORT_FIELDS,
  type ContactFacet,
  type ContactInput,
} from '@/lib/messaging/contacts';
import { useCreateContact } from '@/lib/queries/contact-writes';
import {
  contactFacetsOptions,
  contactLabelsOptions,
  contactListOptions,
  extendedFieldsOptions,
} from '@/lib/queries/contacts';
import { ChoiceButtons } from '../common/ChoiceButtons';
import { CachedAge } from '../common/CachedAge';
import { ErrorNotice } from '../common/ErrorNotice';
import { RemovableChips } from '../common/RemovableChips';
import { SortSelect } from '../common/SortSelect';
import { FilterBuilder } from '../common/filter/FilterBuilder';
import { parseModel, serializeModel, toFilter } from '../common/filter/filter-model';
import { Pager } from '../common/Pager';
import { useHashParam } from '../common/useHashParam';
import type { ToolProps } from '../tools';
import { BulkLabelBar } from './BulkLabelBar';
import { ContactDetail } from './ContactDetail';
import { ContactForm } from './ContactForm';
import { ContactList } from './ContactList';
import { ContactSearch } from './ContactSearch';
import { emptyInput } from './contact-input';
import { DuplicateOffer } from './DuplicateOffer';
import { ExportContacts } from './ExportContacts';
import { FieldsManager } from './FieldsManager';
import { LabelsManager } from './LabelsManager';
import { OpenTasks } from '../tasks/OpenTasks';
import { FacetBar, facetFilter, facetId, facetName } from './FacetBar';
import { contactFilterFields } from './filter-fields';
import { duplicateOf } from './provider-refusal';
import { clearSelection } from './selection';
import { inputFor, LookupNotice, parseLookup } from './LookupNotice';

export const PAGE_SIZE = 50;

/** The picked facet as the URL keeps it: its id and the filter it selects. */
const FacetState = z.object({ id: z.string().max(300), filter: ContactFilter.nullable() });
type FacetState = z.infer<typeof FacetState>;

function parseJson<T>(raw: string | null, schema: z.ZodType<T>): T | null {
  if (!raw) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function parseSort(raw: string | null): ContactSort | null {
  const [field, order] = (raw ?? '').split(':');
  const parsed = ContactSort.safeParse({ field, order });
  return parsed.success ? parsed.data : null;
}

const both = (a: ContactFilter | null, b: ContactFilter | null): ContactFilter | null =>
  a && b ? { $and: [a, b] } : (a ?? b);

const VIEWS = ['list', 'tasks', 'labels', 'fields'] as const;
type View = (typeof VIEWS)[number];

/**
 * The Contacts tab's views (`contacts.view`): the contacts, the site's open tasks, its labels and its
 * fields; a contact's card over them.
 */
export function ContactsTool(props: ToolProps) {
  const [rawView, setView] = useHashParam('contacts.view');
  const [openId, setOpenId] = useHashParam('contacts.contact');
  const view: View = VIEWS.includes(rawView as View) ? (rawView as View) : 'list';
  if (openId || view === 'list') return <ContactsList {...props} nav={<ContactsNav view="list" onView={setView} />} />;
  return (
    <section aria-label={t('contacts.region')} className="space-y-3 p-4">
      <ContactsNav view={view} onView={setView} />
      {view === 'tasks' ? (
        <OpenTasks siteId={props.siteId} onOpenContact={setOpenId} onReconnect={props.onReconnect} />
      ) : view === 'labels' ? (
        <LabelsManager siteId={props.siteId} onReconnect={props.onReconnect} />
      ) : (
        <FieldsManager siteId={props.siteId} onReconnect={props.onReconnect} />
      )}
    </section>
  );
}

function ContactsNav({ view, onView }: { view: View; onView: (v: string | null) => void }) {
  return (
    <ChoiceButtons
      nav
      small
      label={t('contacts.views.label')}
      value={view}
      onChange={(v) => onView(v === 'list' ? null : v)}
      options={[
        { value: 'list', label: t('contacts.views.list') },
        { value: 'tasks', label: t('contacts.views.tasks') },
        { value: 'labels', label: t('contacts.views.labels') },
        { value: 'fields', label: t('contacts.views.fields') },
      ]}
    />
  );
}

/** The contacts: search as you type, facets, filters, the contact card, labels, merge, export. State in the panel URL. */
function ContactsList({ siteId, onReconnect, nav }: ToolProps & { nav: ReactNode }) {
  const [search, setSearch] = useHashParam('contacts.q');
  const [rawFacet, setRawFacet] = useHashParam('contacts.facet');
  const [rawFilter, setRawFilter] = useHashParam('contacts.filter');
  const [rawSort, setRawSort] = useHashParam('contacts.sort');
  const [rawOffset, setRawOffset] = useHashParam('contacts.offset');
  const [openId, setOpenId] = useHashParam('contacts.contact');
  const [, setTool] = useHashParam('tool');
  const [, setMember] = useHashParam('members.member');
  const [creating, setCreating] = useState(false);
  // Facets and filters are folded away unless one is in use: the list comes first.
  const [filtersOpen, setFiltersOpen] = useState(rawFacet !== null || rawFilter !== null);
  const [rawLookup, setLookup] = useHashParam('contacts.lookup');
  const lookup = parseLookup(rawLookup);

  const extended = useQuery(extendedFieldsOptions(siteId));
  const labels = useQuery(contactLabelsOptions(siteId));
  const fields = useMemo(() => contactFilterFields(extended.data ?? []), [extended.data]);
  const model = useMemo(() => parseModel(rawFilter, fields), [rawFilter, fields]);
  const built = useMemo(() => toFilter(model, fields) as ContactFilter | null, [model, fields]);
  const facet = parseJson<FacetState>(rawFacet, FacetState);
  const text = search ?? '';
  const sort = parseSort(rawSort);
  const offset = Math.max(0, Number.parseInt(rawOffset ?? '0', 10) || 0);
  const filter = both(built, facet?.filter ?? null);

  const page = useQuery(contactListOptions(siteId, { filter, search: text, sort, offset, limit: PAGE_SIZE }));
  // Facets count within the search and the built filter, not within the facet picked (so the others stay
  // clickable), where the provider can count them; else the whole site's counts (`narrowed: false`).
  const facets = useQuery(contactFacetsOptions(siteId, built, text));
  const pickedFacet = facet ? (facets.data?.facets.find((f) => facetId(f) === facet.id) ?? null) : null;
  const labelNames = useMemo(() => Object.fromEntries((labels.data ?? []).map((l) => [l.key, l.name])), [labels.data]);
  useEffect(() => clearSelection, [siteId]);

  // A lookup from a selection: search for it alone; one match opens, several are listed, none offers to create.
  useEffect(() => {
    if (!lookup?.value) return;
    setSearch(lookup.value);
    setRawFacet(null);
    setRawFilter(null);
    setRawOffset(null);
  }, [lookup?.value, setSearch, setRawFacet, setRawFilter, setRawOffset]);
  const lookupResult =
    lookup?.value && text === lookup.value && page.data && !page.isPlaceholderData ? page.data : null;
  useEffect(() => {
    if (!lookupResult) return;
    if (lookupResult.contacts.length === 1) {
      setLookup(null);
      setOpenId(lookupResult.contacts[0]!.id);
    } else if (lookupResult.contacts.length > 1) setLookup(null);
  }, [lookupResult, setLookup, setOpenId]);

  const onSearch = useCallback(
    (next: string) => {
      clearSelection();
      setRawOffset(null);
      setSearch(next || null);
    },
    [setSearch, setRawOffset],
  );
  const pickFacet = (f: ContactFacet | null) => {
    clearSelection();
    setRawOffset(null);
    setRawFacet(f ? JSON.stringify({ id: facetId(f), filter: facetFilter(f) } satisfies FacetState) : null);
  };
  const openMember = (memberId: string) => {
    setMember(memberId);
    setTool('members');
  };

  const create = useCreateContact(siteId);
  const submitCreate = (v: { contact: ContactInput; allowDuplicates: boolean }) =>
    create.mutate(v, {
      onSuccess: (c) => {
        setCreating(false);
        setLookup(null);
        setOpenId(c.id);
      },
    });
  const duplicate = duplicateOf(create.error);

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
      <h2 className="text-sm font-semibold">
        {t('contacts.heading')}{' '}
        <span data-testid="contacts-total">
          {page.data ? (page.data.total === null ? t('members.many') : formatNumber(page.data.total)) : '…'}
        </span>
        <CachedAge updatedAt={page.dataUpdatedAt} className="ml-1 text-xs font-normal" />
      </h2>
      <ContactSearch value={text} onSearch={onSearch} />
      {lookup && (lookup.value === null || lookupResult?.contacts.length === 0) && (
        <LookupNotice
          lookup={lookup}
          onCreate={() => {
            create.reset();
            setCreating(true);
          }}
          onDismiss={() => setLookup(null)}
        />
      )}
      <div className="flex flex-wrap items-center gap-1 text-xs">
        <button
          type="button"
          aria-expanded={filtersOpen}
          className={`rounded border px-2 py-1 ${facet || rawFilter ? 'border-indigo-700 text-indigo-800' : 'border-slate-300'}`}
          onClick={() => setFiltersOpen((o) => !o)}
        >
          {facet || rawFilter ? t('contacts.filtersOn') : t('contacts.filters')} <span aria-hidden="true">▾</span>
        </button>
        <SortSelect
          label={t('contacts.sort')}
          defaultLabel={t('contacts.sortDefault')}
          fields={CONTACT_SORT_FIELDS}
          fieldLabel={(f) => fields.label(f)}
          value={sort}
          onChange={(next) => {
            setRawOffset(null);
            setRawSort(next);
          }}
        />
        {!creating && (
          <button
            type="button"
            className="rounded border border-slate-300 px-2 py-1"
            onClick={() => {
              create.reset();
              setCreating(true);
            }}
          >
            {t('contacts.action.create')}
          </button>
        )}
        <ExportContacts siteId={siteId} filter={filter} search={text} sort={sort} />
      </div>
      <RemovableChips
        label={t('contacts.filters')}
        removeLabel={(name) => t('contacts.facet.remove', { name })}
        chips={pickedFacet ? [{ key: 'facet', label: facetName(pickedFacet), onRemove: () => pickFacet(null) }] : []}
      />
      {filtersOpen && (
        <div className="space-y-2 rounded border border-slate-200 p-2">
          {facets.data && (
            <FacetBar
              facets={facets.data.facets}
              siteCounts={!facets.data.narrowed}
              selected={facet?.id ?? null}
              onSelect={pickFacet}
            />
          )}
          {facets.error && <ErrorNotice error={facets.error} onReconnect={onReconnect} />}
          <details open={rawFilter !== null}>
            <summary className="cursor-pointer text-xs text-indigo-700">{t('contacts.moreFilters')}</summary>
            <FilterBuilder
              fields={fields}
              key={`${rawFilter ?? ''}|${fields.names.length}`}
              value={model}
              onApply={(next) => {
                clearSelection();
                setRawOffset(null);
                setRawFilter(serializeModel(next));
              }}
            />
          </details>
        </div>
      )}
      {creating && (
        <ContactForm
          initial={lookup ? inputFor(lookup) : emptyInput()}
          busy={create.isPending}
          error={duplicate ? null : create.error}
          submitLabel={t('contacts.action.createSubmit')}
          onSubmit={(contact) => submitCreate({ contact, allowDuplicates: false })}
          onCancel={() => setCreating(false)}
          notice={
            duplicate && (
              <DuplicateOffer
                existingId={duplicate}
                busy={create.isPending}
                onOpen={(id) => {
                  setCreating(false);
                  setOpenId(id);
                }}
                onSaveAnyway={() => create.variables && submitCreate({ ...create.variables, allowDuplicates: true })}
              />
            )
          }
        />
      )}
      <BulkLabelBar siteId={siteId} />
      {page.error && <ErrorNotice error={page.error} onReconnect={onReconnect} />}
      {page.isPending && <p className="text-sm text-slate-500">{t('common.loading')}</p>}
      {page.data && page.data.contacts.length === 0 && <p className="text-sm text-slate-500">{t('contacts.none')}</p>}
      {page.data && page.data.contacts.length > 0 && (
        <div className={page.isPlaceholderData ? 'opacity-60' : undefined} aria-busy={page.isPlaceholderData}>
          <ContactList contacts={page.data.contacts} labelNames={labelNames} onOpen={setOpenId} />
        </div>
      )}
      {page.data && (
        <Pager
          offset={offset}
          limit={PAGE_SIZE}
          total={page.data.total}
          shown={page.data.contacts.length}
          onOffset={(o) => setRawOffset(o === 0 ? null : String(o))}
        />
      )}
    </section>
  );
}
