import { describe, expect, it } from 'vitest';
import { PAGE_SENDS } from '@/lib/live/quick-moderate';
import { frameSends } from '@/lib/live/frame-sends';
import {
  actionOfKey,
  actionsFor,
  actionsOn,
  inverseOf,
  labelOf,
  REVIEW_ACTIONS,
  reviewAction,
  type ReviewSurface,
} from '@/lib/ui/review-actions';
import { ModerationStatus } from '@/lib/messaging/reviews';
import { PANEL_SENDS } from '@/lib/queries/review-writes';
import { chromeMessages } from '../locale-messages';

const ids = (status: ModerationStatus, replied: boolean | null, surface: ReviewSurface) =>
  actionsFor({ status, replied }, surface).map((a) => a.id);

describe('the review actions, declared once', () => {
  it('gives every status the actions that change something, in the desk', () => {
    const expected: Record<ModerationStatus, string[]> = {
      UNKNOWN: ['approve', 'reject', 'reply', 'delete'],
      APPROVED: ['reject', 'reply', 'delete'],
      IN_MODERATION: ['approve', 'reject', 'reply', 'delete'],
      SUBMITTED: ['approve', 'reject', 'reply', 'delete'],
      REJECTED: ['approve', 'reply', 'delete'],
    };
    for (const status of ModerationStatus.options) {
      expect({ status, actions: ids(status, false, 'desk') }).toEqual({ status, actions: expected[status] });
      // A reply can be edited or removed once there is one.
      const withReply = [...expected[status]];
      withReply.splice(withReply.indexOf('reply') + 1, 0, 'removeReply');
      expect({ status, actions: ids(status, true, 'desk') }).toEqual({ status, actions: withReply });
    }
  });

  it('offers a live page only what its protocol carries: moderate and reply, never delete or remove a reply', () => {
    for (const surface of ['page', 'strip'] as const) {
      expect(actionsOn(surface).map((a) => a.id)).toEqual(['approve', 'reject', 'reply']);
      expect(ids('APPROVED', null, surface)).toEqual(['reject', 'reply']);
      expect(ids('REJECTED', true, surface)).toEqual(['approve', 'reply']);
      expect(ids('SUBMITTED', null, surface)).toEqual(['approve', 'reject', 'reply']);
    }
  });

  it('undoes approve with reject and back; every inverse is its inverse’s inverse; what cannot be undone asks first or has no inverse', () => {
    expect(inverseOf(reviewAction('approve'))?.id).toBe('reject');
    expect(inverseOf(reviewAction('reject'))?.id).toBe('approve');
    expect(inverseOf(reviewAction('delete'))).toBeNull();
    for (const action of REVIEW_ACTIONS) {
      const inverse = inverseOf(action);
      if (inverse)
        expect({ action: action.id, back: inverseOf(inverse)?.id }).toEqual({ action: action.id, back: action.id });
    }
    expect(reviewAction('delete').confirm).toBeDefined();
  });

  it('labels a reply "Edit reply" once there is one, and maps the desk keys', () => {
    expect(labelOf(reviewAction('reply'), { status: 'APPROVED', replied: true })).toBe('desk.editReply');
    expect(labelOf(reviewAction('reply'), { status: 'APPROVED', replied: null })).toBe('desk.reply');
    expect(['a', 'A', 'r', 'E', 'Delete', 'q'].map((k) => actionOfKey(k)?.id ?? null)).toEqual([
      'approve',
      'approve',
      'reject',
      'reply',
      'delete',
      null,
    ]);
  });

  it('has every text it names in both locales', async () => {
    const keys = REVIEW_ACTIONS.flatMap((a) => [
      a.label,
      a.labelReplied,
      a.done,
      a.pageDone,
      a.key?.help,
      a.confirm?.question,
      a.confirm?.warning,
    ]).filter((k) => k !== undefined);
    for (const locale of ['en', 'de']) {
      const messages = await chromeMessages(locale);
      expect({ locale, missing: keys.filter((k) => !messages.has(k.replaceAll('.', '_'))) }).toEqual({
        locale,
        missing: [],
      });
    }
  });

  it('has a send for every action wherever it is offered, and a text for the strip to say', () => {
    expect(Object.keys(PANEL_SENDS).sort()).toEqual(REVIEW_ACTIONS.map((a) => a.id).sort());
    const sends = frameSends('ticket');
    for (const action of actionsOn('page').filter((a) => a.runs === 'now'))
      expect({ action: action.id, send: typeof PAGE_SENDS[action.id] }).toEqual({
        action: action.id,
        send: 'function',
      });
    for (const action of [...actionsOn('page'), ...actionsOn('strip')]) {
      expect({ action: action.id, send: typeof sends[action.id] }).toEqual({
        action: action.id,
        send: 'function',
      });
      expect({ action: action.id, said: action.pageDone !== undefined }).toEqual({ action: action.id, said: true });
    }
  });
});
