import { useSignals } from '@preact/signals-react/runtime';
import { t } from '@/lib/i18n';
import type { ContactCard } from '@/lib/messaging/contacts';
import { contactName } from '@/lib/queries/contact-name';
import { formatPhone } from '@/lib/ui/phone-format';
import { PickRow } from '../common/PickRow';
import { StatusChip } from '../common/StatusChip';
import { labelName, memberStatusLabel, subscriptionLabel } from './labels';
import { contactSelection, selectedIds, toggleSelected } from './selection';
import { SelectAllBox } from '../common/SelectAllBox';

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
  return (
    <div className="@container text-xs">
      <div className="border-b border-slate-200 pb-1 text-slate-600">
        <SelectAllBox
          selection={contactSelection}
          ids={contacts.map((c) => c.id)}
          label={t('contacts.selectPage')}
          shown
        />
      </div>
      <ul aria-label={t('contacts.listLabel')}>
        {contacts.map((c) => {
          const email = c.emails.find((e) => e.primary)?.email ?? c.emails[0]?.email;
          const shownPhone = c.phones.find((p) => p.primary) ?? c.phones[0];
          const phone = shownPhone && formatPhone(shownPhone.e164 || shownPhone.phone);
          const name = contactName(c);
          // A contact with no name is called by its email or phone: not repeated on the second line.
          const reach = [email, phone, c.company].filter((v) => v && v !== name).join(' · ');
          const subscription =
            c.subscriptionStatus && c.subscriptionStatus in SUBSCRIPTION_CHIP
              ? (c.subscriptionStatus as keyof typeof SUBSCRIPTION_CHIP)
              : null;
          return (
            <PickRow
              key={c.id}
              testId="contact-row"
              data={{ 'data-contact-id': c.id }}
              pick={{
                label: t('contacts.selectOne', { name }),
                checked: selected.has(c.id),
                onChange: (on) => toggleSelected(c.id, on),
              }}
              name={name}
              onOpen={() => onOpen(c.id)}
            >
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
            </PickRow>
          );
        })}
      </ul>
    </div>
  );
}
