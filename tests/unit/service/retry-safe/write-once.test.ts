// The background's retry safety for writes the provider has no idempotency key for
// (lib/service/retry-safe/write-once.ts): read back before a retried create, and after a failure that
// leaves unknown whether the write landed; a revision-checked update whose own write landed.
import { describe, expect, it, vi } from 'vitest';
import { createOnce, sendAgainWhileUnsure, updateOnce, LANDED_WINDOW_MS } from '@/lib/service/retry-safe/write-once';

const providerError = (status: number | null, code = 'X') =>
  Object.assign(new Error(status === null ? 'System error occurred: {}' : `HTTP ${status}`), {
    ...(status === null ? {} : { status }),
    details: status === null ? {} : { applicationError: { code, description: '', data: {} } },
  });
const now = new Date('2026-10-01T12:00:00.000Z');

describe('createOnce', () => {
  it('a first try creates once and reads nothing back', async () => {
    const create = vi.fn().mockResolvedValue('new');
    const findLanded = vi.fn();
    expect(await createOnce({ create, findLanded, now: () => now })).toBe('new');
    expect(create).toHaveBeenCalledTimes(1);
    expect(findLanded).not.toHaveBeenCalled();
  });

  it('a retry whose first try landed (answer lost) answers what landed and does not create again', async () => {
    const create = vi.fn().mockResolvedValue('duplicate');
    const findLanded = vi.fn().mockResolvedValue('landed');
    const retrySince = '2026-10-01T11:59:00.000Z';
    expect(await createOnce({ create, findLanded, retrySince, now: () => now })).toBe('landed');
    expect(create).not.toHaveBeenCalled();
    // Looks back from the first try, with room for the clocks' difference.
    expect(findLanded).toHaveBeenCalledWith(new Date(Date.parse(retrySince) - LANDED_WINDOW_MS));
  });

  it('a retry whose first try did not land creates', async () => {
    const create = vi.fn().mockResolvedValue('new');
    const findLanded = vi.fn().mockResolvedValue(null);
    expect(await createOnce({ create, findLanded, retrySince: now.toISOString(), now: () => now })).toBe('new');
    expect(create).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a dropped connection', null],
    ['a 500', 500],
    ['a 503', 503],
  ])('after %s it reads back at once: what landed is the answer', async (_what, status) => {
    const create = vi.fn().mockRejectedValue(providerError(status));
    const findLanded = vi.fn().mockResolvedValue('landed');
    expect(await createOnce({ create, findLanded, now: () => now })).toBe('landed');
    expect(findLanded).toHaveBeenCalledWith(new Date(now.getTime() - LANDED_WINDOW_MS));
  });

  it('after an unsure failure with nothing landed, or a read-back that fails too, the first error stands', async () => {
    const lost = providerError(null);
    await expect(
      createOnce({ create: () => Promise.reject(lost), findLanded: () => Promise.resolve(null), now: () => now }),
    ).rejects.toBe(lost);
    await expect(
      createOnce({
        create: () => Promise.reject(lost),
        findLanded: () => Promise.reject(providerError(500)),
        now: () => now,
      }),
    ).rejects.toBe(lost);
  });

  it('a refusal the caller names as "exists already" reads back: the browser may have resent the create itself', async () => {
    // Chromium resends a request whose reused connection closed without an answer (any method): the
    // first create landed, the silent second one is refused as a duplicate of it.
    const create = vi.fn().mockRejectedValue(providerError(409, 'DUPLICATE_CONTACT_EXISTS'));
    const findLanded = vi.fn().mockResolvedValue('landed');
    const existsAlready = (code: string) => code === 'DUPLICATE_CONTACT_EXISTS';
    expect(await createOnce({ create, findLanded, existsAlready, now: () => now })).toBe('landed');
    const someoneElses = vi.fn().mockResolvedValue(null);
    await expect(createOnce({ create, findLanded: someoneElses, existsAlready, now: () => now })).rejects.toThrow(
      'HTTP 409',
    );
  });

  it('takes back copies of what it created (the browser may have sent the create twice), whichever way it landed', async () => {
    const dropCopies = vi.fn().mockResolvedValue(undefined);
    expect(
      await createOnce({ create: () => Promise.resolve('new'), findLanded: vi.fn(), dropCopies, now: () => now }),
    ).toBe('new');
    expect(dropCopies).toHaveBeenLastCalledWith('new', new Date(now.getTime() - LANDED_WINDOW_MS));
    const retrySince = '2026-10-01T11:59:00.000Z';
    const findLanded = vi.fn().mockResolvedValue('landed');
    expect(await createOnce({ create: vi.fn(), findLanded, retrySince, dropCopies, now: () => now })).toBe('landed');
    expect(dropCopies).toHaveBeenLastCalledWith('landed', new Date(Date.parse(retrySince) - LANDED_WINDOW_MS));
  });

  it('a copy it cannot take back does not turn the landed create into a failure', async () => {
    const dropCopies = vi.fn().mockRejectedValue(providerError(503));
    expect(
      await createOnce({ create: () => Promise.resolve('new'), findLanded: vi.fn(), dropCopies, now: () => now }),
    ).toBe('new');
  });

  it.each([
    ['a 429 (refused before handling)', 429],
    ['a validation error', 400],
    ['a conflict', 409],
  ])('after %s nothing is read back: the write surely did not happen', async (_what, status) => {
    const refusal = providerError(status);
    const findLanded = vi.fn();
    await expect(createOnce({ create: () => Promise.reject(refusal), findLanded, now: () => now })).rejects.toBe(
      refusal,
    );
    expect(findLanded).not.toHaveBeenCalled();
  });
});

describe('updateOnce', () => {
  const input = { name: 'new' };
  const isMine = (current: { name: string; revision: number }) => current.name === input.name;

  it('a revision conflict caused by its own landed write answers the contact as it is', async () => {
    const update = vi.fn().mockRejectedValue(providerError(409, 'CONTACT_ALREADY_CHANGED'));
    const current = { name: 'new', revision: 8 };
    expect(await updateOnce({ update, read: () => Promise.resolve(current), isMine, sentRevision: 7 })).toBe(current);
  });

  it('a revision conflict with someone else’s change stays a conflict', async () => {
    const conflict = providerError(409, 'CONTACT_ALREADY_CHANGED');
    const read = () => Promise.resolve({ name: 'theirs', revision: 8 });
    await expect(updateOnce({ update: () => Promise.reject(conflict), read, isMine, sentRevision: 7 })).rejects.toBe(
      conflict,
    );
  });

  it('after a dropped connection it reads back: landed is success, else the first error stands', async () => {
    const lost = providerError(null);
    const landed = { name: 'new', revision: 8 };
    expect(
      await updateOnce({
        update: () => Promise.reject(lost),
        read: () => Promise.resolve(landed),
        isMine,
        sentRevision: 7,
      }),
    ).toBe(landed);
    // The same values at the revision it was sent from: the edit changed nothing there, it did not land.
    const unchanged = { name: 'new', revision: 7 };
    await expect(
      updateOnce({
        update: () => Promise.reject(lost),
        read: () => Promise.resolve(unchanged),
        isMine,
        sentRevision: 7,
      }),
    ).rejects.toBe(lost);
  });

  it('a validation error reads nothing back', async () => {
    const read = vi.fn();
    const bad = providerError(400);
    await expect(updateOnce({ update: () => Promise.reject(bad), read, isMine, sentRevision: 1 })).rejects.toBe(bad);
    expect(read).not.toHaveBeenCalled();
  });
});

describe('sendAgainWhileUnsure', () => {
  it('sends a step again after a 5xx, a 429 or a lost connection, and stops at the first sure refusal', async () => {
    const step = vi
      .fn()
      .mockRejectedValueOnce(providerError(503))
      .mockRejectedValueOnce(providerError(429))
      .mockRejectedValueOnce(providerError(null))
      .mockResolvedValue('done');
    expect(await sendAgainWhileUnsure(step, 4, 1)).toBe('done');
    expect(step).toHaveBeenCalledTimes(4);
    const refused = vi.fn().mockRejectedValue(providerError(400));
    await expect(sendAgainWhileUnsure(refused, 4, 1)).rejects.toThrow('HTTP 400');
    expect(refused).toHaveBeenCalledTimes(1);
    const down = vi.fn().mockRejectedValue(providerError(500));
    await expect(sendAgainWhileUnsure(down, 3, 1)).rejects.toThrow('HTTP 500');
    expect(down).toHaveBeenCalledTimes(3);
  });
});
