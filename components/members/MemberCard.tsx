import type { ReactNode } from 'react';
import { formatDate, t } from '@/lib/i18n';
import type { MemberSummary } from '@/lib/messaging/members';
import { activityLabel, privacyLabel, statusLabel } from './labels';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[8rem_1fr] gap-1">
      <dt className="text-slate-500">{label}</dt>
      <dd className="break-words" dir="auto">
        {children}
      </dd>
    </div>
  );
}

const none = () => <span className="text-slate-600">{t('members.card.none')}</span>;
const listOr = (items: string[]) =>
  items.length === 0 ? (
    none()
  ) : (
    <ul>
      {items.map((v, i) => (
        <li key={i}>{v}</li>
      ))}
    </ul>
  );

/** Everything the provider says about one member. Provider text is rendered as text only. */
export function MemberCard({
  member,
  onOpenContact,
  children,
}: {
  member: MemberSummary;
  onOpenContact?: (contactId: string) => void;
  children?: ReactNode;
}) {
  const name = [member.firstName, member.lastName].filter(Boolean).join(' ');
  return (
    <article
      aria-label={t('members.card.label', { name: member.nickname || member.loginEmail || member.id })}
      className="space-y-2 rounded border border-slate-200 bg-white p-3 text-xs"
      data-testid="member-card"
      data-member-id={member.id}
    >
      {member.cover && (
        <img src={member.cover.url} alt={t('members.card.cover')} className="h-16 w-full rounded object-cover" />
      )}
      <header className="flex items-center gap-2">
        {member.photo && (
          <img src={member.photo.url} alt={t('members.card.photo')} className="h-10 w-10 rounded-full object-cover" />
        )}
        <div>
          <h3 className="text-sm font-semibold" data-testid="member-card-name" dir="auto">
            {member.nickname || member.loginEmail || t('members.card.noName')}
          </h3>
          {member.title && <p dir="auto">{member.title}</p>}
        </div>
      </header>
      <dl className="space-y-1">
        <Row label={t('members.field.slug')}>
          <span data-testid="member-card-slug">{member.slug || none()}</span>
        </Row>
        <Row label={t('members.field.loginEmail')}>
          {member.loginEmail || none()}
          {member.loginEmailVerified === true && ` (${t('members.card.verified')})`}
        </Row>
        <Row label={t('members.card.name')}>{name || none()}</Row>
        <Row label={t('members.card.company')}>
          {[member.company, member.jobTitle].filter(Boolean).join(' · ') || none()}
        </Row>
        <Row label={t('members.card.birthdate')}>{member.birthdate || none()}</Row>
        <Row label={t('members.card.phones')}>{listOr(member.phones)}</Row>
        <Row label={t('members.card.emails')}>{listOr(member.emails)}</Row>
        <Row label={t('members.card.addresses')}>{listOr(member.addresses.map((a) => a.text))}</Row>
        <Row label={t('members.field.status')}>
          <span data-testid="member-card-status">{statusLabel(member.status)}</span>
        </Row>
        <Row label={t('members.field.privacy')}>{privacyLabel(member.privacyStatus)}</Row>
        <Row label={t('members.card.activity')}>
          <span data-testid="member-card-activity">{activityLabel(member.activityStatus)}</span>
        </Row>
        <Row label={t('members.field.created')}>
          {formatDate(member.createdDate, { dateStyle: 'medium', timeStyle: 'short' }) || none()}
        </Row>
        <Row label={t('members.card.updated')}>
          {formatDate(member.updatedDate, { dateStyle: 'medium', timeStyle: 'short' }) || none()}
        </Row>
        <Row label={t('members.field.lastLogin')}>
          {formatDate(member.lastLoginDate, { dateStyle: 'medium', timeStyle: 'short' }) || none()}
        </Row>
        <Row label={t('members.field.contactId')}>
          {member.contactId && onOpenContact ? (
            <button
              type="button"
              className="text-indigo-700 underline"
              onClick={() => onOpenContact(member.contactId!)}
            >
              {t('members.card.openContact')}
            </button>
          ) : (
            <code>{member.contactId ?? ''}</code>
          )}
          {!member.contactId && none()}
        </Row>
        <Row label={t('members.field.id')}>
          <code>{member.id}</code>
        </Row>
      </dl>
      {children}
    </article>
  );
}
