import type { ReactNode } from 'react';
import { formatDate, t } from '@/lib/i18n';
import type { MemberSummary } from '@/lib/messaging/members';
import { CardRow } from '../common/CardRow';
import { ProfileCard } from '../common/ProfileCard';
import { StatusChip } from '../common/StatusChip';
import { activityLabel, privacyLabel, statusLabel, statusTone } from './labels';
import { Button } from '../common/Button';
import { formatAddress } from '@/lib/ui/address-format';
import { formatPhone } from '@/lib/ui/phone-format';

const when = (iso: string | null) => formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });
const List = ({ items }: { items: string[] }) => (
  <ul>
    {items.map((v, i) => (
      <li key={i}>{v}</li>
    ))}
  </ul>
);

interface Props {
  member: MemberSummary;
  onOpenContact?: (contactId: string) => void;
  /** The actions that fit the member's state, right under the name. */
  actions?: ReactNode;
  children?: ReactNode;
}

/**
 * One member: name, state as chips, the actions, then what the provider knows (empty fields left out).
 * Ids only in the technical details. Provider text is rendered as text only.
 */
export function MemberCard({ member, onOpenContact, actions, children }: Props) {
  const name = [member.firstName, member.lastName].filter(Boolean).join(' ');
  const work = [member.company, member.jobTitle].filter(Boolean).join(' · ');
  const title = member.nickname || member.loginEmail || t('members.card.noName');
  return (
    <ProfileCard
      label={t('members.card.label', { name: title })}
      testId="member-card"
      data={{ 'data-member-id': member.id }}
      cover={member.cover && { src: member.cover.url, alt: t('members.card.cover') }}
      picture={member.photo && { src: member.photo.url, alt: t('members.card.photo') }}
      name={title}
      subtitle={member.title}
      chips={
        <>
          <StatusChip tone={statusTone(member.status)} testId="member-card-status">
            {statusLabel(member.status)}
          </StatusChip>
          {member.activityStatus === 'MUTED' && <StatusChip tone="slate">{t('members.chip.muted')}</StatusChip>}
        </>
      }
      actions={actions}
      technical={[
        { label: t('members.field.id'), value: member.id },
        ...(member.contactId ? [{ label: t('members.field.contactId'), value: member.contactId }] : []),
      ]}
    >
      <dl className="space-y-1">
        {member.loginEmail && (
          <CardRow label={t('members.field.loginEmail')}>
            {member.loginEmail}
            {member.loginEmailVerified === true && ` (${t('members.card.verified')})`}
          </CardRow>
        )}
        {name && <CardRow label={t('members.card.name')}>{name}</CardRow>}
        {work && <CardRow label={t('members.card.company')}>{work}</CardRow>}
        {member.birthdate && (
          <CardRow label={t('members.card.birthdate')}>
            {formatDate(`${member.birthdate}T00:00:00`) || member.birthdate}
          </CardRow>
        )}
        {member.phones.length > 0 && (
          <CardRow label={t('members.card.phones')} testId="member-card-phones">
            <List items={member.phones.map(formatPhone)} />
          </CardRow>
        )}
        {member.emails.length > 0 && (
          <CardRow label={t('members.card.emails')}>
            <List items={member.emails} />
          </CardRow>
        )}
        {member.addresses.length > 0 && (
          <CardRow label={t('members.card.addresses')} testId="member-card-addresses">
            <List items={member.addresses.map((a) => formatAddress(a))} />
          </CardRow>
        )}
        <CardRow label={t('members.field.slug')}>
          <span data-testid="member-card-slug">{member.slug || t('members.card.none')}</span>
        </CardRow>
        <CardRow label={t('members.field.privacy')}>{privacyLabel(member.privacyStatus)}</CardRow>
        <CardRow label={t('members.card.activity')}>
          <span data-testid="member-card-activity">{activityLabel(member.activityStatus)}</span>
        </CardRow>
        {member.createdDate && <CardRow label={t('members.field.created')}>{when(member.createdDate)}</CardRow>}
        {member.updatedDate && <CardRow label={t('members.card.updated')}>{when(member.updatedDate)}</CardRow>}
        {member.lastLoginDate && <CardRow label={t('members.field.lastLogin')}>{when(member.lastLoginDate)}</CardRow>}
        {member.contactId && onOpenContact && (
          <CardRow label={t('members.card.contact')}>
            <Button tone="link" onClick={() => onOpenContact(member.contactId!)}>
              {t('members.card.openContact')}
            </Button>
          </CardRow>
        )}
      </dl>
      {children}
    </ProfileCard>
  );
}
