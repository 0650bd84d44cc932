// @vitest-environment happy-dom
// The Contacts tab under the provider's facet rule (Query Facets counts only within email
// subscription filters): a search shows the site's counts, says so, and shows no error; the
// list's total is its own query's. The filter the background sends for counting, from the list's.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ContactsTool } from '@/components/contacts/ContactsTool';
import { ToastProvider } from '@/components/common/Toast';
import type { ContactFacet, ContactFacets, ContactPage } from '@/lib/messaging/contacts';
import { facetCountFilter } from '@/lib/provider/facet-count-filter';
import { withSearch } from '@/lib/provider/contact-search';
import { fakeBackground } from '../fake-background';
import { card, SITE } from './fixtures';

const facet = (type: string, key: string | null, count: number): ContactFacet => ({
  type,
  key,
  name: key ?? type,
  count,
  filter: key ? { 'info.labelKeys': { $hasSome: [key] } } : null,
});
const SITE_FACETS = [facet('ALL_CONTACTS', 'contacts.all', 40), facet('LABEL', 'custom.vip', 7)];

beforeEach(() => {
  window.location.hash = '';
  fakeBackground((type, payload) => {
    if (type === 'contacts.query')
      return { contacts: [card(1, { firstName: 'Ann' })], offset: 0, limit: 50, total: 3 } satisfies ContactPage;
    if (type === 'contacts.facets')
      return { facets: SITE_FACETS, narrowed: payload.search === '' } satisfies ContactFacets;
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

describe('facet counts under the provider rule', () => {
  it('with a search: the whole site counts, said so, no error; the total is the search’s own', async () => {
    window.location.hash = '#contacts.q=ann';
    renderTool();
    await userEvent.click(await screen.findByRole('button', { name: /^Filter/ }));
    const bar = await screen.findByTestId('contact-facets');
    expect(within(bar).getByRole('button', { name: /vip\s*7/i })).toBeInTheDocument();
    expect(screen.getByTestId('contact-facets-scope')).toHaveTextContent(/all contacts/i);
    expect(screen.getByTestId('contacts-total')).toHaveTextContent('3');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('without a search: the counts are the list’s, with no note', async () => {
    renderTool();
    await userEvent.click(await screen.findByRole('button', { name: /^Filter/ }));
    await screen.findByTestId('contact-facets');
    expect(screen.queryByTestId('contact-facets-scope')).toBeNull();
  });
});

describe('facetCountFilter', () => {
  const SUB = 'info.extendedFields.emailSubscriptions.subscriptionStatus';
  it('counts the whole site without a filter, and within subscription conditions', () => {
    expect(facetCountFilter(null)).toBeNull();
    expect(facetCountFilter({ [SUB]: { $in: ['SUBSCRIBED'] } })).toEqual({ [SUB]: { $in: ['SUBSCRIBED'] } });
    expect(facetCountFilter({ $and: [{ [SUB]: 'PENDING' }, { [SUB]: { $ne: 'X' } }] })).toEqual({
      $and: [{ [SUB]: 'PENDING' }, { [SUB]: { $ne: 'X' } }],
    });
  });
  it('cannot count a search, a label, a member status, $or, $not, or an operator the provider refuses', () => {
    expect(facetCountFilter(withSearch(null, 'ann'))).toBeUndefined();
    expect(facetCountFilter({ 'info.labelKeys': { $hasSome: ['custom.vip'] } })).toBeUndefined();
    expect(facetCountFilter({ 'info.extendedFields.members.membershipStatus': 'APPROVED' })).toBeUndefined();
    expect(facetCountFilter({ $or: [{ [SUB]: 'PENDING' }] })).toBeUndefined();
    expect(facetCountFilter({ $not: { [SUB]: 'PENDING' } })).toBeUndefined();
    expect(facetCountFilter({ [SUB]: { $startsWith: 'P' } })).toBeUndefined();
    expect(facetCountFilter({ $and: [{ [SUB]: 'PENDING' }, withSearch(null, 'ann')!] })).toBeUndefined();
  });
});
