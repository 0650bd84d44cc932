// Checks the schedule form before anything is sent, with the provider's own limits.
import type { ContactMatch } from '@/lib/messaging/review-requests';
import { t } from '@/lib/i18n';

export interface ScheduleInput {
  contact: ContactMatch | null;
  itemId: string;
  /** The value of a datetime-local input (local time). */
  sendAt: string;
}

export type Checked =
  { ok: true; value: { contactId: string; itemId: string; sendDate: string } } | { ok: false; problems: string[] };

export function checkScheduleInput(input: ScheduleInput): Checked {
  const problems: string[] = [];
  const itemId = input.itemId.trim();
  if (!input.contact) problems.push(t('reviewRequests.needContact'));
  if (itemId === '') problems.push(t('reviewRequests.needItem'));
  else if (itemId.length > 36) problems.push(t('reviewRequests.itemTooLong'));
  const when = new Date(input.sendAt);
  if (input.sendAt === '' || Number.isNaN(when.getTime())) problems.push(t('reviewRequests.needDate'));
  if (problems.length > 0 || !input.contact) return { ok: false, problems };
  return { ok: true, value: { contactId: input.contact.id, itemId, sendDate: when.toISOString() } };
}

/** `YYYY-MM-DDTHH:mm` in local time, for a datetime-local input. */
export function localInputValue(d: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
