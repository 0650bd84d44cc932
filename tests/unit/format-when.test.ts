import { describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { formatWhen } from '@/lib/i18n';
import { chromeMessages, getMessageFrom } from './locale-messages';

// When a review was written, as the lists sorted newest first say it: today and yesterday with the
// time of day, other days as a date. Local calendar days (the dates are built in local time).
const NOW = new Date(2026, 10, 29, 10, 30).getTime();
const at = (day: number, hour: number, minute = 0) => new Date(2026, 10, day, hour, minute).toISOString();

describe('formatWhen', () => {
  it('says today and yesterday with the time, in English', () => {
    expect(formatWhen(at(29, 9, 5), NOW)).toBe('today at 9:05 AM');
    expect(formatWhen(at(29, 0, 0), NOW)).toBe('today at 12:00 AM');
    expect(formatWhen(at(28, 23, 59), NOW)).toBe('yesterday at 11:59 PM');
    expect(formatWhen(at(28, 0, 0), NOW)).toBe('yesterday at 12:00 AM');
  });

  it('gives older days (and any later day) their date only', () => {
    expect(formatWhen(at(27, 23, 59), NOW)).toBe('Nov 27, 2026');
    expect(formatWhen(at(30, 8, 0), NOW)).toBe('Nov 30, 2026');
  });

  it('tells two reviews of the same day apart by their time', () => {
    expect(formatWhen(at(29, 8, 10), NOW)).not.toBe(formatWhen(at(29, 8, 40), NOW));
  });

  it('is empty for a missing or invalid date', () => {
    expect(formatWhen(null, NOW)).toBe('');
    expect(formatWhen('', NOW)).toBe('');
    expect(formatWhen('not a date', NOW)).toBe('');
  });

  it('speaks German, with its own clock, in a German panel', async () => {
    vi.spyOn(fakeBrowser.i18n, 'getMessage').mockImplementation(getMessageFrom(await chromeMessages('de')));
    vi.spyOn(fakeBrowser.i18n, 'getUILanguage').mockReturnValue('de');
    expect(formatWhen(at(29, 9, 5), NOW)).toBe('heute um 09:05');
    expect(formatWhen(at(28, 21, 30), NOW)).toBe('gestern um 21:30');
    expect(formatWhen(at(20, 9, 5), NOW)).toBe('20.11.2026');
  });
});
