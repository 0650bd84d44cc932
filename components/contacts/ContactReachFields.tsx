import { t } from '@/lib/i18n';
import { ADDRESS_TAGS, EMAIL_TAGS, PHONE_TAGS, type ContactInput } from '@/lib/messaging/contacts';
import { inlineControlClass, Select } from '../common/Field';
import { ListEditor } from '../common/ListEditor';
import { tagLabel } from './labels';

type Reach = Pick<ContactInput, 'emails' | 'phones' | 'addresses'>;
type AddressPart = 'addressLine' | 'addressLine2' | 'city' | 'subdivision' | 'postalCode' | 'country';

/** The parts of an address as the form asks for them, in this order. */
const ADDRESS_PARTS: ReadonlyArray<[AddressPart, () => string]> = [
  ['addressLine', () => t('contacts.form.street')],
  ['addressLine2', () => t('contacts.form.street2')],
  ['postalCode', () => t('contacts.form.postalCode')],
  ['city', () => t('contacts.form.city')],
  ['subdivision', () => t('contacts.form.subdivision')],
  ['country', () => t('contacts.form.country')],
];

const tagChoices = <T extends string>(tags: readonly T[]) => tags.map((tag) => ({ value: tag, label: tagLabel(tag) }));

/**
 * How to reach a contact, as the contact form edits it: the emails and phones (one of each primary)
 * and the addresses, each a list editor; `errorOf` gives a part's error by its path (`emails.0.email`).
 */
export function ContactReachFields({
  value: v,
  onChange,
  errorOf,
}: {
  value: Reach;
  onChange: (patch: Partial<Reach>) => void;
  errorOf: (path: string) => string | undefined;
}) {
  const invalid = (path: string) => (errorOf(path) ? true : undefined);
  return (
    <>
      <ListEditor
        legend={t('contacts.card.emails')}
        items={v.emails}
        onChange={(emails) => onChange({ emails })}
        blank={(first) => ({ email: '', tag: 'MAIN' as const, primary: first })}
        addLabel={t('contacts.form.addEmail')}
        removeLabel={(n) => t('contacts.form.removeEmail', { n })}
        primaryLabel={t('contacts.card.primary')}
        errors={(i) => [errorOf(`emails.${i}.email`)]}
      >
        {(e, i, set) => (
          <>
            <input
              type="email"
              className={`${inlineControlClass} flex-1 basis-40`}
              aria-label={t('contacts.form.email', { n: i + 1 })}
              aria-invalid={invalid(`emails.${i}.email`)}
              value={e.email}
              onChange={(ev) => set({ email: ev.target.value })}
            />
            <Select
              aria-label={t('contacts.form.emailTag', { n: i + 1 })}
              choices={tagChoices(EMAIL_TAGS)}
              value={e.tag}
              onChange={(tag) => set({ tag })}
            />
          </>
        )}
      </ListEditor>
      <ListEditor
        legend={t('contacts.card.phones')}
        items={v.phones}
        onChange={(phones) => onChange({ phones })}
        blank={(first) => ({ phone: '', countryCode: '', tag: 'MOBILE' as const, primary: first })}
        addLabel={t('contacts.form.addPhone')}
        removeLabel={(n) => t('contacts.form.removePhone', { n })}
        primaryLabel={t('contacts.card.primary')}
        errors={(i) => [errorOf(`phones.${i}.phone`)]}
      >
        {(p, i, set) => (
          <>
            <input
              className={`${inlineControlClass} w-12`}
              aria-label={t('contacts.form.countryCode', { n: i + 1 })}
              maxLength={2}
              value={p.countryCode}
              onChange={(ev) => set({ countryCode: ev.target.value.toUpperCase() })}
            />
            <input
              type="tel"
              className={`${inlineControlClass} flex-1 basis-32`}
              aria-label={t('contacts.form.phone', { n: i + 1 })}
              aria-invalid={invalid(`phones.${i}.phone`)}
              value={p.phone}
              onChange={(ev) => set({ phone: ev.target.value })}
            />
            <Select
              aria-label={t('contacts.form.phoneTag', { n: i + 1 })}
              choices={tagChoices(PHONE_TAGS)}
              value={p.tag}
              onChange={(tag) => set({ tag })}
            />
          </>
        )}
      </ListEditor>
      <ListEditor
        legend={t('contacts.card.addresses')}
        items={v.addresses}
        onChange={(addresses) => onChange({ addresses })}
        blank={() => ({
          tag: 'HOME' as const,
          addressLine: '',
          addressLine2: '',
          city: '',
          subdivision: '',
          postalCode: '',
          country: '',
        })}
        addLabel={t('contacts.form.addAddress')}
        removeLabel={(n) => t('contacts.form.removeAddress', { n })}
        removeAs="words"
        layout="grid"
        errors={(i) => [errorOf(`addresses.${i}.addressLine`), errorOf(`addresses.${i}.country`)]}
      >
        {(a, i, set) => (
          <>
            {ADDRESS_PARTS.map(([key, label]) => (
              <input
                key={key}
                className={`${inlineControlClass} w-full`}
                aria-label={`${label()} (${i + 1})`}
                placeholder={label()}
                aria-invalid={invalid(`addresses.${i}.${key}`)}
                value={a[key]}
                onChange={(ev) => set({ [key]: key === 'country' ? ev.target.value.toUpperCase() : ev.target.value })}
              />
            ))}
            <Select
              aria-label={t('contacts.form.addressTag', { n: i + 1 })}
              choices={tagChoices(ADDRESS_TAGS)}
              value={a.tag}
              onChange={(tag) => set({ tag })}
            />
          </>
        )}
      </ListEditor>
    </>
  );
}
