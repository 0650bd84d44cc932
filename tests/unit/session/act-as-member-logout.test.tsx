// @vitest-environment happy-dom
// "Log out" in Act as a member (components/session/ActAsMember.tsx): while the provider's logout page
// runs the button says so; when the page was not reached, the member is gone here and the panel
// says, in words, that the site was not told.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ActAsMember } from '@/components/session/ActAsMember';
import { fakeBackground } from '../fake-background';

const SITE = '0f0f0f0f-0f0f-4f0f-8f0f-0f0f0f0f0f0f';
let member: { memberId: string; nickname: string } | null;
let logoutAnswer: Promise<unknown>;

beforeEach(() => {
  member = { memberId: 'm1', nickname: 'Ann' };
  fakeBackground((type) => {
    if (type === 'reviewCollect.visitorClient') return { clientId: 'client-1' };
    if (type === 'members.me.state') return { member, redirectUri: 'https://x.chromiumapp.org/member-login' };
    if (type === 'members.me.get')
      return { id: 'm1', nickname: 'Ann', status: 'APPROVED', privacyStatus: 'PUBLIC', slug: 'ann' };
    if (type === 'members.me.logout') {
      member = null;
      return logoutAnswer;
    }
    throw new Error(`unexpected ${type}`);
  });
});

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ActAsMember siteId={SITE} onClose={() => undefined} />
    </QueryClientProvider>,
  );
}

describe('log out as a member', () => {
  it('says "Logging out…" while the logout page runs; when it was not reached, says the site was not told', async () => {
    let answer: (v: unknown) => void = () => undefined;
    logoutAnswer = new Promise((resolve) => (answer = resolve));
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('button', { name: 'Logging out…' })).toBeDisabled();
    answer({ loggedOut: true, providerTold: false, problem: 'The logout page could not be reached (offline).' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Logged out here only; the site was not told. The logout page could not be reached (offline). The member's session stays valid on the site until it expires.",
    );
    expect(screen.getByRole('button', { name: 'Log in as a member' })).toBeInTheDocument();
  });

  it('a logout the provider got leaves no warning', async () => {
    logoutAnswer = Promise.resolve({ loggedOut: true, providerTold: true });
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Log in as a member' })).toBeInTheDocument());
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
