import { describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { formatDate, formatNumber, plural, t, uiLocale } from '@/lib/i18n';
import { chromeMessages, getMessageFrom } from './locale-messages';

const useGerman = async (uiLanguage = 'de') => {
  vi.spyOn(fakeBrowser.i18n, 'getMessage').mockImplementation(getMessageFrom(await chromeMessages('de')));
  vi.spyOn(fakeBrowser.i18n, 'getUILanguage').mockReturnValue(uiLanguage);
};

describe('i18n helper', () => {
  it('reads messages with named substitutions (English in unit tests)', () => {
    expect(t('reviews.approve')).toBe('Approve');
    expect(t('reviews.approvedToast', { author: 'Ada' })).toBe('Approved the review by Ada.');
  });

  it('follows the UI language when the messages are in it, else the messages’ language', async () => {
    expect(uiLocale()).toBe('en-US');
    vi.spyOn(fakeBrowser.i18n, 'getUILanguage').mockReturnValue('en_GB');
    expect(uiLocale()).toBe('en-GB');
    vi.spyOn(fakeBrowser.i18n, 'getUILanguage').mockReturnValue('fr-FR'); // no French messages: English text, English dates
    expect(uiLocale()).toBe('en');
    await useGerman('de-AT');
    expect(uiLocale()).toBe('de-AT');
  });

  it('formats numbers and dates with Intl', async () => {
    expect(formatNumber(1234.5)).toBe('1,234.5');
    expect(formatDate('2026-03-04T12:00:00Z', { dateStyle: 'medium', timeZone: 'UTC' })).toBe('Mar 4, 2026');
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
    await useGerman();
    expect(formatNumber(1234.5)).toBe('1.234,5');
    expect(formatDate(Date.UTC(2026, 2, 4), { dateStyle: 'medium', timeZone: 'UTC' })).toBe('04.03.2026');
  });

  it('chooses the plural form with Intl.PluralRules and formats the count', async () => {
    expect(plural('reviews.count', 1)).toBe('1 review');
    expect(plural('reviews.count', 0)).toBe('0 reviews');
    expect(plural('reviews.count', 1200)).toBe('1,200 reviews');
    await useGerman();
    expect(plural('reviews.count', 1)).toBe('1 Bewertung');
    expect(plural('reviews.count', 2500)).toBe('2.500 Bewertungen');
  });
});
