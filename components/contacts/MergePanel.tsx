import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { formatNumber, plural, t } from '@/lib/i18n';
import type { ContactCard as Card, ContactFilter } from '@/lib/messaging/contacts';
import { contactName } from '@/lib/queries/contact-name';
import { useMergeContacts } from '@/lib/queries/contact-writes';
import { contactListOptions, mergePreviewOptions } from '@/lib/queries/contacts';
import { ErrorNotice } from '../common/ErrorNotice';
import { ContactCard } from './ContactCard';
import { Button } from '../common/Button';
import { formatPhone } from '@/lib/ui/phone-format';

/** How a contact is reached, beside its name: its first email, else its first phone. */
const reachOf = (c: Card): string =>
  c.emails[0]?.email ?? (c.phones[0] ? formatPhone(c.phones[0].e164 || c.phones[0].phone) : '');

/** Contacts that share an email or a phone with this one (the likely duplicates). */
export function duplicateFilter(c: Card): ContactFilter | null {
  const emails = c.emails.map((e) => e.email).filter(Boolean);
  const phones = c.phones.map((p) => p.phone).filter(Boolean);
  const any: ContactFilter[] = [
    ...(emails.length ? [{ 'info.emails.email': { $in: emails } }] : []),
    ...(phones.length ? [{ 'info.phones.phone': { $in: phones } }] : []),
  ];
  if (any.length === 0) return null;
  return { $and: [{ id: { $ne: c.id } }, any.length === 1 ? any[0]! : { $or: any }] };
}

interface Props {
  siteId: string;
  /** The contact the merge starts from (the first target). */
  contact: Card;
  onMerged: (target: Card) => void;
  onCancel: () => void;
}

/**
 * Merge: pick the target and the sources (suggested duplicates or found by search), see the merged
 * contact as the provider will make it, confirm. The target's revision goes with the merge.
 */
export function MergePanel({ siteId, contact, onMerged, onCancel }: Props) {
  const [picked, setPicked] = useState<Card[]>([contact]);
  const [targetId, setTargetId] = useState(contact.id);
  const [text, setText] = useState('');
  const search = useDeferredValue(text.trim());
  const dupFilter = duplicateFilter(contact);
  const suggested = useQuery({
    ...contactListOptions(siteId, { filter: dupFilter, search: '', sort: null, offset: 0, limit: 10 }),
    enabled: dupFilter !== null,
  });
  const found = useQuery({
    ...contactListOptions(siteId, { filter: null, search, sort: null, offset: 0, limit: 10 }),
    enabled: search.length >= 2,
  });

  const target = picked.find((c) => c.id === targetId) ?? picked[0]!;
  const sourceIds = picked.filter((c) => c.id !== target.id).map((c) => c.id);
  const preview = useQuery({
    ...mergePreviewOptions(siteId, target.id, sourceIds),
    enabled: sourceIds.length > 0,
  });
  const merge = useMergeContacts(siteId, onMerged);

  const toggle = (c: Card) =>
    setPicked((p) => (p.some((x) => x.id === c.id) ? p.filter((x) => x.id !== c.id) : [...p, c].slice(0, 6)));
  const candidates = [...(suggested.data?.contacts ?? []), ...(found.data?.contacts ?? [])].filter(
    (c, i, all) => c.id !== contact.id && all.findIndex((x) => x.id === c.id) === i,
  );

  return (
    <section
      aria-label={t('contacts.merge.region')}
      className="space-y-2 rounded border border-slate-300 p-2 text-xs"
      data-testid="merge-panel"
    >
      <h3 className="font-semibold">{t('contacts.merge.heading')}</h3>
      <fieldset>
        <legend className="text-slate-600">{t('contacts.merge.target')}</legend>
        {picked.map((c) => (
          <label key={c.id} className="flex flex-wrap items-center gap-x-1">
            <input type="radio" name="merge-target" checked={c.id === target.id} onChange={() => setTargetId(c.id)} />
            <span dir="auto" className="[overflow-wrap:anywhere]">
              {contactName(c)}
            </span>
            <span className="min-w-0 text-slate-500 [overflow-wrap:anywhere]">{reachOf(c)}</span>
            {c.id !== contact.id && (
              <Button
                tone="remove"
                aria-label={t('contacts.merge.unpick', { name: contactName(c) })}
                onClick={() => toggle(c)}
              >
                ×
              </Button>
            )}
          </label>
        ))}
      </fieldset>
      <div>
        <p className="text-slate-600">
          {suggested.data?.contacts.length ? t('contacts.merge.suggested') : t('contacts.merge.noSuggestion')}
        </p>
        <input
          className="w-full rounded border border-slate-300 px-1 py-0.5"
          type="search"
          aria-label={t('contacts.merge.find')}
          placeholder={t('contacts.merge.find')}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <ul className="mt-1 space-y-1" aria-label={t('contacts.merge.candidates')}>
          {candidates.map((c) => (
            <li key={c.id}>
              <label className="flex flex-wrap items-center gap-x-1">
                <input type="checkbox" checked={picked.some((x) => x.id === c.id)} onChange={() => toggle(c)} />
                <span dir="auto" className="[overflow-wrap:anywhere]">
                  {contactName(c)}
                </span>{' '}
                <span className="min-w-0 text-slate-500 [overflow-wrap:anywhere]">{reachOf(c)}</span>
              </label>
            </li>
          ))}
        </ul>
      </div>
      {sourceIds.length > 0 && (
        <div className="space-y-1">
          <p className="font-medium">{t('contacts.merge.preview')}</p>
          {preview.isPending && <p className="text-slate-500">{t('common.loading')}</p>}
          {preview.error && <ErrorNotice error={preview.error} />}
          {preview.data && <ContactCard contact={preview.data} />}
        </div>
      )}
      <p>{sourceIds.length > 0 && plural('contacts.merge.confirm', sourceIds.length, { name: contactName(target) })}</p>
      {merge.error && <ErrorNotice error={merge.error} />}
      <div className="flex gap-2">
        <Button
          tone="danger"
          disabled={sourceIds.length === 0 || !preview.data || merge.isPending}
          onClick={() => merge.mutate({ target, sourceIds })}
        >
          {t('contacts.merge.run', { count: formatNumber(sourceIds.length) })}
        </Button>
        <Button onClick={onCancel}>{t('common.cancel')}</Button>
      </div>
    </section>
  );
}
