import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import type { ContactMatch } from '@/lib/messaging/review-requests';
import { t } from '@/lib/i18n';
import { contactMatchesOptions } from '@/lib/queries/review-requests';
import { ErrorNotice } from '../common/ErrorNotice';
import { subscriptionText } from './labels';
import { Button } from '../common/Button';
import { TextField } from '../common/Field';
import { MatchList } from '../common/MatchList';

/** A request to a contact who unsubscribed from emails fails at its send date (docs/product.md §3.4). */
export const isUnsubscribed = (c: ContactMatch): boolean => c.subscription === 'UNSUBSCRIBED';

/** The contact's email subscription in words, marked when a request to them would fail. */
function Subscription({ contact }: { contact: ContactMatch }) {
  if (!contact.subscription) return null;
  return (
    <span
      className={`text-xs ${isUnsubscribed(contact) ? 'font-medium text-amber-800' : 'text-slate-500'}`}
      data-testid="contact-subscription"
    >
      {subscriptionText(contact.subscription)}
    </span>
  );
}

/** Finds a contact by the start of their email and lets the admin pick one, saying whether they take emails. */
export function ContactPicker({
  siteId,
  picked,
  onPick,
}: {
  siteId: string;
  picked: ContactMatch | null;
  onPick: (c: ContactMatch | null) => void;
}) {
  const [text, setText] = useState('');
  const email = useDeferredValue(text.trim());
  const matches = useQuery(contactMatchesOptions(siteId, email));

  if (picked) {
    return (
      <div className="text-sm" data-testid="picked-contact">
        <p className="min-w-0 break-words">
          {t('reviewRequests.recipient')}: <span className="font-medium">{picked.name || picked.email}</span>{' '}
          <span className="break-all text-slate-500">{picked.email}</span>{' '}
          <Button tone="link" className="min-h-6 text-xs" onClick={() => onPick(null)}>
            {t('reviewRequests.changeRecipient')}
          </Button>
        </p>
        <Subscription contact={picked} />
      </div>
    );
  }
  return (
    <div>
      <TextField
        className="text-sm"
        label={t('reviewRequests.findContact')}
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        autoComplete="off"
      />
      {matches.error && <ErrorNotice error={matches.error} />}
      <MatchList
        label={t('reviewRequests.contactMatches')}
        matches={matches.data}
        none={t('reviewRequests.noContact')}
        sayNone={email.length >= 2}
        onPick={onPick}
        testId="contact-match"
      >
        {(c) => (
          <>
            <span className="font-medium">{c.name || c.email}</span>{' '}
            <span className="break-all text-slate-500">{c.email}</span> <Subscription contact={c} />
          </>
        )}
      </MatchList>
    </div>
  );
}
