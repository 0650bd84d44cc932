// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ContactsTool } from '@/components/contacts/ContactsTool';
import { SEARCH_DEBOUNCE_MS } from '@/components/contacts/ContactSearch';
import { ToastProvider } from '@/components/common/Toast';
import type { ContactCard, ContactPage } from '@/lib/messaging/contacts';
import { fakeBackground, messages, type Sent } from '../fake-background';
import { card, SITE } from './fixtures';

const page = (contacts: ContactCard[]): ContactPage => ({ contacts, offset: 0, limit: 50, total: contacts.length });
type Query = { search: string };
let queryAnswer: (q: Query) => Promise<ContactPage>;
let sent: Sent;

beforeEach(() => {
  window.location.hash = '';
  sent = fakeBackground((type, payload) => {
    if (type === 'contacts.query') return queryAnswer(payload as Query);
    if (type === 'contacts.facets') return { facets: [], narrowed: true };
    return [];
  });
});

const renderTool = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ToastProvider>
        <ContactsTool siteId={SITE} onReconnect={() => undefined} onConnectApp={() => undefined} />
      </ToastProvider>
    </QueryClientProvider>,
  );
const searches = () =>
  messages(sent, 'contacts.query')
    .map((p) => (p as Query).search)
    .filter((search) => search !== '');
const pause = (ms: number) => act(() => new Promise((r) => setTimeout(r, ms)));

describe('search as you type', () => {
  it('never shows the answer to an older text over the newer one, however late it comes', async () => {
    let answerAn: (p: ContactPage) => void = () => undefined;
    queryAnswer = ({ search }) =>
      search === 'an'
        ? new Promise((resolve) => (answerAn = resolve))
        : Promise.resolve(page(search === 'ann' ? [card(1, { firstName: 'Ann' })] : [card(2, { firstName: 'Zed' })]));
    renderTool();
    expect(await screen.findByText('Zed')).toBeInTheDocument();
    const box = screen.getByLabelText('Search contacts');
    await userEvent.type(box, 'an');
    await pause(SEARCH_DEBOUNCE_MS + 100);
    await userEvent.type(box, 'n');
    expect(await screen.findByText('Ann')).toBeInTheDocument();
    // The answer for "an" arrives last: the list still shows what "ann" found.
    await act(async () => answerAn(page([card(3, { firstName: 'Andrea' })])));
    await pause(50);
    expect(screen.getByText('Ann')).toBeInTheDocument();
    expect(screen.queryByText('Andrea')).toBeNull();
    expect(searches()).toEqual(['an', 'ann']);
  });

  it('asks once for a name typed in one go, not once per keystroke', async () => {
    queryAnswer = () => Promise.resolve(page([]));
    renderTool();
    await userEvent.type(screen.getByLabelText('Search contacts'), 'Annabelle L');
    await pause(SEARCH_DEBOUNCE_MS + 100);
    await waitFor(() => expect(searches()).toEqual(['Annabelle L']));
    expect(window.location.hash).toContain('contacts.q=Annabelle+L');
  });
});
