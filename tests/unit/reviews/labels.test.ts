// Every review and review request enum the SDK declares has a label in people's words, in English and
// German (components/reviews/labels.ts, components/review-requests/labels.ts). A new enum, or a new
// value of one, fails here until it is given a label or said to never reach the screen.
import { contacts } from '@wix/crm';
import { reviewRequests, reviews } from '@wix/reviews';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  AUTHOR_TYPE_LABEL,
  BULK_ACTION_LABEL,
  FILTER_STATUS_LABEL,
  MODERATION_LABEL,
  SORT_LABEL,
  SOURCE_LABEL,
  YES_NO_LABEL,
} from '@/components/reviews/labels';
import { FAILURE_REASON_LABEL, REQUEST_STATUS_LABEL, SUBSCRIPTION_LABEL } from '@/components/review-requests/labels';
import { chromeMessages } from '../locale-messages';

type LabelMap = Readonly<Record<string, string>>;

/** The enums an SDK module exports: objects whose every value is a string equal to its key. */
function enumsOf(module: object): Record<string, readonly string[]> {
  return Object.fromEntries(
    Object.entries(module).flatMap(([name, value]) => {
      if (!/^[A-Z]/.test(name) || typeof value !== 'object' || value === null) return [];
      const entries = Object.entries(value as Record<string, unknown>);
      return entries.length > 0 && entries.every(([k, v]) => k === v) ? [[name, entries.map(([k]) => k)]] : [];
    }),
  );
}

/** Each SDK enum: the map that words it, or why it never reaches the screen. */
const REVIEWS: Record<string, LabelMap | string> = {
  ModerationModerationStatus: MODERATION_LABEL,
  ModerationStatus: MODERATION_LABEL,
  AuthorType: AUTHOR_TYPE_LABEL,
  SourceType: SOURCE_LABEL,
  UpdateModerationStatusRequestModerationStatus: 'what a moderation call sends; the panel shows its outcome',
  OriginType: 'not read by the extension',
  SortOrder: "the desk's own sorts are worded (SORT_LABEL)",
  WebhookIdentityType: 'webhooks are not read by the extension',
};
const REVIEW_REQUESTS: Record<string, LabelMap | string> = {
  ReviewRequestStatus: REQUEST_STATUS_LABEL,
  FailureReason: FAILURE_REASON_LABEL,
  CommunicationChannel: 'requests are always sent by email',
  IdentityType: 'not read by the extension',
  SortOrder: 'the request list is always newest first',
  WebhookIdentityType: 'webhooks are not read by the extension',
};
/** The recipient picker's subscription status comes from the contact (@wix/crm). */
const CONTACTS: Record<string, LabelMap> = { SubscriptionStatus: SUBSCRIPTION_LABEL };

/** The desk's own enums (no SDK counterpart): worded all the same. */
const OWN: Record<string, LabelMap> = {
  FILTER_STATUS_LABEL,
  SORT_LABEL,
  BULK_ACTION_LABEL,
  YES_NO_LABEL,
};

const messages: Record<'en' | 'de', Map<string, string>> = { en: new Map(), de: new Map() };
beforeAll(async () => {
  messages.en = await chromeMessages('en');
  messages.de = await chromeMessages('de');
});
const textOf = (lang: 'en' | 'de', key: string) => messages[lang].get(key.replaceAll('.', '_'))?.trim() ?? '';

/** Every value of the enum has a label, and that label has a text in both languages. */
function expectWorded(where: string, values: readonly string[], map: LabelMap) {
  for (const value of values) {
    const key = Object.hasOwn(map, value) ? map[value] : undefined;
    expect({ where, value, key: key ?? null }).toEqual({ where, value, key: expect.any(String) });
    for (const lang of ['en', 'de'] as const)
      expect({ where, value, lang, text: textOf(lang, key!) }).toEqual({
        where,
        value,
        lang,
        text: expect.stringMatching(/\S/),
      });
  }
}

describe("review enums in people's words", () => {
  for (const [module, exported, declared] of [
    ['@wix/reviews reviews', reviews, REVIEWS],
    ['@wix/reviews reviewRequests', reviewRequests, REVIEW_REQUESTS],
  ] as const)
    it(`every enum of ${module} is worded in English and German, or is said never to be shown`, () => {
      const enums = enumsOf(exported);
      expect(Object.keys(enums).length).toBeGreaterThan(3);
      expect(Object.keys(enums).sort()).toEqual(Object.keys(declared).sort());
      for (const [name, values] of Object.entries(enums)) {
        const map = declared[name];
        if (typeof map === 'object') expectWorded(`${module} ${name}`, values, map);
      }
    });

  it("the contact's email subscription (the recipient picker) is worded for every value @wix/crm declares", () => {
    const enums = enumsOf(contacts);
    for (const [name, map] of Object.entries(CONTACTS)) {
      expect(enums[name]?.length).toBeGreaterThan(0);
      expectWorded(`@wix/crm contacts ${name}`, enums[name]!, map);
    }
  });

  it("the desk's own choices (statuses to filter, sorts, bulk actions, yes / no) are worded in both languages", () => {
    for (const [name, map] of Object.entries(OWN)) expectWorded(name, Object.keys(map), map);
  });

  it('a label never reads as the provider code it stands for', () => {
    const maps = [...Object.values(OWN), ...Object.values(CONTACTS), MODERATION_LABEL, REQUEST_STATUS_LABEL];
    for (const map of [...maps, FAILURE_REASON_LABEL, AUTHOR_TYPE_LABEL, SOURCE_LABEL])
      for (const [value, key] of Object.entries(map))
        for (const lang of ['en', 'de'] as const) {
          expect(textOf(lang, key)).not.toContain(value.toUpperCase() === value ? value : '\u0000');
          expect(textOf(lang, key)).not.toMatch(/\b[A-Z]+_[A-Z_]+\b/);
        }
  });
});
