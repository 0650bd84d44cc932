import { useSignals } from '@preact/signals-react/runtime';
import { t } from '@/lib/i18n';
import type { ContactCard } from '@/lib/messaging/contacts';
import { contactName } from '@/lib/queries/contact-name';
import { selectedIds, setSelected, toggleSelected } from './selection';

/** One page of contacts: pick rows for bulk labels, open one. */
export function ContactList({
  contacts,
  labelNames,
  onOpen,
}: {
  contacts: ContactCard[];
  labelNames: Record<string, string>;
  onOpen: (id: string) => void;
}) {
  useSignals();
  const selected = selectedIds.value;
  const allOnPage = contacts.length > 0 && contacts.every((c) => selected.has(c.id));
  return (
    <table className="w-full table-fixed text-xs" aria-label={t('contacts.listLabel')}>
      <thead>
        <tr className="text-left text-slate-500">
          <th scope="col" className="w-6">
            <input
              type="checkbox"
              aria-label={t('contacts.selectPage')}
              checked={allOnPage}
              onChange={(e) =>
                setSelected(
                  contacts.map((c) => c.id),
                  e.target.checked,
                )
              }
            />
          </th>
          <th scope="col">{t('contacts.column.name')}</th>
          <th scope="col">{t('contacts.column.reach')}</th>
          <th scope="col" className="w-1/4">
            {t('contacts.card.labels')}
          </th>
        </tr>
      </thead>
      <tbody>
        {contacts.map((c) => (
          <tr
            key={c.id}
            className="border-t border-slate-100 align-top"
            data-testid="contact-row"
            data-contact-id={c.id}
          >
            <td>
              <input
                type="checkbox"
                aria-label={t('contacts.selectOne', { name: contactName(c) })}
                checked={selected.has(c.id)}
                onChange={(e) => toggleSelected(c.id, e.target.checked)}
              />
            </td>
            <td>
              <button
                type="button"
                className="text-left text-indigo-700 hover:underline"
                dir="auto"
                onClick={() => onOpen(c.id)}
              >
                {contactName(c)}
              </button>
              {c.company && (
                <span className="block text-slate-500" dir="auto">
                  {c.company}
                </span>
              )}
            </td>
            <td className="break-words">
              {c.emails.find((e) => e.primary)?.email ?? c.emails[0]?.email}
              {c.phones[0] && (
                <span className="block text-slate-500">
                  {c.phones.find((p) => p.primary)?.phone ?? c.phones[0].phone}
                </span>
              )}
            </td>
            <td className="break-words text-slate-600">{c.labelKeys.map((k) => labelNames[k] ?? k).join(', ')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
