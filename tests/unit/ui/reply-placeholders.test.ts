import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstNameOf } from '@/lib/first-name';
import { fillPlaceholders, placeholderToken } from '@/lib/ui/reply-placeholders';
import { insertAtCursor, isPickerKey } from '@/lib/ui/reply-editing';
import { filledReply, suitedFirst } from '@/lib/ui/saved-reply-choice';

const values = { firstName: 'Anna', item: 'Ceramic Mug', site: 'Clay & Co', title: 'Lovely' };

describe('fillPlaceholders', () => {
  it('fills each placeholder, in English or German words, whatever their case and spacing', () => {
    expect(fillPlaceholders('Thank you, {first name}! So glad the {item} arrived in time.', values)).toBe(
      'Thank you, Anna! So glad the Ceramic Mug arrived in time.',
    );
    expect(fillPlaceholders('Danke, {Vorname}! {Artikel} von {Website}: „{Titel}“', values)).toBe(
      'Danke, Anna! Ceramic Mug von Clay & Co: „Lovely“',
    );
    expect(fillPlaceholders('Hi { First  Name }, {SITE}', values)).toBe('Hi Anna, Clay & Co');
  });

  it('leaves out a placeholder with no value with the comma, space or quotes that only served it', () => {
    const none = { ...values, firstName: null, title: '' };
    expect(fillPlaceholders('Thank you, {first name}!', none)).toBe('Thank you!');
    expect(fillPlaceholders('Hi {first name}, thanks for your review.', none)).toBe('Hi, thanks for your review.');
    expect(fillPlaceholders('{first name}, thank you so much.', none)).toBe('Thank you so much.');
    expect(fillPlaceholders('Thanks. {first name}, we are sorry.', none)).toBe('Thanks. We are sorry.');
    expect(fillPlaceholders('Thank you {first name} for writing.', none)).toBe('Thank you for writing.');
    expect(fillPlaceholders('Thanks for “{title}”, {first name}.', none)).toBe('Thanks for.');
  });

  it('says an unknown item or site in general words when given them', () => {
    const fallback = { item: 'your order', site: 'our shop' };
    expect(fillPlaceholders('So glad {item} arrived. See you at {site}!', {}, fallback)).toBe(
      'So glad your order arrived. See you at our shop!',
    );
    expect(
      filledReply('So glad {item} arrived, {first name}!', { firstName: null, item: null, site: null, title: null }),
    ).toBe('So glad your order arrived!');
  });

  it('isolates a right-to-left name, so the reply keeps its punctuation where it was written', () => {
    expect(fillPlaceholders('Thank you, {first name}!', { firstName: 'محمد' })).toBe('Thank you, \u2068محمد\u2069!');
    expect(fillPlaceholders('תודה {first name}', { firstName: 'Anna' })).toBe('תודה Anna');
  });

  it('keeps hostile text as text: markup stays as typed, placeholders in a value are not filled, hidden marks go', () => {
    const hostile = { firstName: '<img src=x onerror=alert(1)>', item: '{first name} {site}', site: 'a\u202eb\nc' };
    expect(fillPlaceholders('{first name} / {item} / {site}', hostile)).toBe(
      '<img src=x onerror=alert(1)> / {first name} {site} / ab c',
    );
  });

  it('fills every placeholder of the default saved replies, in both languages', () => {
    const file = JSON.parse(readFileSync(path.resolve('public/saved-reply-defaults.json'), 'utf8')) as Record<
      string,
      Array<{ text: string }>
    >;
    for (const { text } of Object.values(file).flat()) {
      expect(fillPlaceholders(text, values), text).not.toMatch(/[{}]/);
      expect(fillPlaceholders(text, {}, { item: 'x', site: 'y' }), text).not.toMatch(/[{}]|\s[,.!?]|^[,\s]/);
    }
  });

  it('leaves braces that name no placeholder as written', () => {
    expect(fillPlaceholders('Use code {SPRING10} at {site}', values)).toBe('Use code {SPRING10} at Clay & Co');
  });
});

describe('saved replies around an editor', () => {
  it('takes the first name from the name the review shows', () => {
    expect(firstNameOf('  Anna Berg ')).toBe('Anna');
    expect(firstNameOf('')).toBe('');
    expect(firstNameOf(null)).toBe('');
    // A mark that only sets the text's direction is not a name (the panel and a live page alike).
    expect(firstNameOf('\u200f Noa Levi')).toBe('Noa');
  });

  it('writes a placeholder in the screen’s words', () => {
    expect(placeholderToken('firstName', 'en-US')).toBe('{first name}');
    expect(placeholderToken('firstName', 'de')).toBe('{Vorname}');
  });

  it('offers those that suit the rating first, the narrowest before the wider and any-rating ones', () => {
    const r = (id: string, ratings: number[]) => ({ id, name: id, text: id, ratings });
    const { suited, others } = suitedFirst([r('any', []), r('high', [4, 5]), r('low', [1, 2]), r('five', [5])], 5);
    expect(suited.map((x) => x.id)).toEqual(['five', 'high', 'any']);
    expect(others.map((x) => x.id)).toEqual(['low']);
    expect(suitedFirst([r('high', [4, 5])], null).suited).toEqual([]);
  });

  it('opens on / in an empty editor or Alt+S, nowhere else', () => {
    const key = (over: Partial<KeyboardEvent>) => ({
      key: '',
      code: '',
      altKey: false,
      ctrlKey: false,
      metaKey: false,
      ...over,
    });
    expect(isPickerKey(key({ key: '/' }), '')).toBe(true);
    expect(isPickerKey(key({ key: '/' }), 'and/or')).toBe(false);
    expect(isPickerKey(key({ key: 'ß', code: 'KeyS', altKey: true }), 'typed')).toBe(true);
    expect(isPickerKey(key({ key: 's', code: 'KeyS', ctrlKey: true, altKey: true }), '')).toBe(false);
  });

  it('puts a picked reply alone into an empty editor, else at the cursor on a line of its own', () => {
    expect(insertAtCursor(null, '  ', 'Thanks!')).toEqual({ text: 'Thanks!', caret: 7 });
    expect(insertAtCursor({ selectionStart: 5, selectionEnd: 5 }, 'Hello there', 'Thanks!')).toEqual({
      text: 'Hello\nThanks! there',
      caret: 13,
    });
  });
});
