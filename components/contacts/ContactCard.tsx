import type { ReactNode } from 'react';
import { formatDate, formatNumber, t } from '@/lib/i18n';
import type { ContactAddress, ContactCard as Card, ExtendedFieldDef } from '@/lib/messaging/contacts';
import { contactName } from '@/lib/queries/contact-name';
import { activityLabel, memberStatusLabel, sourceLabel, subscriptionLabel, tagLabel } from './labels';

function Row({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="grid grid-cols-[8rem_1fr] gap-1" data-testid={testId}>
      <dt className="text-slate-500">{label}</dt>
      <dd className="break-words" dir="auto">
        {children}
      </dd>
    </div>
  );
}

const when = (iso: string | null) => formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });
const Primary = () => (
  <span className="ml-1 rounded bg-indigo-50 px-1 text-[10px] text-indigo-800">{t('contacts.card.primary')}</span>
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
  /** The site's extended field definitions (names and data types); keys are shown when unknown. */
  fields?: ExtendedFieldDef[];
  /** Display names of label keys. */
  labelNames?: Record<string, string>;
  /** Opens the member card of this contact's member. */
  onOpenMember?: (memberId: string) => void;
  children?: ReactNode;
}

/** Everything the provider says about one contact; optional fields that are empty are simply left out. Provider text is text only. */
export function ContactCard({ contact: c, fields = [], labelNames = {}, onOpenMember, children }: Props) {
  const title = contactName(c);
  const extended = Object.entries(c.extendedFields).filter(
    ([k]) => k.startsWith('custom.') || fields.some((f) => f.key === k),
  );
  return (
    <article
      aria-label={t('contacts.card.label', { name: title })}
      className="space-y-2 rounded border border-slate-200 bg-white p-3 text-xs"
      data-testid="contact-card"
      data-contact-id={c.id}
    >
      <header className="flex items-center gap-2">
        {c.pictureUrl && (
          <img src={c.pictureUrl} alt={t('contacts.card.picture')} className="h-10 w-10 rounded-full object-cover" />
        )}
        <div>
          <h3 className="text-sm font-semibold" data-testid="contact-card-name" dir="auto">
            {title}
          </h3>
          {(c.jobTitle || c.company) && <p dir="auto">{[c.jobTitle, c.company].filter(Boolean).join(' · ')}</p>}
        </div>
      </header>
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
                  {labelNames[k] ?? k}
                </li>
              ))}
            </ul>
          </Row>
        )}
        {extended.map(([key, value]) => {
          const def = fields.find((f) => f.key === key);
          return (
            <Row key={key} label={def?.name ?? key} testId={`contact-card-field-${key}`}>
              <ExtendedValue value={value} dataType={def?.dataType ?? 'TEXT'} />
            </Row>
          );
        })}
        {c.subscriptionStatus && (
          <Row label={t('contacts.card.subscription')}>{subscriptionLabel(c.subscriptionStatus)}</Row>
        )}
        <Row label={t('contacts.card.source')}>{sourceLabel(c.sourceType)}</Row>
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
        <Row label={t('members.field.created')}>{when(c.createdDate)}</Row>
        {c.updatedDate && <Row label={t('members.card.updated')}>{when(c.updatedDate)}</Row>}
        <Row label={t('contacts.card.revision')}>
          <span data-testid="contact-card-revision">{c.revision}</span>
        </Row>
      </dl>
      {children}
    </article>
  );
}
