import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { t } from '@/lib/i18n';
import { MemberSort, memberName, SORT_FIELDS, type SortField } from '@/lib/messaging/members';
import { useCreateMember } from '@/lib/queries/member-writes';
import { memberBySlugOptions, memberListOptions } from '@/lib/queries/members';
import { ChoiceButtons } from '../common/ChoiceButtons';
import { FilterBuilder } from '../common/filter/FilterBuilder';
import { ListHeading, ListToolbar, PagedResults } from '../common/PagedList';
import { useHashParam } from '../common/useHashParam';
import { useListParams } from '../common/useListParams';
import type { ToolProps } from '../tools';
import { BulkBar } from './BulkBar';
import { ExportButton } from './ExportButton';
import { memberFilterFields } from './filter-fields';
import { MemberDetail } from './MemberDetail';
import { MemberForm } from './MemberForm';
import { MembersList } from './MembersList';
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

/** The Members tab: find members, open one, act on one or many. Its state lives in the panel URL. */
export function MembersTool({ siteId, onReconnect, tabUrl }: ToolProps) {
  const params = useListParams({ tool: 'members', fields: memberFilterFields, sortSchema: MemberSort, clearSelection });
  const { filter, sort, offset } = params;
  const [openId, setOpenId] = useHashParam('members.member');
  const [rawView, setView] = useHashParam('members.view');
  const view: View = rawView === 'reported' ? 'reported' : 'list';
  const [, setTool] = useHashParam('tool');
  const [, setContact] = useHashParam('contacts.contact');
  const [creating, setCreating] = useState(false);
  // The filter is folded away unless one is applied: the list comes first.
  const [filterOpen, setFilterOpen] = useState(params.rawFilter !== null);
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
      <ListHeading heading={t('members.heading')} page={page} testId="members-total" />
      <ListToolbar
        filters={{
          applied: params.rawFilter !== null,
          open: filterOpen,
          onToggle: () => setFilterOpen((o) => !o),
          label: t('members.filterToggle'),
          appliedLabel: t('members.filterOn'),
        }}
        sort={{
          label: t('members.sort'),
          defaultLabel: t('members.sortDefault'),
          fields: SORT_FIELDS,
          fieldLabel: (f) => SORT_LABEL[f](),
        }}
        params={params}
        create={
          creating
            ? null
            : {
                label: t('members.action.create'),
                onCreate: () => {
                  create.reset();
                  setCreating(true);
                },
              }
        }
      >
        <ExportButton siteId={siteId} filter={filter} sort={sort} />
      </ListToolbar>
      {filterOpen && (
        <FilterBuilder
          fields={memberFilterFields}
          key={params.rawFilter ?? ''}
          value={params.model}
          onApply={params.setFilter}
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
      <PagedResults
        page={page}
        shown={page.data?.members.length ?? 0}
        none={t('members.none')}
        limit={PAGE_SIZE}
        params={params}
        onReconnect={onReconnect}
      >
        <MembersList siteId={siteId} members={page.data?.members ?? []} onOpen={(id) => setOpenId(id)} />
      </PagedResults>
    </section>
  );
}
