import { useId, useState, type ReactNode } from 'react';
import { t } from '@/lib/i18n';
import { ADDRESS_TAGS, ContactInput, EMAIL_TAGS, PHONE_TAGS } from '@/lib/messaging/contacts';
import { ErrorNotice } from '../common/ErrorNotice';
import { fieldErrors } from '../common/field-errors';
import { tagLabel } from './labels';

type Input = ContactInput;
const box = 'rounded border border-slate-300 px-1 py-0.5';
/** Provider field names (last path segment) → the form's field. */
const PROVIDER_FIELDS = ['first', 'last', 'company', 'jobTitle', 'birthdate'] as const;
const FROM_PROVIDER: Record<(typeof PROVIDER_FIELDS)[number], string> = {
  first: 'firstName',
  last: 'lastName',
  company: 'company',
  jobTitle: 'jobTitle',
  birthdate: 'birthdate',
};

interface Props {
  initial: Input;
  busy: boolean;
  /** The provider's refusal of the last attempt (field violations land on their fields). */
  error: unknown;
  submitLabel: string;
  onSubmit: (input: Input) => void;
  onCancel: () => void;
  /** Shown above the buttons (e.g. the duplicate offer). */
  notice?: ReactNode;
}

/** Create / edit a contact; checked with the same schema the background uses before anything is sent. */
export function ContactForm({ initial, busy, error, submitLabel, onSubmit, onCancel, notice }: Props) {
  const [v, setV] = useState<Input>(initial);
  const [local, setLocal] = useState<Record<string, string>>({});
  const id = useId();
  const provider = fieldErrors(error, PROVIDER_FIELDS);
  const errorOf = (path: string) =>
    local[path] ??
    Object.entries(provider.byField).find(([k]) => FROM_PROVIDER[k as keyof typeof FROM_PROVIDER] === path)?.[1];

  const submit = () => {
    const parsed = ContactInput.safeParse(v);
    if (!parsed.success) {
      setLocal(Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message])));
      return;
    }
    setLocal({});
    onSubmit(parsed.data);
  };

  const text = (key: 'firstName' | 'lastName' | 'company' | 'jobTitle', label: string) => (
    <Field id={`${id}-${key}`} label={label} error={errorOf(key)}>
      <input
        id={`${id}-${key}`}
        className={`${box} w-full`}
        value={v[key]}
        aria-invalid={errorOf(key) ? true : undefined}
        onChange={(e) => setV({ ...v, [key]: e.target.value })}
      />
    </Field>
  );
  // A list's primary mark: at most one per list.
  const setPrimary = <T extends { primary: boolean }>(items: T[], i: number): T[] =>
    items.map((it, j) => ({ ...it, primary: j === i }));

  return (
    <form
      aria-label={submitLabel}
      className="space-y-2 rounded border border-slate-200 p-2 text-xs"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <div className="grid grid-cols-2 gap-2">
        {text('firstName', t('contacts.form.firstName'))}
        {text('lastName', t('contacts.form.lastName'))}
        {text('company', t('contacts.form.company'))}
        {text('jobTitle', t('contacts.form.jobTitle'))}
        <Field id={`${id}-birthdate`} label={t('contacts.card.birthdate')} error={errorOf('birthdate')}>
          <input
            id={`${id}-birthdate`}
            type="date"
            className={`${box} w-full`}
            value={v.birthdate}
            onChange={(e) => setV({ ...v, birthdate: e.target.value })}
          />
        </Field>
      </div>

      <fieldset className="space-y-1">
        <legend className="font-medium">{t('contacts.card.emails')}</legend>
        {v.emails.map((e, i) => (
          <div key={i} className="flex flex-wrap items-center gap-1">
            <input
              type="email"
              className={`${box} min-w-0 flex-1 basis-40`}
              aria-label={t('contacts.form.email', { n: i + 1 })}
              aria-invalid={errorOf(`emails.${i}.email`) ? true : undefined}
              value={e.email}
              onChange={(ev) =>
                setV({ ...v, emails: v.emails.map((x, j) => (j === i ? { ...x, email: ev.target.value } : x)) })
              }
            />
            <TagSelect
              label={t('contacts.form.emailTag', { n: i + 1 })}
              tags={EMAIL_TAGS}
              value={e.tag}
              onChange={(tag) => setV({ ...v, emails: v.emails.map((x, j) => (j === i ? { ...x, tag } : x)) })}
            />
            <label className="flex items-center gap-1">
              <input
                type="radio"
                name={`${id}-primary-email`}
                checked={e.primary}
                onChange={() => setV({ ...v, emails: setPrimary(v.emails, i) })}
              />
              {t('contacts.card.primary')}
            </label>
            <button
              type="button"
              className="text-red-700"
              aria-label={t('contacts.form.removeEmail', { n: i + 1 })}
              onClick={() => setV({ ...v, emails: v.emails.filter((_, j) => j !== i) })}
            >
              ×
            </button>
            {errorOf(`emails.${i}.email`) && (
              <span role="alert" className="w-full text-red-700">
                {errorOf(`emails.${i}.email`)}
              </span>
            )}
          </div>
        ))}
        <button
          type="button"
          className="text-indigo-700"
          onClick={() =>
            setV({ ...v, emails: [...v.emails, { email: '', tag: 'MAIN', primary: v.emails.length === 0 }] })
          }
        >
          {t('contacts.form.addEmail')}
        </button>
      </fieldset>

      <fieldset className="space-y-1">
        <legend className="font-medium">{t('contacts.card.phones')}</legend>
        {v.phones.map((p, i) => (
          <div key={i} className="flex flex-wrap items-center gap-1">
            <input
              className={`${box} w-12`}
              aria-label={t('contacts.form.countryCode', { n: i + 1 })}
              maxLength={2}
              value={p.countryCode}
              onChange={(ev) =>
                setV({
                  ...v,
                  phones: v.phones.map((x, j) => (j === i ? { ...x, countryCode: ev.target.value.toUpperCase() } : x)),
                })
              }
            />
            <input
              type="tel"
              className={`${box} min-w-0 flex-1 basis-32`}
              aria-label={t('contacts.form.phone', { n: i + 1 })}
              aria-invalid={errorOf(`phones.${i}.phone`) ? true : undefined}
              value={p.phone}
              onChange={(ev) =>
                setV({ ...v, phones: v.phones.map((x, j) => (j === i ? { ...x, phone: ev.target.value } : x)) })
              }
            />
            <TagSelect
              label={t('contacts.form.phoneTag', { n: i + 1 })}
              tags={PHONE_TAGS}
              value={p.tag}
              onChange={(tag) => setV({ ...v, phones: v.phones.map((x, j) => (j === i ? { ...x, tag } : x)) })}
            />
            <label className="flex items-center gap-1">
              <input
                type="radio"
                name={`${id}-primary-phone`}
                checked={p.primary}
                onChange={() => setV({ ...v, phones: setPrimary(v.phones, i) })}
              />
              {t('contacts.card.primary')}
            </label>
            <button
              type="button"
              className="text-red-700"
              aria-label={t('contacts.form.removePhone', { n: i + 1 })}
              onClick={() => setV({ ...v, phones: v.phones.filter((_, j) => j !== i) })}
            >
              ×
            </button>
            {errorOf(`phones.${i}.phone`) && (
              <span role="alert" className="w-full text-red-700">
                {errorOf(`phones.${i}.phone`)}
              </span>
            )}
          </div>
        ))}
        <button
          type="button"
          className="text-indigo-700"
          onClick={() =>
            setV({
              ...v,
              phones: [...v.phones, { phone: '', countryCode: '', tag: 'MOBILE', primary: v.phones.length === 0 }],
            })
          }
        >
          {t('contacts.form.addPhone')}
        </button>
      </fieldset>

      <fieldset className="space-y-1">
        <legend className="font-medium">{t('contacts.card.addresses')}</legend>
        {v.addresses.map((a, i) => {
          const set = (patch: Partial<Input['addresses'][number]>) =>
            setV({ ...v, addresses: v.addresses.map((x, j) => (j === i ? { ...x, ...patch } : x)) });
          const part = (
            key: 'addressLine' | 'addressLine2' | 'city' | 'subdivision' | 'postalCode' | 'country',
            label: string,
          ) => (
            <input
              className={`${box} w-full min-w-0`}
              aria-label={`${label} (${i + 1})`}
              placeholder={label}
              aria-invalid={errorOf(`addresses.${i}.${key}`) ? true : undefined}
              value={a[key]}
              onChange={(ev) => set({ [key]: key === 'country' ? ev.target.value.toUpperCase() : ev.target.value })}
            />
          );
          const problems = ['addressLine', 'country'].map((k) => errorOf(`addresses.${i}.${k}`)).filter(Boolean);
          return (
            <div
              key={i}
              className="grid grid-cols-2 gap-1 rounded border border-dashed border-slate-300 p-1 [&>*]:min-w-0"
            >
              {part('addressLine', t('contacts.form.street'))}
              {part('addressLine2', t('contacts.form.street2'))}
              {part('postalCode', t('contacts.form.postalCode'))}
              {part('city', t('contacts.form.city'))}
              {part('subdivision', t('contacts.form.subdivision'))}
              {part('country', t('contacts.form.country'))}
              <TagSelect
                label={t('contacts.form.addressTag', { n: i + 1 })}
                tags={ADDRESS_TAGS}
                value={a.tag}
                onChange={(tag) => set({ tag })}
              />
              <button
                type="button"
                className="text-left text-red-700"
                onClick={() => setV({ ...v, addresses: v.addresses.filter((_, j) => j !== i) })}
              >
                {t('contacts.form.removeAddress', { n: i + 1 })}
              </button>
              {problems.map((p) => (
                <span key={p} role="alert" className="col-span-2 text-red-700">
                  {p}
                </span>
              ))}
            </div>
          );
        })}
        <button
          type="button"
          className="text-indigo-700"
          onClick={() =>
            setV({
              ...v,
              addresses: [
                ...v.addresses,
                {
                  tag: 'HOME',
                  addressLine: '',
                  addressLine2: '',
                  city: '',
                  subdivision: '',
                  postalCode: '',
                  country: '',
                },
              ],
            })
          }
        >
          {t('contacts.form.addAddress')}
        </button>
      </fieldset>

      {local.firstName && !v.firstName && (
        <p role="alert" className="text-red-700">
          {local.firstName}
        </p>
      )}
      {error !== null && error !== undefined && provider.rest && (
        <ErrorNotice error={error} onRetry={busy ? undefined : submit} />
      )}
      {notice}
      <div className="flex gap-2">
        <button
          type="submit"
          disabled={busy}
          className="rounded bg-indigo-700 px-2 py-1 text-white disabled:opacity-50"
        >
          {submitLabel}
        </button>
        <button type="button" className="rounded border px-2 py-1" onClick={onCancel}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}

function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-slate-600">
        {label}
      </label>
      {children}
      {error && (
        <span role="alert" className="block text-red-700">
          {error}
        </span>
      )}
    </div>
  );
}

function TagSelect<T extends string>({
  label,
  tags,
  value,
  onChange,
}: {
  label: string;
  tags: readonly T[];
  value: T;
  onChange: (tag: T) => void;
}) {
  return (
    <select
      className={`${box} max-w-full min-w-0`}
      aria-label={label}
      value={value}
      onChange={(e) => onChange(e.target.value as T)}
    >
      {tags.map((tag) => (
        <option key={tag} value={tag}>
          {tagLabel(tag)}
        </option>
      ))}
    </select>
  );
}
