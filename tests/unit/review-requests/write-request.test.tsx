// @vitest-environment happy-dom
// "Write a review" from a live page's strip reaches the Requests tab as a panel URL parameter: the
// form opens with the product filled in (as the logged-in member when there is one, else as a
// visitor), and the parameter is taken once.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ToastProvider } from '@/components/common/Toast';
import { ReviewRequestsTool } from '@/components/review-requests/ReviewRequestsTool';
import { fakeBackground } from '../fake-background';

const SITE = '0f0f0f0f-0f0f-4f0f-8f0f-0f0f0f0f0f0f';
const PRODUCT = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
let member: { memberId: string; nickname: string } | null = null;

beforeEach(() => {
  window.location.hash = '';
  fakeBackground((type) => {
    const answers: Record<string, unknown> = {
      'members.me.state': { member },
      'reviewCollect.visitorClient': { clientId: '11111111-1111-4111-8111-111111111111' },
      'reviewRequests.productNames': { [PRODUCT]: { name: 'Wildflower Bouquet', url: null } },
      'reviewRequests.list': { requests: [], nextCursor: null },
    };
    return type in answers ? answers[type] : [];
  });
});
afterEach(() => {
  member = null;
});

const renderTool = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ToastProvider>
        <ReviewRequestsTool siteId={SITE} onReconnect={() => undefined} onConnectApp={() => undefined} />
      </ToastProvider>
    </QueryClientProvider>,
  );
const fold = (title: string) => screen.getByText(title, { selector: 'summary' }).closest('details')!;

describe('a write request from a live page', () => {
  it('opens the visitor form with the product when no member is logged in, and is taken once', async () => {
    window.location.hash = `#tool=review-requests&reviewRequests.write=${PRODUCT}`;
    renderTool();
    await waitFor(() => expect(fold('Write a review as a visitor')).toHaveAttribute('open'));
    const form = within(fold('Write a review as a visitor')).getByRole('form', { name: 'Write a review as a visitor' });
    expect(within(form).getByLabelText('Item (product name or ID)')).toHaveValue(PRODUCT);
    expect(await within(form).findByTestId('item-chosen')).toHaveTextContent('Product: Wildflower Bouquet');
    expect(fold('Write a review as the logged-in member')).not.toHaveAttribute('open');
    expect(fold('Add a review for a customer')).not.toHaveAttribute('open');
    expect(window.location.hash).toBe('#tool=review-requests');
  });

  it('opens the member form instead when a member is logged in for the site', async () => {
    member = { memberId: '22222222-2222-4222-8222-222222222222', nickname: 'Mia' };
    window.location.hash = `#reviewRequests.write=${PRODUCT}`;
    renderTool();
    await waitFor(() => expect(fold('Write a review as the logged-in member')).toHaveAttribute('open'));
    const form = within(fold('Write a review as the logged-in member')).getByRole('form', {
      name: 'Write a review as the logged-in member',
    });
    expect(within(form).getByLabelText('Item (product name or ID)')).toHaveValue(PRODUCT);
    expect(within(form).getByTestId('review-as-member')).toHaveTextContent('Mia');
    expect(fold('Write a review as a visitor')).not.toHaveAttribute('open');
  });

  it('without a request, every form starts folded and empty', async () => {
    renderTool();
    await screen.findByText('Write a review as a visitor', { selector: 'summary' });
    for (const title of [
      'Add a review for a customer',
      'Write a review as a visitor',
      'Write a review as the logged-in member',
    ])
      expect(fold(title)).not.toHaveAttribute('open');
  });
});
