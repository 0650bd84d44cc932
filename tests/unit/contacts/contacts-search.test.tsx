// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContactsTool } from '@/components/contacts/ContactsTool';
import { SEARCH_DEBOUNCE_MS } from '@/components/contacts/ContactSearch';
import { ToastProvider } from '@/components/common/Toast';
import type { ContactCard, ContactPage } from '@/lib/messaging/contacts';
import { card, SITE } from './fixtures';

const sendAdmin = vi.hoisted(() => vi.fn());
vi.mock('@/lib/queries/send', () => ({ sendAdmin }));

const page = (contacts: ContactCard[]): ContactPage => ({ contacts, offset: 0, limit: 50, total: contacts.length });
type Query = { search: string };
let queryAnswer: (q: Query) => Promise<ContactPage>;

beforeEach(() => {
  window.location.hash = '';
  sendAdmin.mockImplementation((type: string, payload: Query) => {
    if (type === 'contacts.query') return queryAnswer(payload);
    if (type === 'contacts.facets') return Promise.resolve({ facets: [], narrowed: true });
    return Promise.resolve([]);
  });
});
afterEach(() => sendAdmin.mockReset());

const renderTool = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ToastProvider>
        <ContactsTool siteId={SITE} onReconnect={() => undefined} onConnectApp={() => undefined} />
      </ToastProvider>
    </QueryClientProvider>,
  );
const searches = () =>
  sendAdmin.mock.calls
    .filter(([type, p]) => type === 'contacts.query' && (p as Query).search !== '')
    .map(([, p]) => (p as Query).search);
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
