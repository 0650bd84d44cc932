/** The pieces of a contact's card: marks, links and values drawn by their type, and which fields it shows where. */
import { formatDate, formatNumber, t } from '@/lib/i18n';
import type { ContactAddress, ContactCard as Card, ExtendedFieldDef } from '@/lib/messaging/contacts';
import type { ChipTone } from '../common/StatusChip';
import { tagLabel } from './labels';

/** The mark of a contact's primary email or phone. */
export const Primary = () => (
  <>
    {' '}
    <Mark />
  </>
);
const Mark = () => (
  <span className="ml-0.5 inline-block rounded bg-indigo-50 px-1 text-[10px] whitespace-nowrap text-indigo-800">
    {t('contacts.card.primary')}
  </span>
);
/** What an email, phone or address is for, in words before it ("Home: …", "Delivery address: …"), unless untagged. */
export const Tag = ({ tag }: { tag: string }) =>
  tag && tag !== 'UNTAGGED' ? (
    <span className="text-slate-500">{t('contacts.card.kind', { kind: tagLabel(tag) })} </span>
  ) : null;

/** A map link for a geocoded address (OpenStreetMap; opens in a new tab, nothing is loaded in the panel). */
export function MapLink({ geocode }: { geocode: NonNullable<ContactAddress['geocode']> }) {
  const { latitude: lat, longitude: lng } = geocode;
  const coords = `${formatNumber(lat, { maximumFractionDigits: 5 })}, ${formatNumber(lng, { maximumFractionDigits: 5 })}`;
  return (
    <a
      className="text-indigo-700 underline"
      href={`https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`}
      target="_blank"
      rel="noreferrer noopener"
    >
      {coords}
    </a>
  );
}

/** An extended field's value by its data type (numbers and dates in the UI's locale, URLs as links). */
export function ExtendedValue({ value, dataType }: { value: string | number | boolean | null; dataType: string }) {
  if (value === null || value === '') return <span className="text-slate-400">{t('members.card.none')}</span>;
  if (dataType === 'NUMBER' && typeof value === 'number') return <>{formatNumber(value)}</>;
  if (dataType === 'DATE' && typeof value === 'string') return <>{formatDate(value) || value}</>;
  if (dataType === 'URL' && typeof value === 'string' && /^https?:\/\//i.test(value))
    return (
      <a className="text-indigo-700 underline" href={value} target="_blank" rel="noreferrer noopener">
        {value}
      </a>
    );
  return <>{String(value)}</>;
}

/**
 * Wix-managed system fields whose value the card already shows in a readable row (the name, the
 * email subscription, the membership): not repeated. sandbox/domains/contacts/system-values.ts
 * derives them the way the provider does.
 */
const SHOWN_ELSEWHERE = new Set([
  'contacts.displayByFirstName',
  'contacts.displayByLastName',
  'emailSubscriptions.subscriptionStatus',
  'emailSubscriptions.deliverabilityStatus',
  'emailSubscriptions.effectiveEmail',
  'members.membershipStatus',
]);

/** Deliverability worth a word next to the subscription: trouble, not the normal case. */
export const DELIVERY_TROUBLE = new Set(['BOUNCED', 'SPAM_COMPLAINT', 'INACTIVE']);

/** The site's own fields (shown as rows) and the Wix-managed ones that add something (under More fields). */
export function extendedRows(c: Card, fields: readonly ExtendedFieldDef[]) {
  const own: Array<[string, Card['extendedFields'][string], ExtendedFieldDef | undefined]> = [];
  const system: typeof own = [];
  for (const [key, value] of Object.entries(c.extendedFields)) {
    const def = fields.find((f) => f.key === key);
    if (key.startsWith('custom.') || def?.fieldType === 'USER_DEFINED') own.push([key, value, def]);
    else if (!SHOWN_ELSEWHERE.has(key) && value !== null && value !== '') system.push([key, value, def]);
  }
  return { own, system };
}

/** The tone of a membership's state chip. */
export function memberTone(status: string): ChipTone {
  if (status === 'ACTIVE') return 'green';
  if (status === 'PENDING') return 'amber';
  if (status === 'BLOCKED') return 'red';
  return 'slate';
}
