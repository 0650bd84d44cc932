import { files } from '@wix/media';
import { describe, expect, it } from 'vitest';
import { FILE_STATE_LABELS, MEDIA_TYPE_LABELS, OPERATION_STATUS_LABELS } from '@/components/media/labels';
import { chromeMessages } from '../locale-messages';

// Every value the SDK declares for the media enums the panel shows has a label, and each label has
// a text in both languages (a value the SDK adds fails here until it has words).

const ENUMS = [
  ['MediaType', files.MediaType, MEDIA_TYPE_LABELS],
  ['OperationStatus', files.OperationStatus, OPERATION_STATUS_LABELS],
  ['State', files.State, FILE_STATE_LABELS],
] as const;

describe('media enum labels', () => {
  for (const [name, sdkEnum, labels] of ENUMS)
    it(`every ${name} of @wix/media has a label in English and German`, async () => {
      const values = Object.values(sdkEnum as Record<string, string>);
      expect(values.length).toBeGreaterThan(1);
      for (const lang of ['en', 'de']) {
        const messages = await chromeMessages(lang);
        const missing = values.filter((v) => {
          const key = (labels as Record<string, string>)[v];
          return !key || !messages.get(key.replace(/\./g, '_'))?.trim();
        });
        expect(missing, `${name} values without words in ${lang}`).toEqual([]);
      }
    });

  it('says the same state in different words in each language', async () => {
    const [en, de] = [await chromeMessages('en'), await chromeMessages('de')];
    const key = OPERATION_STATUS_LABELS.FAILED.replace(/\./g, '_');
    expect([en.get(key), de.get(key)]).toEqual(['Processing failed', 'Verarbeitung fehlgeschlagen']);
  });
});
