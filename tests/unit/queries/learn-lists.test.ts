import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { learnInLists, siteQueries } from '@/lib/queries/learn-lists';

const SITE = 'site-a';
const page = (ids: string[], total: number | null = ids.length) => ({
  members: ids.map((id) => ({ id, nickname: `n-${id}` })),
  offset: 0,
  limit: 50,
  total,
});

describe("a write's answer learnt by its domain's cached reads", () => {
  it('puts the entity in every list and card of the site that shows it, keeping their age', () => {
    const qc = new QueryClient();
    qc.setQueryData(['members', 'query', { siteId: SITE, offset: 0 }], page(['m1', 'm2']), { updatedAt: 5 });
    qc.setQueryData(['members', 'query', { siteId: 'site-b', offset: 0 }], page(['m1']));
    qc.setQueryData(['members', 'get', { siteId: SITE, memberId: 'm1' }], { id: 'm1', nickname: 'old' });
    learnInLists(qc, siteQueries(['members'], SITE), { put: [{ id: 'm1', nickname: 'Ada' } as { id: string }] });
    const list = qc.getQueryData<ReturnType<typeof page>>(['members', 'query', { siteId: SITE, offset: 0 }]);
    expect(list?.members.map((m) => m.nickname)).toEqual(['Ada', 'n-m2']);
    expect(qc.getQueryState(['members', 'query', { siteId: SITE, offset: 0 }])?.dataUpdatedAt).toBe(5);
    expect(qc.getQueryData(['members', 'get', { siteId: SITE, memberId: 'm1' }])).toEqual({
      id: 'm1',
      nickname: 'Ada',
    });
    const other = qc.getQueryData<ReturnType<typeof page>>(['members', 'query', { siteId: 'site-b', offset: 0 }]);
    expect(other?.members[0]?.nickname).toBe('n-m1');
  });

  it('takes removed ids out of lists and out of their total, in the pages of an infinite list too', () => {
    const qc = new QueryClient();
    qc.setQueryData(['members', 'query', { siteId: SITE }], page(['m1', 'm2', 'm3'], 40));
    const files = {
      pages: [
        { files: [{ id: 'f1' }, { id: 'f2' }], nextCursor: 'c', total: 4 },
        { files: [{ id: 'f3' }, { id: 'f4' }], nextCursor: null, total: 4 },
      ],
      pageParams: [null, 'c'],
    };
    qc.setQueryData(['media', 'files', { siteId: SITE }], files);
    learnInLists(qc, siteQueries(['members'], SITE), { remove: ['m2'] });
    learnInLists(qc, siteQueries(['media'], SITE), { remove: ['f1', 'f4'] });
    const members = qc.getQueryData<ReturnType<typeof page>>(['members', 'query', { siteId: SITE }]);
    expect(members?.members.map((m) => m.id)).toEqual(['m1', 'm3']);
    expect(members?.total).toBe(39);
    const after = qc.getQueryData<typeof files>(['media', 'files', { siteId: SITE }]);
    expect(after?.pages.map((p) => p.files.map((f) => f.id))).toEqual([['f2'], ['f3']]);
    expect(after?.pageParams).toEqual([null, 'c']);
  });

  it('leaves data that names none of the entities as it was (the same object)', () => {
    const qc = new QueryClient();
    const data = page(['m1']);
    qc.setQueryData(['members', 'query', { siteId: SITE }], data);
    const before = qc.getQueryData(['members', 'query', { siteId: SITE }]);
    learnInLists(qc, siteQueries(['members'], SITE), { remove: ['zz'] });
    expect(qc.getQueryData(['members', 'query', { siteId: SITE }])).toBe(before);
  });
});
