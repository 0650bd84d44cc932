import { useId, useState } from 'react';
import type { ContactMatch } from '@/lib/messaging/review-requests';
import { t } from '@/lib/i18n';
import { useScheduleRequest } from '@/lib/queries/review-requests';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { ErrorNotice } from '../common/ErrorNotice';
import { ContactPicker, isUnsubscribed } from './ContactPicker';
import { ItemField } from './ItemField';
import { checkScheduleInput, localInputValue } from './schedule-input';

const DAY = 86_400_000;
const tomorrow = () => localInputValue(new Date(Date.now() + DAY));

/**
 * Schedule an email asking one contact to review one item, on a send date. A contact who
 * unsubscribed from emails is asked about first; once scheduled, the form starts over empty (and
 * `onScheduled` folds it away), so the same request is never one click from being scheduled twice.
 */
export function ScheduleRequestForm({
  siteId,
  onReconnect,
  contact: given = null,
  heading = true,
  onScheduled,
}: {
  siteId: string;
  onReconnect: () => void;
  contact?: ContactMatch | null;
  /** False where the form's title is shown around it already (a fold's summary). */
  heading?: boolean;
  onScheduled?: () => void;
}) {
  const [contact, setContact] = useState<ContactMatch | null>(given);
  const [itemId, setItemId] = useState('');
  const [sendAt, setSendAt] = useState(tomorrow);
  const [problems, setProblems] = useState<string[]>([]);
  const [asking, setAsking] = useState(false);
  // Bumped on each success: the pickers start over (the recipient search forgets what was typed).
  const [round, setRound] = useState(0);
  const dateId = useId();
  const schedule = useScheduleRequest(siteId);

  const send = () => {
    const checked = checkScheduleInput({ contact, itemId, sendAt });
    if (!checked.ok) return;
    schedule.mutate(checked.value, {
      onSuccess: () => {
        setContact(given);
        setItemId('');
        setSendAt(tomorrow());
        setRound((n) => n + 1);
        onScheduled?.();
      },
    });
  };
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const checked = checkScheduleInput({ contact, itemId, sendAt });
    setProblems(checked.ok ? [] : checked.problems);
    if (!checked.ok) return;
    if (contact && isUnsubscribed(contact)) setAsking(true);
    else send();
  };
  const who = contact ? contact.name || contact.email : '';

  return (
    <form
      onSubmit={submit}
      className="space-y-2 rounded border border-slate-200 bg-white p-3"
      aria-label={t('reviewRequests.scheduleHeading')}
      noValidate
    >
      {heading && <h3 className="text-sm font-semibold">{t('reviewRequests.scheduleHeading')}</h3>}
      <ContactPicker key={`contact ${round}`} siteId={siteId} picked={contact} onPick={setContact} />
      <ItemField key={`item ${round}`} siteId={siteId} value={itemId} onChange={setItemId} />
      <div>
        <label htmlFor={dateId} className="block text-xs font-medium">
          {t('reviewRequests.sendDate')}
        </label>
        <input
          id={dateId}
          type="datetime-local"
          value={sendAt}
          onChange={(e) => setSendAt(e.target.value)}
          className="max-w-full rounded border border-slate-300 px-2 py-1 text-sm"
        />
      </div>
      {problems.length > 0 && (
        <ul
          role="alert"
          className="list-disc rounded border border-amber-300 bg-amber-50 p-2 pl-6 text-sm text-amber-900"
        >
          {problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      )}
      {schedule.error && (
        <ErrorNotice error={schedule.error} onReconnect={onReconnect} onRetry={schedule.isPending ? undefined : send} />
      )}
      <button
        type="submit"
        disabled={schedule.isPending}
        className="rounded bg-indigo-700 px-3 py-1 text-sm text-white disabled:opacity-50"
      >
        {t('reviewRequests.schedule')}
      </button>
      {asking && (
        <ConfirmDialog
          title={t('reviewRequests.askAnyway', { name: who })}
          confirmLabel={t('reviewRequests.scheduleAnyway')}
          cancelLabel={t('app.cancel')}
          danger={false}
          onCancel={() => setAsking(false)}
          onConfirm={() => {
            setAsking(false);
            send();
          }}
        >
          <p>{t('reviewRequests.unsubscribedWarning', { name: who })}</p>
        </ConfirmDialog>
      )}
    </form>
  );
}
