// Pure logic of the sandbox's ops tools: fault decisions, retry delays, loopback URLs, signatures.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signBody, deliveryBody } from '../../../../sandbox/events/deliver-http.ts';
import { DEFAULT_DELIVERY, retryDelayMs } from '../../../../sandbox/events/deliver.ts';
import { isLoopbackUrl } from '../../../../sandbox/http/loopback.ts';
import { mulberry32, SiteFaults } from '../../../../sandbox/faults/decide.ts';

const kinds = (f: SiteFaults, n: number) => Array.from({ length: n }, () => f.next().outcome.kind);

describe('SiteFaults', () => {
  it('passes everything with no knobs, and adds the configured latency', () => {
    expect(kinds(new SiteFaults({}), 5)).toEqual(['pass', 'pass', 'pass', 'pass', 'pass']);
    expect(new SiteFaults({ latencyMs: 30 }).next()).toEqual({ latencyMs: 30, outcome: { kind: 'pass' } });
  });

  it('rate-limits every Nth call, counting from the PUT', () => {
    const f = new SiteFaults({ rateLimit: { retryAfterSeconds: 2, everyNth: 3 } });
    expect(kinds(f, 7)).toEqual(['pass', 'pass', 'rate_limit', 'pass', 'pass', 'rate_limit', 'pass']);
    expect(f.calls).toBe(7);
    expect(new SiteFaults({ rateLimit: { retryAfterSeconds: 4 } }).next().outcome).toEqual({
      kind: 'rate_limit',
      retryAfterSeconds: 4,
    });
  });

  it('rates 0 and 1 are never and always; drop wins over 429 over 5xx', () => {
    expect(kinds(new SiteFaults({ errorRate: 1 }), 3)).toEqual(['error', 'error', 'error']);
    expect(kinds(new SiteFaults({ errorRate: 0, dropConnectionRate: 0 }), 3)).toEqual(['pass', 'pass', 'pass']);
    expect(new SiteFaults({ errorRate: 1, errorStatus: 503 }).next().outcome).toEqual({ kind: 'error', status: 503 });
    expect(
      new SiteFaults({ errorRate: 1, rateLimit: { retryAfterSeconds: 1 }, dropConnectionRate: 1 }).next().outcome.kind,
    ).toBe('drop');
    expect(new SiteFaults({ errorRate: 1, rateLimit: { retryAfterSeconds: 1 } }).next().outcome.kind).toBe(
      'rate_limit',
    );
  });

  it('is reproducible per seed and close to the asked rate', () => {
    const a = kinds(new SiteFaults({ seed: 7, errorRate: 0.25 }), 400);
    expect(kinds(new SiteFaults({ seed: 7, errorRate: 0.25 }), 400)).toEqual(a);
    expect(kinds(new SiteFaults({ seed: 8, errorRate: 0.25 }), 400)).not.toEqual(a);
    const share = a.filter((k) => k === 'error').length / a.length;
    expect(share).toBeGreaterThan(0.18);
    expect(share).toBeLessThan(0.32);
    // Adding another knob does not shift the error sequence (three draws per call, always).
    const withDrop = kinds(new SiteFaults({ seed: 7, errorRate: 0.25, dropConnectionRate: 0 }), 400);
    expect(withDrop).toEqual(a);
  });

  it('mulberry32 stays in [0, 1)', () => {
    const r = mulberry32(123);
    for (let i = 0; i < 1000; i++) {
      const x = r();
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
    }
  });
});

describe('retryDelayMs', () => {
  it('doubles from the base and caps', () => {
    const o = { baseDelayMs: 200, maxDelayMs: 1000 };
    expect([1, 2, 3, 4, 5, 10].map((n) => retryDelayMs(n, o))).toEqual([200, 400, 800, 1000, 1000, 1000]);
    expect(retryDelayMs(1, DEFAULT_DELIVERY)).toBe(200);
  });
});

describe('isLoopbackUrl', () => {
  it.each([
    ['http://127.0.0.1:8080/hook', true],
    ['https://localhost/x', true],
    ['http://[::1]:3000/', true],
    ['http://127.255.0.9/', true],
    ['http://10.0.0.1/', false],
    ['http://192.168.1.2/', false],
    ['http://127.0.0.1.nip.io/', false],
    ['http://localhost.example.com/', false],
    ['ws://127.0.0.1/', false],
    ['file:///etc/passwd', false],
    ['', false],
  ])('%s → %s', (url, ok) => expect(isLoopbackUrl(url)).toBe(ok));
});

describe('signing', () => {
  it('signs the exact body bytes with HMAC-SHA256', () => {
    const body = deliveryBody('site-1', {
      seq: 3,
      id: 'e1',
      entityFqdn: 'wix.members.v1.member',
      slug: 'deleted',
      entityId: 'm1',
      eventTime: '2026-01-01T00:00:00.000Z',
      triggeredByAnonymizeRequest: false,
      deletedEvent: {},
    });
    expect(JSON.parse(body)).toEqual({
      id: 'e1',
      entityFqdn: 'wix.members.v1.member',
      slug: 'deleted',
      entityId: 'm1',
      eventTime: '2026-01-01T00:00:00.000Z',
      triggeredByAnonymizeRequest: false,
      deletedEvent: {},
      siteId: 'site-1',
    });
    expect(signBody('s3cret', body)).toBe(`sha256=${createHmac('sha256', 's3cret').update(body).digest('hex')}`);
  });
});
