// @vitest-environment happy-dom
// The Contacts tool's writes as the panel lives them: the card keeps the id it was opened with, a
// merge lets its panel go before the previews are dropped, a bulk label goes past a refusal.
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ContactPage, ContactRead } from '@/lib/messaging/contacts';
import { toInput } from '@/components/contacts/contact-input';
import {
  useLabelContact,
  useLabelContacts,
  useMergeContacts,
  useReloadContact,
  useSaveContact,
} from '@/lib/queries/contact-writes';
import { contactKeys, contactListOptions, contactOptions, mergePreviewOptions } from '@/lib/queries/contacts';
import { currentToast } from '@/lib/queries/feedback';
import { card, fullCard, idOf, SITE } from '../contacts/fixtures';
import { fakeBackground, messages, refusal, type Sent } from '../fake-background';
import { fakeQuietClock, passQuiet } from '../quiet-clock';

const LIST = { filter: null, search: '', sort: null, offset: 0, limit: 50 };
const empty: ContactPage = { contacts: [], offset: 0, limit: 50, total: 0 };
let sent: Sent;
const listReads = () => messages(sent, 'contacts.query').length;

function withClient() {
  // No read on the window's focus or the network coming back: the unit files share the query
  // library's focus and online managers (vitest.config.ts), so another file's events could start a
  // read between a save and the check of what the card shows (CI once saw the card as read before).
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false } },
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, wrapper };
}

describe('saving a contact', () => {
  it('shows the saved contact on the card it was opened as (an id merged into it) and in the list with no read, reads the list again once quiet, and says so', async () => {
    fakeQuietClock();
    const opened = idOf(9); // merged into fullCard: the provider redirects
    const saved = { ...fullCard, firstName: 'Anna', revision: 8 };
    sent = fakeBackground((type) =>
      type === 'contacts.get'
        ? ({ contact: fullCard, responseType: 'MERGED' } satisfies ContactRead)
        : type === 'contacts.update'
          ? saved
          : { ...empty, contacts: [fullCard], total: 1 },
    );
    const { wrapper } = withClient();
    const { result } = renderHook(
      () => ({
        card: useQuery(contactOptions(SITE, opened)),
        list: useQuery(contactListOptions(SITE, LIST)),
        save: useSaveContact(SITE, opened),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.card.data?.responseType).toBe('MERGED'));
    await waitFor(() => expect(listReads()).toBe(1));
    await act(() =>
      result.current.save.mutateAsync({
        id: fullCard.id,
        input: toInput(saved),
        revision: 7,
        allowDuplicates: false,
      }),
    );
    expect(messages(sent, 'contacts.update')).toEqual([
      { siteId: SITE, contactId: fullCard.id, contact: toInput(saved), revision: 7, allowDuplicates: false },
    ]);
    expect(result.current.card.data).toEqual({ contact: saved, responseType: 'REGULAR' });
    expect(result.current.list.data?.contacts[0]?.firstName).toBe('Anna');
    expect(listReads()).toBe(1);
    expect(currentToast.value?.text).toBe('Saved: Anna Lee.');
    await passQuiet();
    await waitFor(() => expect(listReads()).toBe(2));
  });

  it('after a refused stale save, reads the contact as it is now into the card', async () => {
    const now = { ...fullCard, revision: 9, company: 'Changed elsewhere' };
    sent = fakeBackground((type) =>
      type === 'contacts.get' ? ({ contact: now, responseType: 'REGULAR' } satisfies ContactRead) : empty,
    );
    const { wrapper, client } = withClient();
    client.setQueryData(contactKeys.one(SITE, fullCard.id), { contact: fullCard, responseType: 'REGULAR' });
    const { result } = renderHook(() => useReloadContact(SITE, fullCard.id), { wrapper });
    await expect(result.current(fullCard.id)).resolves.toEqual({ contact: now, responseType: 'REGULAR' });
    expect(client.getQueryData<ContactRead>(contactKeys.one(SITE, fullCard.id))?.contact.revision).toBe(9);
  });
});

describe('merging contacts', () => {
  it('lets the merge panel go first, then drops the previews without asking for them again, says so and refetches', async () => {
    const source = card(5, { firstName: 'Dup' });
    sent = fakeBackground((type) => (type === 'contacts.merge' || type === 'contacts.previewMerge' ? fullCard : empty));
    const { wrapper, client } = withClient();
    const previewKey = mergePreviewOptions(SITE, fullCard.id, [source.id]).queryKey;
    let previewWhenLeaving: unknown = 'not called';
    const leave = vi.fn(() => (previewWhenLeaving = client.getQueryData(previewKey)));
    const { result } = renderHook(
      () => ({ list: useQuery(contactListOptions(SITE, LIST)), merge: useMergeContacts(SITE, leave) }),
      { wrapper },
    );
    await act(() => client.prefetchQuery(mergePreviewOptions(SITE, fullCard.id, [source.id])));
    await waitFor(() => expect(listReads()).toBe(1));
    const previews = () => messages(sent, 'contacts.previewMerge').length;
    expect(previews()).toBe(1);

    await act(() => result.current.merge.mutateAsync({ target: fullCard, sourceIds: [source.id] }));
    expect(messages(sent, 'contacts.merge')).toEqual([
      { siteId: SITE, targetId: fullCard.id, targetRevision: fullCard.revision, sourceIds: [source.id] },
    ]);
    expect(leave).toHaveBeenCalledWith(fullCard);
    expect(previewWhenLeaving).toEqual(fullCard); // the panel left while its preview was still there
    expect(client.getQueryData(previewKey)).toBeUndefined();
    expect(previews()).toBe(1);
    expect(listReads()).toBe(2);
    expect(currentToast.value?.text).toBe('Merged 1 contact into Ann Lee.');
  });
});

describe("a label change on a contact's card", () => {
  it('waiting in the offline queue: the card shows the labels it will have, the toast says it waits', async () => {
    sent = fakeBackground((type) =>
      type === 'contacts.get'
        ? ({ contact: { ...fullCard, labelKeys: ['custom.new'] }, responseType: 'REGULAR' } satisfies ContactRead)
        : { queued: true, changeId: 'c' },
    );
    const { wrapper, client } = withClient();
    const { result } = renderHook(
      () => ({ card: useQuery(contactOptions(SITE, fullCard.id)), label: useLabelContact(SITE, fullCard.id) }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.card.data).toBeDefined());
    await act(() =>
      result.current.label.mutateAsync({
        id: fullCard.id,
        add: ['custom.vip'],
        remove: ['custom.new'],
        about: 'Ann Lee',
      }),
    );
    expect(client.getQueryData<ContactRead>(contactKeys.one(SITE, fullCard.id))?.contact.labelKeys).toEqual([
      'custom.vip',
    ]);
    expect(currentToast.value?.text).toBe('The labels of Ann Lee will change once the connection is back.');
  });
});

describe('a label on many contacts', () => {
  it('goes on past a contact the provider refuses, reports progress, says how many changed and refetches', async () => {
    const refused = refusal('refused');
    sent = fakeBackground((type, p) => {
      if (type !== 'contacts.label') return empty;
      if (p.contactId === idOf(2)) throw refused;
      return fullCard;
    });
    const { wrapper } = withClient();
    const { result } = renderHook(
      () => ({ list: useQuery(contactListOptions(SITE, LIST)), bulk: useLabelContacts(SITE) }),
      { wrapper },
    );
    await waitFor(() => expect(listReads()).toBe(1));
    const progress: number[] = [];
    const outcome = await act(() =>
      result.current.bulk.mutateAsync({
        ids: [idOf(1), idOf(2), idOf(3)],
        label: { key: 'custom.vip', name: 'VIP', type: 'USER_DEFINED' },
        add: false,
        onProgress: (d) => progress.push(d),
      }),
    );
    expect(messages(sent, 'contacts.label')).toContainEqual({
      siteId: SITE,
      contactId: idOf(3),
      add: [],
      remove: ['custom.vip'],
    });
    expect(progress).toEqual([1, 2, 3]);
    expect(outcome).toEqual({ changed: 2, queued: 0, failed: [refused] });
    expect(currentToast.value?.text).toBe('Label "VIP" removed from 2 contacts.');
    expect(listReads()).toBe(2);
  });

  it('counts the contacts whose change waits in the offline queue apart, and says they wait', async () => {
    sent = fakeBackground((type, p) =>
      type === 'contacts.label' ? (p.contactId === idOf(1) ? fullCard : { queued: true, changeId: 'c' }) : empty,
    );
    const { wrapper } = withClient();
    const { result } = renderHook(() => useLabelContacts(SITE), { wrapper });
    const outcome = await act(() =>
      result.current.mutateAsync({
        ids: [idOf(1), idOf(2), idOf(3)],
        label: { key: 'custom.vip', name: 'VIP', type: 'USER_DEFINED' },
        add: false,
        onProgress: () => undefined,
      }),
    );
    expect(outcome).toEqual({ changed: 1, queued: 2, failed: [] });
    expect(currentToast.value?.text).toBe('Label "VIP" removed from 1 contact. 2 changes waiting to be sent');
  });
});
