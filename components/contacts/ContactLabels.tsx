import { t } from '@/lib/i18n';
import type { ContactCard } from '@/lib/messaging/contacts';
import { contactName } from '@/lib/queries/contact-name';
import { useLabelContact } from '@/lib/queries/contact-writes';
import { retryOf } from '@/lib/queries/write';
import { ErrorNotice } from '../common/ErrorNotice';
import { LabelPicker } from './LabelPicker';
import { labelName } from './labels';
import { QueuedLabelsMark } from './QueuedLabelsMark';

/**
 * A contact's labels on its card: each removed by its chip, one added by name (made if new), those waiting
 * to be sent. `cardId` is the card's (the contact asked for; a merged one's card shows its target).
 */
export function ContactLabels({
  siteId,
  cardId,
  contact: c,
  labelNames,
  onReconnect,
}: {
  siteId: string;
  cardId: string;
  contact: ContactCard;
  labelNames: Record<string, string>;
  onReconnect: () => void;
}) {
  const label = useLabelContact(siteId, cardId);
  return (
    <div className="space-y-1" aria-label={t('contacts.card.labels')} role="group">
      <ul className="flex flex-wrap gap-1">
        {c.labelKeys.map((k) => (
          <li key={k}>
            <button
              type="button"
              className="rounded bg-slate-100 px-1"
              disabled={label.isPending}
              aria-label={t('contacts.labels.remove', { name: labelName(k, labelNames) })}
              onClick={() => label.mutate({ id: c.id, add: [], remove: [k], about: contactName(c) })}
            >
              {labelName(k, labelNames)} ×
            </button>
          </li>
        ))}
      </ul>
      <QueuedLabelsMark contactId={c.id} />
      <LabelPicker
        siteId={siteId}
        busy={label.isPending}
        actions={[
          {
            label: t('contacts.labels.add'),
            creates: true,
            run: (l) => label.mutate({ id: c.id, add: [l.key], remove: [], about: contactName(c) }),
          },
        ]}
      />
      {label.error && (
        // Adding or removing a label sets a state: the same write again is safe.
        <ErrorNotice error={label.error} onReconnect={onReconnect} onRetry={retryOf(label)} />
      )}
    </div>
  );
}
