import type { ReactNode } from 'react';
import { formatDate, formatNumber, t } from '@/lib/i18n';
import type { ContactAddress, ContactCard as Card, ExtendedFieldDef } from '@/lib/messaging/contacts';
import { ProviderImage } from '../common/ProviderImage';
import { contactName } from '@/lib/queries/contact-name';
import { StatusChip, type ChipTone } from '../common/StatusChip';
import { TechnicalDetails } from '../common/TechnicalDetails';
import {
  activityLabel,
  deliverabilityLabel,
  labelName,
  memberStatusLabel,
  sourceLabel,
  subscriptionLabel,
  tagLabel,
} from './labels';

/** A label beside its value where the panel has room, above it where it hasn't. */
function Row({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="flex flex-wrap gap-x-2" data-testid={testId}>
      <dt className="w-28 shrink-0 text-slate-500">{label}</dt>
      <dd className="min-w-0 flex-1 basis-40 [overflow-wrap:anywhere]" dir="auto">
        {children}
      </dd>
    </div>
  );
}

const when = (iso: string | null) => formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });
const Primary = () => (
  <span className="ml-1 inline-block rounded bg-indigo-50 px-1 text-[10px] whitespace-nowrap text-indigo-800">
    {t('contacts.card.primary')}
  </span>
);
const Tag = ({ tag }: { tag: string }) =>
  tag && tag !== 'UNTAGGED' ? <span className="ml-1 text-slate-500">({tagLabel(tag)})</span> : null;

/** A map link for a geocoded address (OpenStreetMap; opens in a new tab, nothing is loaded in the panel). */
function MapLink({ geocode }: { geocode: NonNullable<ContactAddress['geocode']> }) {
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
function ExtendedValue({ value, dataType }: { value: string | number | boolean | null; dataType: string }) {
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

interface Props {
  contact: Card;
  /** The site's extended field definitions (names, data types, system or the site's own). */
  fields?: ExtendedFieldDef[];
  /** Display names of label keys. */
  labelNames?: Record<string, string>;
  /** Opens the member card of this contact's member. */
  onOpenMember?: (memberId: string) => void;
  /** The actions on this contact, right under the name. */
  actions?: ReactNode;
  children?: ReactNode;
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
const DELIVERY_TROUBLE = new Set(['BOUNCED', 'SPAM_COMPLAINT', 'INACTIVE']);

/** The site's own fields (shown as rows) and the Wix-managed ones that add something (under More fields). */
function extendedRows(c: Card, fields: readonly ExtendedFieldDef[]) {
  const own: Array<[string, Card['extendedFields'][string], ExtendedFieldDef | undefined]> = [];
  const system: typeof own = [];
  for (const [key, value] of Object.entries(c.extendedFields)) {
    const def = fields.find((f) => f.key === key);
    if (key.startsWith('custom.') || def?.fieldType === 'USER_DEFINED') own.push([key, value, def]);
    else if (!SHOWN_ELSEWHERE.has(key) && value !== null && value !== '') system.push([key, value, def]);
  }
  return { own, system };
}

/** Everything the provider says about one contact; optional fields that are empty are left out. Provider text is text only. */
export function ContactCard({ contact: c, fields = [], labelNames = {}, onOpenMember, actions, children }: Props) {
  const title = contactName(c);
  const { own, system } = extendedRows(c, fields);
  const work = [c.jobTitle, c.company].filter(Boolean).join(' · ');
  const delivery =
    c.deliverabilityStatus && DELIVERY_TROUBLE.has(c.deliverabilityStatus) ? c.deliverabilityStatus : null;
  return (
    <article
      aria-label={t('contacts.card.label', { name: title })}
      className="space-y-3 rounded border border-slate-200 bg-white p-3 text-xs"
      data-testid="contact-card"
      data-contact-id={c.id}
      data-contact-revision={c.revision}
    >
      <header className="flex items-start gap-2">
        {c.pictureUrl && (
          <ProviderImage
            src={c.pictureUrl}
            alt={t('contacts.card.picture')}
            className="h-10 w-10 shrink-0 rounded-full object-cover"
          />
        )}
        <div className="min-w-0 flex-1 space-y-1">
          <h3 className="text-sm font-semibold break-words" data-testid="contact-card-name" dir="auto">
            {title}
          </h3>
          {work && (
            <p dir="auto" className="break-words">
              {work}
            </p>
          )}
          {c.member && (
            <p className="flex flex-wrap gap-1">
              <StatusChip tone={memberTone(c.member.status)}>{memberStatusLabel(c.member.status)}</StatusChip>
            </p>
          )}
        </div>
      </header>
      {actions}
      <dl className="space-y-1">
        {c.emails.length > 0 && (
          <Row label={t('contacts.card.emails')} testId="contact-card-emails">
            <ul>
              {c.emails.map((e, i) => (
                <li key={e.id ?? i}>
                  {e.email}
                  <Tag tag={e.tag} />
                  {e.primary && <Primary />}
                </li>
              ))}
            </ul>
          </Row>
        )}
        {c.phones.length > 0 && (
          <Row label={t('contacts.card.phones')} testId="contact-card-phones">
            <ul>
              {c.phones.map((p, i) => (
                <li key={p.id ?? i}>
                  {p.e164 || [p.countryCode && `(${p.countryCode})`, p.phone].filter(Boolean).join(' ')}
                  <Tag tag={p.tag} />
                  {p.primary && <Primary />}
                </li>
              ))}
            </ul>
          </Row>
        )}
        {c.addresses.length > 0 && (
          <Row label={t('contacts.card.addresses')} testId="contact-card-addresses">
            <ul className="space-y-1">
              {c.addresses.map((a, i) => (
                <li key={a.id ?? i}>
                  {a.formatted}
                  <Tag tag={a.tag} />
                  {a.geocode && (
                    <span className="block">
                      <MapLink geocode={a.geocode} />
                    </span>
                  )}
                </li>
              ))}
            </ul>
          </Row>
        )}
        {c.birthdate && (
          <Row label={t('contacts.card.birthdate')}>{formatDate(`${c.birthdate}T00:00:00`) || c.birthdate}</Row>
        )}
        {c.labelKeys.length > 0 && (
          <Row label={t('contacts.card.labels')} testId="contact-card-labels">
            <ul className="flex flex-wrap gap-1">
              {c.labelKeys.map((k) => (
                <li key={k} className="rounded bg-slate-100 px-1">
                  {labelName(k, labelNames)}
                </li>
              ))}
            </ul>
          </Row>
        )}
        {own.map(([key, value, def]) => (
          <Row key={key} label={def?.name ?? labelName(key, {})} testId={`contact-card-field-${key}`}>
            <ExtendedValue value={value} dataType={def?.dataType ?? 'TEXT'} />
          </Row>
        ))}
        {c.subscriptionStatus && (
          <Row label={t('contacts.card.subscription')} testId="contact-card-subscription">
            {subscriptionLabel(c.subscriptionStatus)}
            {delivery && ` · ${deliverabilityLabel(delivery)}`}
          </Row>
        )}
        {c.sourceType && <Row label={t('contacts.card.source')}>{sourceLabel(c.sourceType)}</Row>}
        {c.lastActivity && (
          <Row label={t('contacts.card.lastActivity')} testId="contact-card-activity">
            {activityLabel(c.lastActivity.type)}
            {c.lastActivity.date && `, ${when(c.lastActivity.date)}`}
          </Row>
        )}
        {c.member && (
          <Row label={t('contacts.card.member')} testId="contact-card-member">
            <span className="block">
              {memberStatusLabel(c.member.status)}
              {c.member.nickname && ` · ${c.member.nickname}`}
            </span>
            {c.member.signupDate && (
              <span className="block">{t('contacts.card.signedUp', { date: when(c.member.signupDate) })}</span>
            )}
            {c.member.lastWebLogin && (
              <span className="block">{t('contacts.card.lastWebLogin', { date: when(c.member.lastWebLogin) })}</span>
            )}
            {c.member.lastMobileLogin && (
              <span className="block">
                {t('contacts.card.lastMobileLogin', { date: when(c.member.lastMobileLogin) })}
              </span>
            )}
            {c.member.memberId && onOpenMember && (
              <button
                type="button"
                className="text-indigo-700 underline"
                onClick={() => onOpenMember(c.member!.memberId!)}
              >
                {t('contacts.card.openMember')}
              </button>
            )}
          </Row>
        )}
        {c.createdDate && <Row label={t('members.field.created')}>{when(c.createdDate)}</Row>}
        {c.updatedDate && <Row label={t('members.card.updated')}>{when(c.updatedDate)}</Row>}
      </dl>
      {system.length > 0 && (
        <details data-testid="contact-card-more-fields">
          <summary className="cursor-pointer text-indigo-700 select-none">{t('contacts.card.moreFields')}</summary>
          <dl className="mt-1 space-y-1">
            {system.map(([key, value, def]) => (
              <Row key={key} label={def?.name ?? labelName(key, {})} testId={`contact-card-field-${key}`}>
                <ExtendedValue value={value} dataType={def?.dataType ?? 'TEXT'} />
              </Row>
            ))}
          </dl>
        </details>
      )}
      {children}
      <TechnicalDetails
        rows={[
          { label: t('contacts.field.id'), value: c.id },
          { label: t('contacts.card.revision'), value: String(c.revision) },
          ...(c.member?.memberId ? [{ label: t('contacts.card.memberId'), value: c.member.memberId }] : []),
          ...(c.sourceAppId ? [{ label: t('contacts.card.sourceApp'), value: c.sourceAppId }] : []),
        ]}
      />
    </article>
  );
}

function memberTone(status: string): ChipTone {
  if (status === 'ACTIVE') return 'green';
  if (status === 'PENDING') return 'amber';
  if (status === 'BLOCKED') return 'red';
  return 'slate';
}
