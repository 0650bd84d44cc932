// @vitest-environment happy-dom
// A card's names under a failing provider: asked again (with back-off) for as long as the failure is
// one a later try can get past, so a name is never left unsaid for good; a refusal stops at once.
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MessageError } from '@/lib/messaging/protocol/provider-error';
import { cardNamesOptions, shouldRetryNames } from '@/lib/queries/review-names';
import { fakeBackground, messages, refusal } from '../fake-background';

const SITE = '5c1a2b3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const CONTACT = '00000001-1111-4111-8111-111111111111';
const PRODUCT = '00000002-1111-4111-8111-111111111111';
const failure = (status: number | null) =>
  new MessageError({ status, code: 'X', message: 'failed', details: null, requestId: null });

function Names() {
  const names = useQuery(cardNamesOptions(SITE, CONTACT, PRODUCT));
  return <p data-testid="names">{names.isSuccess ? `${names.data.item?.name ?? '-'} ${names.data.authorType}` : ''}</p>;
}
const show = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retryDelay: 1 } } })}>
      <Names />
    </QueryClientProvider>,
  );

afterEach(() => vi.restoreAllMocks());

describe('shouldRetryNames', () => {
  it('retries no answer, a timeout, a 429 and a 5xx however often they failed; never a refusal', () => {
    for (const status of [null, 408, 429, 500, 503]) expect(shouldRetryNames(50, failure(status))).toBe(true);
    for (const status of [400, 401, 403, 404]) expect(shouldRetryNames(0, failure(status))).toBe(false);
  });
});

describe('a card’s names', () => {
  it('arrive once the provider answers, after more failures than an ordinary read retries', async () => {
    let tries = 0;
    const sent = fakeBackground((type) => {
      if (type !== 'reviews.names') return null;
      tries += 1;
      if (tries <= 5) throw failure(tries % 2 ? 429 : 503);
      return {
        authorTypes: { [CONTACT]: 'MEMBER' },
        items: { [`stores/${PRODUCT}`]: { name: 'Garden Rose', url: null } },
      };
    });
    show();
    await waitFor(() => expect(screen.getByTestId('names')).toHaveTextContent('Garden Rose MEMBER'));
    expect(messages(sent, 'reviews.names')).toHaveLength(6);
    expect(messages(sent, 'reviews.names')[0]).toEqual({
      siteId: SITE,
      contactIds: [CONTACT],
      productIds: [PRODUCT],
    });
  });

  it('are not asked again after a refusal', async () => {
    const sent = fakeBackground(() => {
      throw refusal('no');
    });
    show();
    await waitFor(() => expect(messages(sent, 'reviews.names')).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 50));
    expect(messages(sent, 'reviews.names')).toHaveLength(1);
    expect(screen.getByTestId('names')).toHaveTextContent('');
  });
});
