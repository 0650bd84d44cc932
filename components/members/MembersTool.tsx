import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { formatNumber, t } from '@/lib/i18n';
import { MemberSort, memberName, SORT_FIELDS, type SortField } from '@/lib/messaging/members';
import { useCreateMember } from '@/lib/queries/member-writes';
import { memberBySlugOptions, memberListOptions } from '@/lib/queries/members';
import { ChoiceButtons } from '../common/ChoiceButtons';
import { CachedAge } from '../common/CachedAge';
import { ErrorNotice } from '../common/ErrorNotice';
import { SortSelect } from '../common/SortSelect';
import { useHashParam } from '../common/useHashParam';
import type { ToolProps } from '../tools';
import { BulkBar } from './BulkBar';
import { ExportButton } from './ExportButton';
import { FilterBuilder } from '../common/filter/FilterBuilder';
import { parseModel, serializeModel, toFilter } from '../common/filter/filter-model';
import { memberFilterFields } from './filter-fields';
import { MemberDetail } from './MemberDetail';
import { MemberForm } from './MemberForm';
import { MembersList } from './MembersList';
import { Pager } from '../common/Pager';
import { profileSlugOf } from './profile-page';
import { clearSelection } from './selection';
import { ReportedView } from './social/ReportedView';

export const PAGE_SIZE = 50;

const SORT_LABEL: Record<SortField, () => string> = {
  'profile.nickname': () => t('members.field.nickname'),
  'contact.firstName': () => t('members.field.firstName'),
  'contact.lastName': () => t('members.field.lastName'),
  createdDate: () => t('members.field.created'),
  lastLoginDate: () => t('members.field.lastLogin'),
};

type View = 'list' | 'reported';

/** The Members tab's views (`members.view`): every member, or the reported ones. */
function MembersNav({ view, onView }: { view: View; onView: (v: string | null) => void }) {
  return (
    <ChoiceButtons
      nav
      small
      label={t('members.views.label')}
      value={view}
      onChange={(v) => onView(v === 'list' ? null : v)}
      options={[
        { value: 'list', label: t('members.views.list') },
        { value: 'reported', label: t('members.views.reported') },
      ]}
    />
  );
}

function parseSort(raw: string | null): MemberSort | null {
  const [field, order] = (raw ?? '').split(':');
  const parsed = MemberSort.safeParse({ field, order });
  return parsed.success ? parsed.data : null;
}

/** The Members tab: find members, open one, act on one or many. Its state lives in the panel URL. */
export function MembersTool({ siteId, onReconnect, tabUrl }: ToolProps) {
  const [rawFilter, setRawFilter] = useHashParam('members.filter');
  const [rawSort, setRawSort] = useHashParam('members.sort');
  const [rawOffset, setRawOffset] = useHashParam('members.offset');
  const [openId, setOpenId] = useHashParam('members.member');
  const [rawView, setView] = useHashParam('members.view');
  const view: View = rawView === 'reported' ? 'reported' : 'list';
  const [, setTool] = useHashParam('tool');
  const [, setContact] = useHashParam('contacts.contact');
  const [creating, setCreating] = useState(false);
  // The filter is folded away unless one is applied: the list comes first.
  const [filterOpen, setFilterOpen] = useState(rawFilter !== null);

  const model = useMemo(() => parseModel(rawFilter, memberFilterFields), [rawFilter]);
  const filter = useMemo(() => toFilter(model, memberFilterFields), [model]);
  const sort = parseSort(rawSort);
  const offset = Math.max(0, Number.parseInt(rawOffset ?? '0', 10) || 0);
  const page = useQuery({
    ...memberListOptions(siteId, { filter, sort, offset, limit: PAGE_SIZE }),
    enabled: view === 'list',
  });

  // On a member's profile page, follow to their card: one call by slug, cached, only while the panel is open.
  const profileSlug = profileSlugOf(tabUrl);
  const fromPage = useQuery({ ...memberBySlugOptions(siteId, profileSlug ?? ''), enabled: profileSlug !== null });
  const pageMemberId = profileSlug ? (fromPage.data?.id ?? null) : null;
  // Selected members belong to this site only.
  useEffect(() => clearSelection, [siteId]);
  useEffect(() => {
    if (pageMemberId) setOpenId(pageMemberId);
  }, [pageMemberId, setOpenId]);

  const create = useCreateMember(siteId);

  if (openId)
    return (
      <section className="p-4">
        <MemberDetail
          key={openId}
          siteId={siteId}
          memberId={openId}
          onClose={() => setOpenId(null)}
          onReconnect={onReconnect}
          onOpenContact={(contactId) => {
            setContact(contactId);
            setTool('contacts');
          }}
          onOpenMember={setOpenId}
        />
      </section>
    );

  if (view === 'reported')
    return (
      <section aria-label={t('members.region')} className="space-y-3 p-4">
        <MembersNav view={view} onView={setView} />
        <ReportedView siteId={siteId} onOpen={setOpenId} onReconnect={onReconnect} />
      </section>
    );

  return (
    <section aria-label={t('members.region')} className="space-y-3 p-4">
      <MembersNav view={view} onView={setView} />
      <h2 className="text-sm font-semibold">
        {t('members.heading')}{' '}
        <span data-testid="members-total">
          {page.data ? (page.data.total === null ? t('members.many') : formatNumber(page.data.total)) : '…'}
        </span>
        <CachedAge updatedAt={page.dataUpdatedAt} className="ml-1 text-xs font-normal" />
      </h2>
      <div className="flex flex-wrap items-center gap-1 text-xs">
        <button
          type="button"
          aria-expanded={filterOpen}
          className={`rounded border px-2 py-1 ${rawFilter ? 'border-indigo-700 text-indigo-800' : 'border-slate-300'}`}
          onClick={() => setFilterOpen((o) => !o)}
        >
          {rawFilter ? t('members.filterOn') : t('members.filterToggle')} <span aria-hidden="true">▾</span>
        </button>
        <SortSelect
          label={t('members.sort')}
          defaultLabel={t('members.sortDefault')}
          fields={SORT_FIELDS}
          fieldLabel={(f) => SORT_LABEL[f]()}
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
            {t('members.action.create')}
          </button>
        )}
        <ExportButton siteId={siteId} filter={filter} sort={sort} />
      </div>
      {filterOpen && (
        <FilterBuilder
          fields={memberFilterFields}
          key={rawFilter ?? ''}
          value={model}
          onApply={(next) => {
            clearSelection();
            setRawOffset(null);
            setRawFilter(serializeModel(next));
          }}
        />
      )}
      {creating && (
        <MemberForm
          busy={create.isPending}
          error={create.error}
          onSubmit={(input) =>
            input.loginEmail &&
            create.mutate(
              { ...input, loginEmail: input.loginEmail },
              {
                onSuccess: (m) => {
                  setCreating(false);
                  setOpenId(m.id);
                },
              },
            )
          }
          onCancel={() => setCreating(false)}
        />
      )}
      <BulkBar
        siteId={siteId}
        filter={filter}
        onReconnect={onReconnect}
        page={page.data?.members.map((m) => ({ id: m.id, name: memberName(m) })) ?? []}
      />
      {page.error && <ErrorNotice error={page.error} onReconnect={onReconnect} />}
      {page.isPending && <p className="text-sm text-slate-500">{t('common.loading')}</p>}
      {page.data && page.data.members.length === 0 && <p className="text-sm text-slate-500">{t('members.none')}</p>}
      {page.data && page.data.members.length > 0 && (
        <MembersList siteId={siteId} members={page.data.members} onOpen={(id) => setOpenId(id)} />
      )}
      {page.data && (
        <Pager
          offset={offset}
          limit={PAGE_SIZE}
          total={page.data.total}
          shown={page.data.members.length}
          onOffset={(o) => setRawOffset(o === 0 ? null : String(o))}
        />
      )}
    </section>
  );
}
