import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useId, useState } from 'react';
import type { ContactMatch } from '@/lib/messaging/review-requests';
import { t } from '@/lib/i18n';
import { contactMatchesOptions } from '@/lib/queries/review-requests';
import { ErrorNotice } from '../common/ErrorNotice';

/** Finds a contact by the start of their email and lets the admin pick one. */
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
  const inputId = useId();

  if (picked) {
    return (
      <p className="text-sm" data-testid="picked-contact">
        {t('reviewRequests.recipient')}: <span className="font-medium">{picked.name || picked.email}</span>{' '}
        <span className="text-slate-500">{picked.email}</span>{' '}
        <button type="button" className="text-xs text-indigo-700 underline" onClick={() => onPick(null)}>
          {t('reviewRequests.changeRecipient')}
        </button>
      </p>
    );
  }
  return (
    <div>
      <label htmlFor={inputId} className="block text-xs font-medium">
        {t('reviewRequests.findContact')}
      </label>
      <input
        id={inputId}
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        className="w-full rounded border border-slate-300 px-2 py-1 text-sm"
        autoComplete="off"
      />
      {matches.error && <ErrorNotice error={matches.error} />}
      {email.length >= 2 && matches.data && matches.data.length === 0 && (
        <p className="text-xs text-slate-500">{t('reviewRequests.noContact')}</p>
      )}
      {matches.data && matches.data.length > 0 && (
        <ul className="mt-1 space-y-1" aria-label={t('reviewRequests.contactMatches')}>
          {matches.data.map((c) => (
            <li key={c.id}>
              <button
                type="button"
                className="w-full rounded border border-slate-200 px-2 py-1 text-left text-sm hover:bg-slate-50"
                onClick={() => onPick(c)}
              >
                <span className="font-medium">{c.name || c.email}</span>{' '}
                <span className="text-slate-500">{c.email}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
