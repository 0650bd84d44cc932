// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ItemField } from '@/components/review-requests/ItemField';
import type { ProductMatch } from '@/lib/messaging/review-requests';
import { fakeBackground, messages, type Sent } from '../fake-background';

const SITE = '0f0f0f0f-0f0f-4f0f-8f0f-0f0f0f0f0f0f';
const ROSES: ProductMatch = { id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', name: 'Garden Rose Bouquet' };
const TULIPS: ProductMatch = { id: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', name: 'Tulip Bundle' };
const CATALOG = [ROSES, TULIPS];
let sent: Sent;

beforeEach(() => {
  sent = fakeBackground((type, payload) => {
    if (type === 'reviewRequests.findProducts') {
      const words = (payload.name as string).toLowerCase().split(/\s+/);
      return CATALOG.filter((p) =>
        words.every((w) =>
          p.name
            .toLowerCase()
            .split(' ')
            .some((n) => n.startsWith(w)),
        ),
      );
    }
    if (type === 'reviewRequests.productNames') {
      const ids = payload.ids as string[];
      return Object.fromEntries(
        CATALOG.filter((p) => ids.includes(p.id)).map((p) => [p.id, { name: p.name, url: null }]),
      );
    }
    throw new Error(`unexpected ${type}`);
  });
});

/** The field in a form that keeps its value, as the review forms do, and shows what would be sent. */
function Form({ initial = '' }: { initial?: string }) {
  const [itemId, setItemId] = useState(initial);
  return (
    <>
      <ItemField siteId={SITE} value={itemId} onChange={setItemId} />
      <output data-testid="sent">{itemId}</output>
      <button type="button" onClick={() => setItemId(ROSES.id)}>
        From the page
      </button>
      <button type="button" onClick={() => setItemId('')}>
        Reset
      </button>
    </>
  );
}
const renderForm = (initial?: string) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Form initial={initial} />
    </QueryClientProvider>,
  );
const box = () => screen.getByLabelText('Item (product name or ID)');

describe('the item picker', () => {
  it("lists the site's products whose name has the typed words; picking one shows its name and sends its id", async () => {
    renderForm();
    await userEvent.type(box(), 'rose');
    const list = await screen.findByRole('list', { name: 'Matching products' });
    expect(list).toHaveTextContent('Garden Rose Bouquet');
    expect(list).not.toHaveTextContent('Tulip Bundle');
    expect(screen.getByTestId('sent')).toHaveTextContent(/^$/); // typed, not picked: nothing to send yet
    await userEvent.click(screen.getByRole('button', { name: 'Garden Rose Bouquet' }));
    expect(screen.getByTestId('sent')).toHaveTextContent(ROSES.id);
    expect(box()).toHaveValue('Garden Rose Bouquet');
    expect(await screen.findByTestId('item-chosen')).toHaveTextContent('Product: Garden Rose Bouquet');
    expect(screen.queryByRole('list', { name: 'Matching products' })).toBeNull();
    // Asked by name once the typing settled, never per keystroke.
    expect(messages(sent, 'reviewRequests.findProducts').map((p) => p.name)).toEqual(['rose']);
  });

  it('says so when no name has the words', async () => {
    renderForm();
    await userEvent.type(box(), 'orchid');
    expect(await screen.findByText("No product's name has these words.")).toBeInTheDocument();
    expect(screen.getByTestId('sent')).toHaveTextContent(/^$/);
  });

  it('takes a pasted product id as it is, and names the product (or says the site has none)', async () => {
    renderForm();
    await userEvent.click(box());
    await userEvent.paste(TULIPS.id);
    expect(screen.getByTestId('sent')).toHaveTextContent(TULIPS.id);
    expect(await screen.findByTestId('item-chosen')).toHaveTextContent('Product: Tulip Bundle');
    await userEvent.clear(box());
    await userEvent.paste('cccccccc-cccc-4ccc-8ccc-cccccccccccc');
    expect(screen.getByTestId('sent')).toHaveTextContent('cccccccc-cccc-4ccc-8ccc-cccccccccccc');
    expect(await screen.findByText('This site has no product with this ID.')).toHaveAttribute('role', 'status');
    expect(screen.queryByTestId('item-chosen')).toBeNull();
    expect(messages(sent, 'reviewRequests.findProducts')).toEqual([]);
  });

  it('shows a product set from outside by name, and empties when the form is reset', async () => {
    renderForm();
    await userEvent.type(box(), 'tul');
    await userEvent.click(screen.getByRole('button', { name: 'From the page' }));
    expect(box()).toHaveValue(ROSES.id);
    expect(await screen.findByTestId('item-chosen')).toHaveTextContent('Product: Garden Rose Bouquet');
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(box()).toHaveValue('');
    await waitFor(() => expect(screen.queryByTestId('item-chosen')).toBeNull());
  });
});
