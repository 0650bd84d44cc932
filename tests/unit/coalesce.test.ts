import { describe, expect, it } from 'vitest';
import { createCoalescer } from '@/lib/service/coalesce';

describe('page API coalescing (security finding 4: a page adding reviews one by one costs one call per burst)', () => {
  it('sends the ids of concurrent asks for one tab as one call, answers each caller its own ids, keeps tabs apart', async () => {
    const calls: Array<[number, string[]]> = [];
    const lookup = createCoalescer(async (tab: number, ids: string[]) => {
      calls.push([tab, ids]);
      return Object.fromEntries(ids.map((id) => [id, `state of ${id}`]));
    }, 10);
    const answers = await Promise.all([lookup(1, ['a']), lookup(1, ['b', 'c']), lookup(1, ['a']), lookup(2, ['z'])]);
    expect(calls).toEqual([
      [1, ['a', 'b', 'c']],
      [2, ['z']],
    ]);
    expect(answers[1]).toEqual({ b: 'state of b', c: 'state of c' });
    expect(answers[3]).toEqual({ z: 'state of z' });
    await lookup(1, ['d']);
    expect(calls).toHaveLength(3); // a later burst is a new call
  });

  it('gives every caller of a failed batch the error', async () => {
    const lookup = createCoalescer(async () => Promise.reject(new Error('429')), 5);
    await expect(Promise.all([lookup(1, ['a']), lookup(1, ['b'])])).rejects.toThrow('429');
  });
});
