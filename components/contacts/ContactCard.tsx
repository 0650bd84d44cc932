import type { ReactNode } from 'react';
import { formatDate, t } from '@/lib/i18n';
import type { ContactCard as Card, ExtendedFieldDef } from '@/lib/messaging/contacts';
import { CardRow } from '../common/CardRow';
import { ProfileCard } from '../common/ProfileCard';
import { contactName } from '@/lib/queries/contact-name';
import { StatusChip } from '../common/StatusChip';
import { DELIVERY_TROUBLE, ExtendedValue, extendedRows, MapLink, memberTone, Primary, Tag } from './ContactCardParts';
import {
  activityLabel,
  deliverabilityLabel,
  labelName,
  memberStatusLabel,
  sourceLabel,
  subscriptionLabel,
} from './labels';
import { Button } from '../common/Button';
import { formatAddress } from '@/lib/ui/address-format';
import { formatPhone } from '@/lib/ui/phone-format';

const when = (iso: string | null) => formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });
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

/** Everything the provider says about one contact; optional fields that are empty are left out. Provider text is text only. */
export function ContactCard({ contact: c, fields = [], labelNames = {}, onOpenMember, actions, children }: Props) {
  const title = contactName(c);
  const { own, system } = extendedRows(c, fields);
  const work = [c.jobTitle, c.company].filter(Boolean).join(' · ');
  const delivery =
    c.deliverabilityStatus && DELIVERY_TROUBLE.has(c.deliverabilityStatus) ? c.deliverabilityStatus : null;
  return (
    <ProfileCard
      label={t('contacts.card.label', { name: title })}
      testId="contact-card"
      data={{ 'data-contact-id': c.id, 'data-contact-revision': c.revision }}
      picture={c.pictureUrl ? { src: c.pictureUrl, alt: t('contacts.card.picture') } : null}
      name={title}
      subtitle={work}
      chips={
        c.member && <StatusChip tone={memberTone(c.member.status)}>{memberStatusLabel(c.member.status)}</StatusChip>
      }
      actions={actions}
      technical={[
        { label: t('contacts.field.id'), value: c.id },
        { label: t('contacts.card.revision'), value: String(c.revision) },
        ...(c.member?.memberId ? [{ label: t('contacts.card.memberId'), value: c.member.memberId }] : []),
        ...(c.sourceAppId ? [{ label: t('contacts.card.sourceApp'), value: c.sourceAppId }] : []),
      ]}
    >
      <dl className="space-y-1">
        {c.emails.length > 0 && (
          <CardRow label={t('contacts.card.emails')} testId="contact-card-emails">
            <ul>
              {c.emails.map((e, i) => (
                <li key={e.id ?? i}>
                  <Tag tag={e.tag} />
                  {e.email}
                  {e.primary && <Primary />}
                </li>
              ))}
            </ul>
          </CardRow>
        )}
        {c.phones.length > 0 && (
          <CardRow label={t('contacts.card.phones')} testId="contact-card-phones">
            <ul>
              {c.phones.map((p, i) => (
                <li key={p.id ?? i}>
                  <Tag tag={p.tag} />
                  {/* One number stays on one line: the spaces between its groups are no place to break it. */}
                  <span className="whitespace-nowrap">{formatPhone(p.e164 || p.phone)}</span>
                  {p.primary && <Primary />}
                </li>
              ))}
            </ul>
          </CardRow>
        )}
        {c.addresses.length > 0 && (
          <CardRow label={t('contacts.card.addresses')} testId="contact-card-addresses">
            <ul className="space-y-1">
              {c.addresses.map((a, i) => (
                <li key={a.id ?? i}>
                  <Tag tag={a.tag} />
                  {formatAddress(a, a.formatted)}
                  {a.geocode && (
                    <span className="block">
                      <MapLink geocode={a.geocode} />
                    </span>
                  )}
                </li>
              ))}
            </ul>
          </CardRow>
        )}
        {c.birthdate && (
          <CardRow label={t('contacts.card.birthdate')}>{formatDate(`${c.birthdate}T00:00:00`) || c.birthdate}</CardRow>
        )}
        {c.labelKeys.length > 0 && (
          <CardRow label={t('contacts.card.labels')} testId="contact-card-labels">
            <ul className="flex flex-wrap gap-1">
              {c.labelKeys.map((k) => (
                <li key={k} className="rounded bg-slate-100 px-1">
                  {labelName(k, labelNames)}
                </li>
              ))}
            </ul>
          </CardRow>
        )}
        {own.map(([key, value, def]) => (
          <CardRow key={key} label={def?.name ?? labelName(key, {})} testId={`contact-card-field-${key}`}>
            <ExtendedValue value={value} dataType={def?.dataType ?? 'TEXT'} />
          </CardRow>
        ))}
        {c.subscriptionStatus && (
          <CardRow label={t('contacts.card.subscription')} testId="contact-card-subscription">
            {subscriptionLabel(c.subscriptionStatus)}
            {delivery && ` · ${deliverabilityLabel(delivery)}`}
          </CardRow>
        )}
        {c.sourceType && <CardRow label={t('contacts.card.source')}>{sourceLabel(c.sourceType)}</CardRow>}
        {c.lastActivity && (
          <CardRow label={t('contacts.card.lastActivity')} testId="contact-card-activity">
            {activityLabel(c.lastActivity.type)}
            {c.lastActivity.date && `, ${when(c.lastActivity.date)}`}
          </CardRow>
        )}
        {c.member && (
          <CardRow label={t('contacts.card.member')} testId="contact-card-member">
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
              <Button tone="link" onClick={() => onOpenMember(c.member!.memberId!)}>
                {t('contacts.card.openMember')}
              </Button>
            )}
          </CardRow>
        )}
        {c.createdDate && <CardRow label={t('members.field.created')}>{when(c.createdDate)}</CardRow>}
        {c.updatedDate && <CardRow label={t('members.card.updated')}>{when(c.updatedDate)}</CardRow>}
      </dl>
      {system.length > 0 && (
        <details data-testid="contact-card-more-fields">
          <summary className="cursor-pointer text-indigo-700 select-none">{t('contacts.card.moreFields')}</summary>
          <dl className="mt-1 space-y-1">
            {system.map(([key, value, def]) => (
              <CardRow key={key} label={def?.name ?? labelName(key, {})} testId={`contact-card-field-${key}`}>
                <ExtendedValue value={value} dataType={def?.dataType ?? 'TEXT'} />
              </CardRow>
            ))}
          </dl>
        </details>
      )}
      {children}
    </ProfileCard>
  );
}
