// The panel remembers a create whose answer was lost, so its next try is sent as a retry
// (lib/queries/retry-safe.ts): the background then reads back before creating again.
import { describe, expect, it, vi } from 'vitest';
import { MessageError } from '@/lib/messaging/wire/message-error';
import { retrySafe } from '@/lib/queries/retry-safe';

const failure = (status: number | null) =>
  new MessageError({
    status,
    code: status === null ? 'SYSTEM_ERROR' : 'X',
    message: 'm',
    details: null,
    requestId: null,
  });
const clock = (...isos: string[]) => {
  const times = isos.map((t) => new Date(t));
  return () => times.shift()!;
};

describe('retrySafe', () => {
  it('after a lost answer, the next try of the same input carries when the first was sent; success forgets it', async () => {
    const send = vi
      .fn<(v: { name: string; flag: boolean }, since: string | undefined) => Promise<string>>()
      .mockRejectedValueOnce(failure(null))
      .mockRejectedValueOnce(failure(503))
      .mockResolvedValue('ok');
    const create = retrySafe(
      't1',
      (v: { name: string; flag: boolean }) => v.name,
      send,
      clock(
        '2026-01-01T00:00:00.000Z',
        '2026-01-01T00:01:00.000Z',
        '2026-01-01T00:02:00.000Z',
        '2026-01-01T00:03:00.000Z',
      ),
    );
    await expect(create({ name: 'a', flag: false })).rejects.toThrow();
    await expect(create({ name: 'a', flag: true })).rejects.toThrow();
    await create({ name: 'a', flag: true });
    await create({ name: 'a', flag: true });
    expect(send.mock.calls.map(([, since]) => since)).toEqual([
      undefined,
      '2026-01-01T00:00:00.000Z',
      '2026-01-01T00:00:00.000Z',
      undefined,
    ]);
  });

  it('a sure refusal (4xx, 429 included) or another input is a first try', async () => {
    const send = vi.fn<(v: string, since: string | undefined) => Promise<string>>().mockRejectedValueOnce(failure(429));
    send.mockRejectedValueOnce(failure(null)).mockResolvedValue('ok');
    const create = retrySafe('t2', (v: string) => v, send);
    await expect(create('x')).rejects.toThrow();
    await expect(create('x')).rejects.toThrow();
    await create('y');
    expect(send.mock.calls.map(([v, since]) => [v, since === undefined])).toEqual([
      ['x', true],
      ['x', true],
      ['y', true],
    ]);
  });

  it('an error that is not a message error (the background gone) counts as lost', async () => {
    const send = vi
      .fn<(v: string, since: string | undefined) => Promise<string>>()
      .mockRejectedValueOnce(new Error('Extension context invalidated.'))
      .mockResolvedValue('ok');
    const create = retrySafe(
      't3',
      (v: string) => v,
      send,
      clock('2026-01-01T00:00:00.000Z', '2026-01-01T00:05:00.000Z'),
    );
    await expect(create('z')).rejects.toThrow();
    await create('z');
    expect(send.mock.calls[1]![1]).toBe('2026-01-01T00:00:00.000Z');
  });
});
