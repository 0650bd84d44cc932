import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { formatNumber, t } from '@/lib/i18n';
import { MemberSort } from '@/lib/messaging/members';
import { useCreateMember } from '@/lib/queries/member-writes';
import { memberBySlugOptions, memberListOptions } from '@/lib/queries/members';
import { ErrorNotice } from '../common/ErrorNotice';
import { useHashParam } from '../common/useHashParam';
import type { ToolProps } from '../tools';
import { BulkBar } from './BulkBar';
import { ExportButton } from './ExportButton';
import { FilterBuilder } from '../common/filter/FilterBuilder';
import { parseModel, serializeModel, toFilter } from '../common/filter/filter-model';
import { memberFilterFields } from './filter-fields';
import { MemberDetail } from './MemberDetail';
import { MemberForm } from './MemberForm';
import { MembersTable } from './MembersTable';
import { Pager } from '../common/Pager';
import { profileSlugOf } from './profile-page';
import { clearSelection } from './selection';

export const PAGE_SIZE = 50;

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
  const [, setTool] = useHashParam('tool');
  const [, setContact] = useHashParam('contacts.contact');
  const [creating, setCreating] = useState(false);

  const model = useMemo(() => parseModel(rawFilter, memberFilterFields), [rawFilter]);
  const filter = useMemo(() => toFilter(model, memberFilterFields), [model]);
  const sort = parseSort(rawSort);
  const offset = Math.max(0, Number.parseInt(rawOffset ?? '0', 10) || 0);
  const page = useQuery(memberListOptions(siteId, { filter, sort, offset, limit: PAGE_SIZE }));

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
        />
      </section>
    );

  return (
    <section aria-label={t('members.region')} className="space-y-3 p-4">
      <h2 className="text-sm font-semibold">
        {t('members.heading')}{' '}
        <span data-testid="members-total">
          {page.data ? (page.data.total === null ? t('members.many') : formatNumber(page.data.total)) : '…'}
        </span>
      </h2>
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
      {creating ? (
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
      ) : (
        <button
          type="button"
          className="rounded border border-slate-300 px-2 py-1 text-xs"
          onClick={() => setCreating(true)}
        >
          {t('members.action.create')}
        </button>
      )}
      <BulkBar siteId={siteId} filter={filter} onReconnect={onReconnect} />
      <ExportButton siteId={siteId} filter={filter} sort={sort} />
      {page.error && <ErrorNotice error={page.error} onReconnect={onReconnect} />}
      {page.isPending && <p className="text-sm text-slate-500">{t('common.loading')}</p>}
      {page.data && page.data.members.length === 0 && <p className="text-sm text-slate-500">{t('members.none')}</p>}
      {page.data && page.data.members.length > 0 && (
        <MembersTable
          members={page.data.members}
          sort={sort}
          onSort={(s) => {
            setRawOffset(null);
            setRawSort(s ? `${s.field}:${s.order}` : null);
          }}
          onOpen={(id) => setOpenId(id)}
        />
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
