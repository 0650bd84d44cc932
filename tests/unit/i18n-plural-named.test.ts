import { describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { plural } from '@/lib/i18n';
import { chromeMessages, getMessageFrom } from './locale-messages';

describe('plural() with named values', () => {
  it('words the whole sentence for the count and fills in the names it carries', async () => {
    expect(plural('contacts.merge.confirm', 1, { name: 'Dana' })).toBe(
      '1 contact will be merged into Dana and removed.',
    );
    expect(plural('contacts.merge.confirm', 3, { name: 'Dana' })).toBe(
      '3 contacts will be merged into Dana and removed.',
    );
    // German: the verb and the case agree with the number too.
    vi.spyOn(fakeBrowser.i18n, 'getMessage').mockImplementation(getMessageFrom(await chromeMessages('de')));
    vi.spyOn(fakeBrowser.i18n, 'getUILanguage').mockReturnValue('de');
    expect(plural('contacts.merge.confirm', 1, { name: 'Dana' })).toBe(
      '1 Kontakt wird mit Dana zusammengeführt und danach entfernt.',
    );
    expect(plural('contacts.bulk.confirmAdd', 2, { name: 'VIP' })).toBe('Das Label „VIP“ zu 2 Kontakten hinzufügen?');
  });

  it('leaves a name it was not given as written, and never reads names off the prototype', () => {
    expect(plural('contacts.merge.confirm', 2, { constructor: 'x' })).toBe(
      '2 contacts will be merged into {name} and removed.',
    );
  });
});
