import { useState, type ReactNode } from 'react';
import { t } from '@/lib/i18n';
import { ContactInput } from '@/lib/messaging/contacts';
import { ErrorNotice } from '../common/ErrorNotice';
import { TextField } from '../common/Field';
import { fieldErrors } from '../common/field-errors';
import { FormButtons } from '../common/FormButtons';
import { ContactReachFields } from './ContactReachFields';

type Input = ContactInput;
/** Provider field names (last path segment) → the form's field. */
const PROVIDER_FIELDS = ['first', 'last', 'company', 'jobTitle', 'birthdate'] as const;
const FROM_PROVIDER: Record<(typeof PROVIDER_FIELDS)[number], string> = {
  first: 'firstName',
  last: 'lastName',
  company: 'company',
  jobTitle: 'jobTitle',
  birthdate: 'birthdate',
};
/** The name and work fields, in the form's order, with their words. */
const TEXT_FIELDS: ReadonlyArray<['firstName' | 'lastName' | 'company' | 'jobTitle', () => string]> = [
  ['firstName', () => t('contacts.form.firstName')],
  ['lastName', () => t('contacts.form.lastName')],
  ['company', () => t('contacts.form.company')],
  ['jobTitle', () => t('contacts.form.jobTitle')],
];

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
        {TEXT_FIELDS.map(([key, label]) => (
          <TextField
            key={key}
            label={label()}
            error={errorOf(key)}
            value={v[key]}
            onChange={(e) => setV({ ...v, [key]: e.target.value })}
          />
        ))}
        <TextField
          label={t('contacts.card.birthdate')}
          error={errorOf('birthdate')}
          type="date"
          value={v.birthdate}
          onChange={(e) => setV({ ...v, birthdate: e.target.value })}
        />
      </div>
      <ContactReachFields value={v} onChange={(patch) => setV({ ...v, ...patch })} errorOf={errorOf} />
      {local.firstName && !v.firstName && (
        <p role="alert" className="text-red-700">
          {local.firstName}
        </p>
      )}
      {error !== null && error !== undefined && provider.rest && (
        <ErrorNotice error={error} onRetry={busy ? undefined : submit} />
      )}
      {notice}
      <FormButtons submitLabel={submitLabel} disabled={busy} onCancel={onCancel} />
    </form>
  );
}
