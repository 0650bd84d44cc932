import { useState } from 'react';
import type { ContactMatch } from '@/lib/messaging/review-requests';
import { t } from '@/lib/i18n';
import { useScheduleRequest } from '@/lib/queries/review-requests';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { ErrorNotice } from '../common/ErrorNotice';
import { ContactPicker, isUnsubscribed } from './ContactPicker';
import { ItemField } from './ItemField';
import { checkScheduleInput, localInputValue } from './schedule-input';
import { Button } from '../common/Button';
import { TextField } from '../common/Field';
import { FormProblems } from '../common/FormProblems';

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
      <TextField
        className="text-sm"
        label={t('reviewRequests.sendDate')}
        type="datetime-local"
        value={sendAt}
        onChange={(e) => setSendAt(e.target.value)}
      />
      <FormProblems problems={problems} />
      {schedule.error && (
        <ErrorNotice error={schedule.error} onReconnect={onReconnect} onRetry={schedule.isPending ? undefined : send} />
      )}
      <Button type="submit" tone="primary" size="lg" className="text-sm" disabled={schedule.isPending}>
        {t('reviewRequests.schedule')}
      </Button>
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
