import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { errorWords, readableError, WORDED_CODES } from '@/lib/ui/error-words';
import { MessageError } from '@/lib/messaging/wire/message-error';
import { repoFiles } from '../repo/repo-files';
import { chromeMessages, getMessageFrom } from '../locale-messages';

const error = (code: string, params?: Record<string, string | number>) => ({
  status: 400,
  code,
  message: 'English text built in the background',
  details: null,
  requestId: null,
  ...(params ? { params } : {}),
});

describe("Sitekeeper's own errors are worded by the UI, in its language", () => {
  it('every code the background raises has words', () => {
    const raised = new Set<string>();
    for (const file of repoFiles((name) => name.endsWith('.ts'), 'lib/service'))
      for (const m of readFileSync(file, 'utf8').matchAll(/new ServiceError\(\s*[\w\d]+,\s*'([A-Z_]+)'/g))
        raised.add(m[1]!);
    expect(raised.size).toBeGreaterThan(15);
    expect([...raised].filter((code) => !WORDED_CODES.includes(code))).toEqual([]);
  });

  it('fills in the values the background sent, not its English sentence', async () => {
    expect(errorWords(error('PAGE_RATE_LIMITED', { seconds: 6 }))).toBe(
      'This page asked Sitekeeper too often; it answers again in 6 s.',
    );
    vi.spyOn(fakeBrowser.i18n, 'getMessage').mockImplementation(getMessageFrom(await chromeMessages('de')));
    expect(errorWords(error('EMPTY_FILE', { name: 'a.png' }))).toBe('a.png ist leer.');
    vi.restoreAllMocks();
  });

  it("keeps the provider's own message for the provider's codes, with the request id", () => {
    const provider = { ...error('NOT_FOUND'), message: 'Member not found', requestId: 'req-1' };
    expect(errorWords(provider)).toBe('Member not found');
    expect(readableError(new MessageError(provider))).toBe('Member not found (request req-1)');
  });
});
