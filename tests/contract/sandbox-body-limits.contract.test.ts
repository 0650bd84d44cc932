// A body is counted as it streams, on every route, not only by its Content-Length.
// A 300 MB chunked body to /oauth2/token-info once took the process from 126 MB to 1 GB: it must be refused
// with 413 in the provider's error shape, and the server must stop reading.
import { describe, expect, it } from 'vitest';
import { useSandbox } from './harness.ts';
import { streamChunked, type StreamOutcome } from './streamed-body-limit.ts';

const { sandbox, site } = useSandbox();
const MB = 1024 * 1024;
const TOTAL = 20 * MB; // past the 1 MiB limit, and past what loopback socket buffers hold

const expectRefused = (outcome: StreamOutcome) => {
  expect(outcome.status).toBe(413);
  expect(JSON.parse(outcome.body)).toMatchObject({ details: { applicationError: { code: 'PAYLOAD_TOO_LARGE' } } });
  // It stopped reading: the client could not hand over the whole body.
  expect(outcome.written).toBeLessThan(TOTAL);
  expect(outcome.headers['x-wix-request-id']).toMatch(/^[0-9a-f-]{36}$/);
};

describe('body limits counted as the bytes stream', () => {
  it('refuses a chunked body past 1 MiB to /oauth2/token-info with 413 and stops reading', async () => {
    const rssBefore = process.memoryUsage().rss;
    const outcome = await streamChunked(
      sandbox.url,
      '/oauth2/token-info',
      { 'content-type': 'application/json' },
      TOTAL,
    );
    expectRefused(outcome);
    // Same process: the sandbox did not hold the 20 MB (nor a copy of it) in memory.
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(TOTAL);
  });

  it('refuses it on an authenticated provider route and on a path that never reads its body', async () => {
    const auth = { authorization: site.apiKey, 'wix-site-id': site.id, 'content-type': 'application/json' };
    expectRefused(await streamChunked(sandbox.url, '/contacts/v4/contacts/query', auth, TOTAL));
    // A route that never reads its body answers as it does (404 here) and leaves the rest unread.
    const unread = await streamChunked(sandbox.url, '/no/such/route', {}, TOTAL);
    expect(unread.status).toBe(404);
    expect(unread.written).toBeLessThan(TOTAL);
  });

  it('refuses a chunked login form past the limit (the hosted login page reads forms)', async () => {
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    expectRefused(await streamChunked(sandbox.url, '/oauth2/authorize', form, TOTAL));
  });
});
