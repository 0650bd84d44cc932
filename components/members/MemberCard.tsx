import type { ReactNode } from 'react';
import { formatDate, t } from '@/lib/i18n';
import type { MemberSummary } from '@/lib/messaging/members';
import { ProviderImage } from '../common/ProviderImage';
import { StatusChip } from '../common/StatusChip';
import { TechnicalDetails } from '../common/TechnicalDetails';
import { activityLabel, privacyLabel, statusLabel, statusTone } from './labels';

/** A label above or beside its value: side by side where the panel has room, stacked where it hasn't. */
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
  return (
    <article
      aria-label={t('members.card.label', { name: member.nickname || member.loginEmail || t('members.card.noName') })}
      className="space-y-3 rounded border border-slate-200 bg-white p-3 text-xs"
      data-testid="member-card"
      data-member-id={member.id}
    >
      {member.cover && (
        <ProviderImage
          src={member.cover.url}
          alt={t('members.card.cover')}
          className="h-16 w-full rounded object-cover"
        />
      )}
      <header className="flex items-start gap-2">
        {member.photo && (
          <ProviderImage
            src={member.photo.url}
            alt={t('members.card.photo')}
            className="h-10 w-10 shrink-0 rounded-full object-cover"
          />
        )}
        <div className="min-w-0 flex-1 space-y-1">
          <h3 className="text-sm font-semibold break-words" data-testid="member-card-name" dir="auto">
            {member.nickname || member.loginEmail || t('members.card.noName')}
          </h3>
          {member.title && (
            <p dir="auto" className="break-words">
              {member.title}
            </p>
          )}
          <p className="flex flex-wrap gap-1">
            <StatusChip tone={statusTone(member.status)} testId="member-card-status">
              {statusLabel(member.status)}
            </StatusChip>
            {member.activityStatus === 'MUTED' && <StatusChip tone="slate">{t('members.chip.muted')}</StatusChip>}
          </p>
        </div>
      </header>
      {actions}
      <dl className="space-y-1">
        {member.loginEmail && (
          <Row label={t('members.field.loginEmail')}>
            {member.loginEmail}
            {member.loginEmailVerified === true && ` (${t('members.card.verified')})`}
          </Row>
        )}
        {name && <Row label={t('members.card.name')}>{name}</Row>}
        {work && <Row label={t('members.card.company')}>{work}</Row>}
        {member.birthdate && (
          <Row label={t('members.card.birthdate')}>
            {formatDate(`${member.birthdate}T00:00:00`) || member.birthdate}
          </Row>
        )}
        {member.phones.length > 0 && (
          <Row label={t('members.card.phones')}>
            <List items={member.phones} />
          </Row>
        )}
        {member.emails.length > 0 && (
          <Row label={t('members.card.emails')}>
            <List items={member.emails} />
          </Row>
        )}
        {member.addresses.length > 0 && (
          <Row label={t('members.card.addresses')}>
            <List items={member.addresses.map((a) => a.text)} />
          </Row>
        )}
        <Row label={t('members.field.slug')}>
          <span data-testid="member-card-slug">{member.slug || t('members.card.none')}</span>
        </Row>
        <Row label={t('members.field.privacy')}>{privacyLabel(member.privacyStatus)}</Row>
        <Row label={t('members.card.activity')}>
          <span data-testid="member-card-activity">{activityLabel(member.activityStatus)}</span>
        </Row>
        {member.createdDate && <Row label={t('members.field.created')}>{when(member.createdDate)}</Row>}
        {member.updatedDate && <Row label={t('members.card.updated')}>{when(member.updatedDate)}</Row>}
        {member.lastLoginDate && <Row label={t('members.field.lastLogin')}>{when(member.lastLoginDate)}</Row>}
        {member.contactId && onOpenContact && (
          <Row label={t('members.card.contact')}>
            <button
              type="button"
              className="text-indigo-700 underline"
              onClick={() => onOpenContact(member.contactId!)}
            >
              {t('members.card.openContact')}
            </button>
          </Row>
        )}
      </dl>
      {children}
      <TechnicalDetails
        rows={[
          { label: t('members.field.id'), value: member.id },
          ...(member.contactId ? [{ label: t('members.field.contactId'), value: member.contactId }] : []),
        ]}
      />
    </article>
  );
}
