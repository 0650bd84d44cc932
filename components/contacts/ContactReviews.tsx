import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDate, formatNumber, t } from '@/lib/i18n';
import type { ContactCard } from '@/lib/messaging/contacts';
import { FILTER_KEYS, hashKey } from '@/lib/messaging/review-filter-url';
import { deskCountOptions, deskPageOptions } from '@/lib/queries/reviews';
import { ErrorNotice } from '../common/ErrorNotice';
import { setHashParams } from '../common/useHashParam';
import { ScheduleRequestForm } from '../review-requests/ScheduleRequestForm';
import { moderationLabel } from '../reviews/labels';
import { contactName } from '@/lib/queries/contact-name';
import { Button } from '../common/Button';

const SHOWN = 5;

/** The desk's hash keys for every status of one contact's reviews, nothing else filtered. */
const deskOnlyBy = (contactId: string): Record<string, string | null> => ({
  ...Object.fromEntries(FILTER_KEYS.map((k) => [hashKey(k), null])),
  [hashKey('contact')]: contactId,
  [hashKey('status')]: 'all',
});

/** The reviews this contact wrote (newest first, with a way to all of them in the desk), and asking them for one. */
export function ContactReviews({
  siteId,
  contact,
  onReconnect,
}: {
  siteId: string;
  contact: ContactCard;
  onReconnect: () => void;
}) {
  const filter = { contactId: contact.id };
  const page = useQuery(deskPageOptions(siteId, filter, 'newest', null, SHOWN));
  const count = useQuery(deskCountOptions(siteId, filter));
  const [asking, setAsking] = useState(false);
  const email = contact.emails.find((e) => e.primary)?.email ?? contact.emails[0]?.email ?? '';
  const reviews = page.data?.reviews ?? [];
  return (
    <section
      aria-label={t('contacts.reviews.region')}
      className="space-y-1 border-t border-slate-100 pt-2"
      data-testid="contact-reviews"
    >
      <h4 className="font-medium">
        {t('contacts.reviews.heading')}{' '}
        {count.data && <span data-testid="contact-reviews-count">{formatNumber(count.data.count)}</span>}
      </h4>
      {page.error && <ErrorNotice error={page.error} onReconnect={onReconnect} />}
      {page.data && reviews.length === 0 && <p className="text-slate-500">{t('contacts.reviews.none')}</p>}
      <ul className="space-y-1">
        {reviews.map((r) => (
          <li key={r.id} dir="auto">
            <span aria-label={t('contacts.reviews.rating', { rating: String(r.rating ?? '–') })}>
              {'★'.repeat(r.rating ?? 0)}
            </span>{' '}
            {r.title || r.body.slice(0, 60)}{' '}
            <span className="text-slate-500">
              {page.data?.items[`${r.namespace}/${r.entityId}`]?.name ?? ''} · {formatDate(r.createdDate)} ·{' '}
              {moderationLabel(r.status)}
            </span>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        {(count.data?.count ?? 0) > 0 && (
          <Button tone="link" onClick={() => setHashParams({ ...deskOnlyBy(contact.id), tool: 'reviews' })}>
            {t('contacts.reviews.openDesk')}
          </Button>
        )}
        {email && !asking && (
          <Button tone="link" onClick={() => setAsking(true)}>
            {t('contacts.reviews.ask')}
          </Button>
        )}
      </div>
      {asking && (
        <ScheduleRequestForm
          siteId={siteId}
          onReconnect={onReconnect}
          contact={{ id: contact.id, name: contactName(contact), email }}
        />
      )}
    </section>
  );
}
