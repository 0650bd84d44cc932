import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { ModerationRule } from '@/lib/messaging/moderation-rules';
import { ruleSentence, whyWords } from '@/lib/ui/rule-words';
import { chromeMessages, getMessageFrom } from '../locale-messages';

type Said = Pick<ModerationRule, 'action' | 'audience' | 'trigger'>;
const everyone = { type: 'MEMBERS_AND_VISITORS' } as const;
const hold = 'NEEDS_MANUAL_APPROVAL' as const;
const noFeatures = { images: false, videos: false, links: false, attachments: false };

const holdAll: Said = { action: hold, audience: everyone, trigger: { type: 'ALWAYS' } };
const holdPhotos: Said = {
  action: hold,
  audience: everyone,
  trigger: { type: 'CONTENT_FEATURES', ...noFeatures, images: true },
};
const rejectWords: Said = {
  action: 'REJECT',
  audience: everyone,
  trigger: { type: 'PATTERNS', words: ['spam', 'scam'], expressions: [] },
};
const holdNewMembers: Said = {
  action: hold,
  audience: { type: 'NEW_MEMBERS', hours: 24 },
  trigger: { type: 'ALWAYS' },
};
const holdLinksFromVisitors: Said = {
  action: hold,
  audience: { type: 'VISITORS' },
  trigger: { type: 'CONTENT_FEATURES', ...noFeatures, links: true, videos: true },
};
const holdWordsFromMembers: Said = {
  action: hold,
  audience: { type: 'MEMBERS' },
  trigger: { type: 'PATTERNS', words: ['free*'], expressions: ['\\d{4}'] },
};
const rejectLowRatings: Said = {
  action: 'REJECT',
  audience: everyone,
  trigger: { type: 'ATTRIBUTE', name: 'rating', values: ['1', '2'] },
};

afterEach(() => vi.restoreAllMocks());

describe('a rule in English', () => {
  it('reads as a sentence a shop owner says', () => {
    expect(ruleSentence(holdAll)).toBe('Hold every new review for my approval');
    expect(ruleSentence(holdPhotos)).toBe('Hold reviews with photos for my approval');
    expect(ruleSentence(rejectWords)).toBe('Reject reviews that contain: spam, scam');
    expect(ruleSentence(holdNewMembers)).toBe('Hold reviews from new members (first 24 hours) for my approval');
    expect(ruleSentence(holdLinksFromVisitors)).toBe('Hold reviews with videos or links from visitors for my approval');
    expect(ruleSentence(holdWordsFromMembers)).toBe(
      'Hold reviews from members for my approval if they contain: free*, /\\d{4}/',
    );
    expect(ruleSentence(rejectLowRatings)).toBe('Reject reviews rated 1 or 2 stars');
    expect(ruleSentence({ ...rejectLowRatings, trigger: { type: 'ATTRIBUTE', name: 'rating', values: ['1'] } })).toBe(
      'Reject reviews rated 1 star',
    );
    expect(ruleSentence({ action: 'REJECT', audience: everyone, trigger: { type: 'SMART' } })).toBe(
      "Reject reviews that Wix's smart check flags",
    );
  });
  it('says why a review waits', () => {
    expect(whyWords(holdAll, [{ kind: 'every' }])).toBe('Held: every new review is held');
    expect(whyWords(holdPhotos, [{ kind: 'images' }])).toBe('Held: has photos');
    expect(whyWords(rejectWords, [{ kind: 'words', found: ['spam', 'scam'] }])).toBe(
      'Rejected: contains spam and scam',
    );
    expect(whyWords(holdAll, [{ kind: 'every' }, { kind: 'visitor' }])).toBe('Held: written by a visitor');
    expect(whyWords(rejectLowRatings, [{ kind: 'rating', rating: 1 }])).toBe('Rejected: rated 1 star');
    expect(whyWords(rejectLowRatings, [{ kind: 'rating', rating: 2 }])).toBe('Rejected: rated 2 stars');
  });
});

describe('a rule in German', () => {
  it('reads as natural German', async () => {
    vi.spyOn(fakeBrowser.i18n, 'getMessage').mockImplementation(getMessageFrom(await chromeMessages('de')));
    vi.spyOn(fakeBrowser.i18n, 'getUILanguage').mockReturnValue('de');
    expect(ruleSentence(holdAll)).toBe('Jede neue Bewertung zur Freigabe zurückhalten');
    expect(ruleSentence(holdPhotos)).toBe('Bewertungen mit Fotos zur Freigabe zurückhalten');
    expect(ruleSentence(rejectWords)).toBe('Bewertungen ablehnen, die Folgendes enthalten: spam, scam');
    expect(ruleSentence(holdNewMembers)).toBe(
      'Bewertungen von neuen Mitgliedern (erste 24 Stunden) zur Freigabe zurückhalten',
    );
    expect(ruleSentence(holdLinksFromVisitors)).toBe(
      'Bewertungen mit Videos oder Links von Besuchern zur Freigabe zurückhalten',
    );
    expect(ruleSentence(rejectLowRatings)).toBe('Bewertungen mit 1 oder 2 Sternen ablehnen');
    expect(ruleSentence({ ...rejectLowRatings, trigger: { type: 'ATTRIBUTE', name: 'rating', values: ['1'] } })).toBe(
      'Bewertungen mit 1 Stern ablehnen',
    );
    expect(whyWords(rejectLowRatings, [{ kind: 'rating', rating: 2 }])).toBe('Abgelehnt: mit 2 Sternen bewertet');
    expect(whyWords(holdPhotos, [{ kind: 'images' }])).toBe('Zurückgehalten: hat Fotos');
    expect(whyWords(holdAll, [{ kind: 'every' }])).toBe('Zurückgehalten: jede neue Bewertung wird zurückgehalten');
  });
});
