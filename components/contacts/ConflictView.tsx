import { useState } from 'react';
import { plural, t } from '@/lib/i18n';
import { CONTACT_INPUT_FIELDS, type ContactInput, type ContactInputField } from '@/lib/messaging/contacts';
import { formatAddress } from '@/lib/ui/address-format';
import { formatPhone } from '@/lib/ui/phone-format';
import { conflictingFields, rebase, same } from './contact-input';
import { Button } from '../common/Button';

type Side = 'mine' | 'theirs';

const FIELD_LABEL: Record<ContactInputField, () => string> = {
  firstName: () => t('contacts.form.firstName'),
  lastName: () => t('contacts.form.lastName'),
  company: () => t('contacts.form.company'),
  jobTitle: () => t('contacts.form.jobTitle'),
  birthdate: () => t('contacts.card.birthdate'),
  emails: () => t('contacts.card.emails'),
  phones: () => t('contacts.card.phones'),
  addresses: () => t('contacts.card.addresses'),
};

/** One field's value as one line of text. */
function shown(input: ContactInput, f: ContactInputField): string {
  switch (f) {
    case 'emails':
      return input.emails.map((e) => e.email + (e.primary ? ' *' : '')).join(', ');
    case 'phones':
      return input.phones.map((p) => formatPhone(p.phone) + (p.primary ? ' *' : '')).join(', ');
    case 'addresses':
      return input.addresses.map((a) => formatAddress(a)).join('; ');
    default:
      return input[f];
  }
}

interface Props {
  /** The contact as it was when the edit began, the admin's edit, and the contact as it is now. */
  base: ContactInput;
  mine: ContactInput;
  theirs: ContactInput;
  busy: boolean;
  onResolve: (input: ContactInput) => void;
  onCancel: () => void;
}

/**
 * Someone changed the contact while the admin edited it. Every field where the two versions differ is
 * shown side by side; a field only one side changed starts on that side, a field both changed must be
 * chosen. Nothing is saved until the admin confirms.
 */
export function ConflictView({ base, mine, theirs, busy, onResolve, onCancel }: Props) {
  const differing = CONTACT_INPUT_FIELDS.filter((f) => !same(mine[f], theirs[f]));
  const both = new Set(conflictingFields(base, mine, theirs));
  const [choice, setChoice] = useState<Partial<Record<ContactInputField, Side>>>(() =>
    Object.fromEntries(
      differing.filter((f) => !both.has(f)).map((f) => [f, same(mine[f], base[f]) ? 'theirs' : 'mine']),
    ),
  );
  const undecided = differing.filter((f) => !choice[f]);
  return (
    <section
      aria-label={t('contacts.conflict.region')}
      className="space-y-2 rounded border border-amber-400 bg-amber-50 p-2 text-xs"
      data-testid="contact-conflict"
    >
      <p className="font-medium">{t('contacts.conflict.intro')}</p>
      <table className="w-full table-fixed border-collapse">
        <thead>
          <tr className="text-left">
            <th scope="col" className="w-24">
              {t('contacts.conflict.field')}
            </th>
            <th scope="col">{t('contacts.conflict.mine')}</th>
            <th scope="col">{t('contacts.conflict.theirs')}</th>
          </tr>
        </thead>
        <tbody>
          {differing.map((f) => (
            <tr key={f} className="border-t border-amber-200 align-top" data-testid={`conflict-${f}`}>
              <th scope="row" className="text-left font-normal">
                {FIELD_LABEL[f]()}
                {both.has(f) && <span className="block text-amber-800">{t('contacts.conflict.bothChanged')}</span>}
              </th>
              {(['mine', 'theirs'] as const).map((side) => (
                <td key={side}>
                  <label className="flex items-start gap-1">
                    <input
                      type="radio"
                      name={`conflict-${f}`}
                      checked={choice[f] === side}
                      onChange={() => setChoice({ ...choice, [f]: side })}
                    />
                    <span dir="auto" className="break-words">
                      {shown(side === 'mine' ? mine : theirs, f) || '—'}
                    </span>
                  </label>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {undecided.length > 0 && <p role="status">{plural('contacts.conflict.choose', undecided.length)}</p>}
      <div className="flex gap-2">
        <Button
          tone="primary"
          disabled={busy || undecided.length > 0}
          onClick={() => onResolve(rebase(base, mine, theirs, choice))}
        >
          {t('contacts.conflict.save')}
        </Button>
        <Button onClick={onCancel}>{t('contacts.conflict.discard')}</Button>
      </div>
    </section>
  );
}
