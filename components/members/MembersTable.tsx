import { useSignals } from '@preact/signals-react/runtime';
import { formatDate, t } from '@/lib/i18n';
import type { MemberSort, MemberSummary, SortField } from '@/lib/messaging/members';
import { statusLabel } from './labels';
import { selectedIds, setSelected, toggleSelected } from './selection';

interface Props {
  members: MemberSummary[];
  sort: MemberSort | null;
  onSort: (sort: MemberSort | null) => void;
  onOpen: (memberId: string) => void;
}

const columns: Array<{ key: string; label: () => string; sort?: SortField; cell: (m: MemberSummary) => string }> = [
  { key: 'nickname', label: () => t('members.field.nickname'), sort: 'profile.nickname', cell: (m) => m.nickname },
  { key: 'firstName', label: () => t('members.field.firstName'), sort: 'contact.firstName', cell: (m) => m.firstName },
  { key: 'lastName', label: () => t('members.field.lastName'), sort: 'contact.lastName', cell: (m) => m.lastName },
  { key: 'loginEmail', label: () => t('members.field.loginEmail'), cell: (m) => m.loginEmail },
  { key: 'status', label: () => t('members.field.status'), cell: (m) => statusLabel(m.status) },
  {
    key: 'created',
    label: () => t('members.field.created'),
    sort: 'createdDate',
    cell: (m) => formatDate(m.createdDate),
  },
  {
    key: 'lastLogin',
    label: () => t('members.field.lastLogin'),
    sort: 'lastLoginDate',
    cell: (m) => formatDate(m.lastLoginDate),
  },
];

/** The members of one page. Sortable headers are the columns the provider can sort on. */
export function MembersTable({ members, sort, onSort, onOpen }: Props) {
  useSignals();
  const selected = selectedIds.value;
  const allOnPage = members.length > 0 && members.every((m) => selected.has(m.id));
  const nextSort = (field: SortField): MemberSort | null =>
    sort?.field !== field ? { field, order: 'ASC' } : sort.order === 'ASC' ? { field, order: 'DESC' } : null;
  return (
    <table className="w-full text-left text-xs">
      <thead>
        <tr>
          <th scope="col">
            <input
              type="checkbox"
              aria-label={t('members.selectPage')}
              checked={allOnPage}
              onChange={(e) =>
                setSelected(
                  members.map((m) => m.id),
                  e.target.checked,
                )
              }
            />
          </th>
          {columns.map((c) => (
            <th
              key={c.key}
              scope="col"
              aria-sort={
                c.sort && sort?.field === c.sort ? (sort.order === 'ASC' ? 'ascending' : 'descending') : undefined
              }
            >
              {c.sort ? (
                <button
                  type="button"
                  className="font-semibold text-indigo-700"
                  onClick={() => onSort(nextSort(c.sort!))}
                >
                  {c.label()}
                  {sort?.field === c.sort ? (sort.order === 'ASC' ? ' ▲' : ' ▼') : ''}
                </button>
              ) : (
                <span className="font-semibold">{c.label()}</span>
              )}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {members.map((m) => (
          <tr key={m.id} data-testid="member-row" data-member-id={m.id} className="border-t border-slate-100">
            <td>
              <input
                type="checkbox"
                aria-label={t('members.selectOne', { name: m.nickname || m.loginEmail || m.id })}
                checked={selected.has(m.id)}
                onChange={(e) => toggleSelected(m.id, e.target.checked)}
              />
            </td>
            {columns.map((c) => (
              <td key={c.key} className="max-w-32 truncate" dir="auto">
                {c.key === 'nickname' ? (
                  <button type="button" className="text-indigo-700 underline" onClick={() => onOpen(m.id)}>
                    {m.nickname || m.loginEmail || m.id}
                  </button>
                ) : (
                  c.cell(m)
                )}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
