import { useSignals } from '@preact/signals-react/runtime';
import { t } from '@/lib/i18n';
import type { ContactCard } from '@/lib/messaging/contacts';
import { contactName } from '@/lib/queries/contact-name';
import { StatusChip } from '../common/StatusChip';
import { labelName, memberStatusLabel, subscriptionLabel } from './labels';
import { selectedIds, setSelected, toggleSelected } from './selection';

/** Subscription states worth a chip in the list: the ones that decide whether an email may go out. */
const SUBSCRIPTION_CHIP = { SUBSCRIBED: 'green', UNSUBSCRIBED: 'red', PENDING: 'amber' } as const;

/**
 * One page of contacts as a list that fits the panel: the name (opens the card), how to reach them,
 * membership and email subscription as chips. A wider panel (the list's container query) also shows
 * their labels. Rows can be picked for bulk labels.
 */
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
    <div className="@container text-xs">
      <label className="flex items-center gap-2 border-b border-slate-200 pb-1 text-slate-600">
        <input
          type="checkbox"
          checked={allOnPage}
          onChange={(e) =>
            setSelected(
              contacts.map((c) => c.id),
              e.target.checked,
            )
          }
        />
        {t('contacts.selectPage')}
      </label>
      <ul aria-label={t('contacts.listLabel')}>
        {contacts.map((c) => {
          const email = c.emails.find((e) => e.primary)?.email ?? c.emails[0]?.email;
          const phone = c.phones.find((p) => p.primary)?.phone ?? c.phones[0]?.phone;
          const name = contactName(c);
          // A contact with no name is called by its email or phone: not repeated on the second line.
          const reach = [email, phone, c.company].filter((v) => v && v !== name).join(' · ');
          const subscription =
            c.subscriptionStatus && c.subscriptionStatus in SUBSCRIPTION_CHIP
              ? (c.subscriptionStatus as keyof typeof SUBSCRIPTION_CHIP)
              : null;
          return (
            <li
              key={c.id}
              className="flex items-start gap-2 border-b border-slate-100 py-2"
              data-testid="contact-row"
              data-contact-id={c.id}
            >
              <input
                type="checkbox"
                className="mt-0.5 shrink-0"
                aria-label={t('contacts.selectOne', { name })}
                checked={selected.has(c.id)}
                onChange={(e) => toggleSelected(c.id, e.target.checked)}
              />
              <div className="min-w-0 flex-1 space-y-0.5">
                <button
                  type="button"
                  className="max-w-full text-left font-medium break-words text-indigo-700 hover:underline"
                  dir="auto"
                  onClick={() => onOpen(c.id)}
                >
                  {name}
                </button>
                {reach && (
                  <p className="truncate text-slate-600" dir="auto">
                    {reach}
                  </p>
                )}
                {(c.member || subscription) && (
                  <p className="flex flex-wrap gap-1">
                    {c.member && (
                      <StatusChip tone={c.member.status === 'ACTIVE' ? 'green' : 'slate'}>
                        {memberStatusLabel(c.member.status)}
                      </StatusChip>
                    )}
                    {subscription && (
                      <StatusChip tone={SUBSCRIPTION_CHIP[subscription]}>{subscriptionLabel(subscription)}</StatusChip>
                    )}
                  </p>
                )}
                {c.labelKeys.length > 0 && (
                  <p className="hidden break-words text-slate-500 @sm:block">
                    {c.labelKeys.map((k) => labelName(k, labelNames)).join(', ')}
                  </p>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
