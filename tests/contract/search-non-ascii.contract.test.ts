// Free-text search finds a name typed exactly as it is written, capitals outside ASCII included:
// "Émile" finds "Émile Café.jpg" (media) and the member "Émile Zola" (members). The SQL lower()
// folds ASCII only, so the term must be folded the same way, not with toLowerCase().
import { expect, it } from 'vitest';
import { providerOk } from '../faults/provider-call.ts';
import { useSandbox } from './harness.ts';

const h = useSandbox({ reset: true });
const call = <T>(method: 'POST' | 'PATCH', path: string, body: unknown) =>
  providerOk<T>(h.sandbox.url, h.site, method, path, body);

it('finds a media file by a display name or label with a non-ASCII capital, typed as written', async () => {
  const all = await call<{ files: { id: string }[] }>('POST', '/site-media/v1/files/search', { paging: { limit: 1 } });
  const id = all.files[0]!.id;
  await call('PATCH', '/site-media/v1/files/update-file-descriptor', {
    file: { id, displayName: 'Émile Café.jpg', labels: ['Öko'] },
  });
  const found = async (search: string) =>
    (await call<{ files: { id: string }[] }>('POST', '/site-media/v1/files/search', { search })).files.map((f) => f.id);
  expect(await found('Émile')).toEqual([id]);
  expect(await found('Öko')).toEqual([id]);
  expect(await found('café')).toEqual([id]);
  expect(await found('CAFÉ')).toEqual([id]);
});

it('finds a member by a nickname with a non-ASCII capital, typed as written', async () => {
  const { member } = await call<{ member: { id: string } }>('POST', '/members/v1/members', {
    member: { loginEmail: 'emile.zola@example.test', profile: { nickname: 'Émile Zola' } },
  });
  const found = async (expression: string) =>
    (
      await call<{ members: { id: string }[] }>('POST', '/members/v1/members/query', {
        search: { expression, fields: ['profile.nickname'] },
      })
    ).members.map((m) => m.id);
  expect(await found('Émile')).toEqual([member.id]);
  expect(await found('ZOLA')).toEqual([member.id]);
});
