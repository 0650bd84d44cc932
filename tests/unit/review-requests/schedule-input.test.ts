// The review request tool's schedule form: its checks before anything is sent.
import { describe, expect, it } from 'vitest';
import { checkScheduleInput } from '@/components/review-requests/schedule-input';

const contact = { id: '5c1a2b3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', name: 'Ann Lee', email: 'ann@example.com' };

describe('checkScheduleInput', () => {
  it('names every missing piece before anything is sent', () => {
    const r = checkScheduleInput({ contact: null, itemId: '  ', sendAt: '' });
    expect(r.ok).toBe(false);
    expect(!r.ok && r.problems).toEqual([
      'Pick the contact to ask.',
      'Pick the item to be reviewed.',
      'Pick the date and time to send the email.',
    ]);
    const long = checkScheduleInput({ contact, itemId: 'x'.repeat(37), sendAt: '2026-12-01T10:00' });
    expect(!long.ok && long.problems).toEqual(['The item ID can be at most 36 characters.']);
  });
  it('turns the local send time into an ISO date', () => {
    const r = checkScheduleInput({ contact, itemId: ' p1 ', sendAt: '2026-12-01T10:00' });
    expect(r).toEqual({
      ok: true,
      value: { contactId: contact.id, itemId: 'p1', sendDate: new Date('2026-12-01T10:00').toISOString() },
    });
  });
});
