import { useId, useState } from 'react';
import type { ContactMatch } from '@/lib/messaging/review-requests';
import { t } from '@/lib/i18n';
import { useScheduleRequest } from '@/lib/queries/review-requests';
import { ErrorNotice } from '../common/ErrorNotice';
import { ContactPicker } from './ContactPicker';
import { ItemField } from './ItemField';
import { checkScheduleInput, localInputValue } from './schedule-input';

const DAY = 86_400_000;

/** Schedule an email asking one contact to review one item, on a send date. */
export function ScheduleRequestForm({
  siteId,
  onReconnect,
  contact: given = null,
}: {
  siteId: string;
  onReconnect: () => void;
  contact?: ContactMatch | null;
}) {
  const [contact, setContact] = useState<ContactMatch | null>(given);
  const [itemId, setItemId] = useState('');
  const [sendAt, setSendAt] = useState(() => localInputValue(new Date(Date.now() + DAY)));
  const [problems, setProblems] = useState<string[]>([]);
  const dateId = useId();
  const schedule = useScheduleRequest(siteId);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const checked = checkScheduleInput({ contact, itemId, sendAt });
    if (!checked.ok) {
      setProblems(checked.problems);
      return;
    }
    setProblems([]);
    schedule.mutate(checked.value, { onSuccess: () => setContact(given) });
  };

  return (
    <form
      onSubmit={submit}
      className="space-y-2 rounded border border-slate-200 bg-white p-3"
      aria-label={t('reviewRequests.scheduleHeading')}
      noValidate
    >
      <h3 className="text-sm font-semibold">{t('reviewRequests.scheduleHeading')}</h3>
      <ContactPicker siteId={siteId} picked={contact} onPick={setContact} />
      <ItemField siteId={siteId} value={itemId} onChange={setItemId} />
      <div>
        <label htmlFor={dateId} className="block text-xs font-medium">
          {t('reviewRequests.sendDate')}
        </label>
        <input
          id={dateId}
          type="datetime-local"
          value={sendAt}
          onChange={(e) => setSendAt(e.target.value)}
          className="rounded border border-slate-300 px-2 py-1 text-sm"
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
      {schedule.error && <ErrorNotice error={schedule.error} onReconnect={onReconnect} />}
      <button
        type="submit"
        disabled={schedule.isPending}
        className="rounded bg-indigo-700 px-3 py-1 text-sm text-white disabled:opacity-50"
      >
        {t('reviewRequests.schedule')}
      </button>
    </form>
  );
}
