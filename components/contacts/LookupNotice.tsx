import { t } from '@/lib/i18n';
import type { ContactInput } from '@/lib/messaging/contacts';
import { emptyInput } from './contact-input';
import { Button } from '../common/Button';

/** `contacts.lookup` in the panel URL: what was selected (`email:…`, `phone:…`), or `none:` when it was neither. */
export interface Lookup {
  kind: 'email' | 'phone' | 'none';
  value: string | null;
}

export function parseLookup(raw: string | null): Lookup | null {
  const m = raw ? /^(email|phone|none):(.*)$/s.exec(raw) : null;
  if (!m) return null;
  const value = m[2]!.trim().slice(0, 254);
  return m[1] === 'none' || !value ? { kind: 'none', value: null } : { kind: m[1] as 'email' | 'phone', value };
}

/** A new contact with the looked-up email or phone filled in. */
export function inputFor(lookup: Lookup): ContactInput {
  const input = emptyInput();
  if (lookup.kind === 'email' && lookup.value) input.emails = [{ email: lookup.value, tag: 'MAIN', primary: true }];
  if (lookup.kind === 'phone' && lookup.value)
    input.phones = [{ phone: lookup.value, countryCode: '', tag: 'MOBILE', primary: true }];
  return input;
}

/** The lookup found nobody (offer to create the contact), or the selection was neither an email nor a phone. */
export function LookupNotice({
  lookup,
  onCreate,
  onDismiss,
}: {
  lookup: Lookup;
  onCreate: () => void;
  onDismiss: () => void;
}) {
  return (
    <div
      role="status"
      className="space-y-1 rounded border border-slate-300 bg-slate-50 p-2 text-xs"
      data-testid="lookup-notice"
    >
      <p>{lookup.value ? t('contacts.lookup.none', { value: lookup.value }) : t('contacts.lookup.notUnderstood')}</p>
      <div className="flex gap-2">
        {lookup.value && (
          <Button tone="primary" onClick={onCreate}>
            {t('contacts.lookup.create')}
          </Button>
        )}
        <Button onClick={onDismiss}>{t('contacts.bulk.dismiss')}</Button>
      </div>
    </div>
  );
}
