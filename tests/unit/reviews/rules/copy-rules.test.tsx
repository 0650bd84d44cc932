// @vitest-environment happy-dom
// Copying a site's rules to other connected sites: the sites picked in a list grouped by account, what
// would change on each shown first (a site without room named and left out), one confirm for the
// sites that fit, each site's outcome in words and a refusal shown for its site.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CopyRules } from '@/components/reviews/rules/CopyRules';
import type { ModerationRule } from '@/lib/messaging/moderation-rules';
import { fakeBackground, messages, refusal, wrap } from '../../fake-background';
import { aRule } from '../a-rule';

const SITE = '5c1a2b3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const OTHER = '6c1a2b3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const THIRD = '7c1a2b3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const FULL = '8c1a2b3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const RULES: ModerationRule[] = [
  aRule({ id: 'a', name: 'x' }),
  aRule({ id: 'b', name: 'x', trigger: { type: 'SMART' }, madeElsewhere: true }),
];
const site = (id: string, name: string, accountId: string) => ({ id, name, accountId, urls: [] });
const connection = (accountId: string, name: string) => ({ accountId, name, sandboxHost: '127.0.0.1:4010' });

describe('copying rules to other sites', () => {
  it('picks sites by account, previews each, copies to those that fit after one confirm, and says each outcome', async () => {
    const sent = fakeBackground((type, payload) => {
      if (type === 'sites.list')
        return {
          sites: [
            site(SITE, 'Bloom', 'acc-1'),
            site(OTHER, 'Oak & Ash', 'acc-1'),
            site(THIRD, 'Tide Shop', 'acc-2'),
            site(FULL, 'Full House', 'acc-2'),
          ],
        };
      if (type === 'session.get')
        return { connections: [connection('acc-1', 'Studio'), connection('acc-2', 'Agency')] };
      if (type === 'moderationRules.copyPlan')
        return payload.siteId === FULL
          ? { added: 1, replaced: 0, same: 0, count: 20, fits: false }
          : { added: 1, replaced: 0, same: 0, count: 1, fits: true };
      if (payload.siteId === THIRD) throw refusal('The provider is down', 'INTERNAL', 503);
      return { added: 1, replaced: 0, same: 0 };
    });
    wrap(<CopyRules siteId={SITE} rules={RULES} />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy rules to other sites' }));
    const list = await screen.findByTestId('copy-sites');
    await waitFor(() => expect(within(list).getByText('Agency')).toBeInTheDocument());
    expect(within(list).getByText('Studio')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Bloom' })).toBeNull();
    for (const name of ['Oak & Ash', 'Tide Shop', 'Full House'])
      fireEvent.click(screen.getByRole('checkbox', { name }));
    expect(screen.getByText('3 sites chosen')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Show what would change' }));
    const plans = await screen.findByTestId('copy-plans');
    expect(plans).toHaveTextContent('Oak & Ash: 1 to add, 0 to replace, 0 already there');
    expect(plans).toHaveTextContent('Full House: left out, it has 20 rules and 1 more would pass the 20 Wix allows');
    expect(messages(sent, 'moderationRules.copyPlan')).toHaveLength(3);
    expect(messages(sent, 'moderationRules.copy')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Copy to 2 sites' }));
    expect(screen.getByText("Copy this site's rules to 2 sites?")).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(screen.getByText('The provider is down')).toBeInTheDocument());
    expect(screen.getByTestId('copy-outcomes')).toHaveTextContent('Oak & Ash: 1 added, 0 replaced, 0 already there');
    const copied = messages(sent, 'moderationRules.copy');
    expect(copied.map((m) => m.siteId).sort()).toEqual([OTHER, THIRD].sort());
    expect((copied[0]!.rules as unknown[]).length).toBe(1);

    // Closed and opened again, it starts afresh: no old preview or outcome, no site picked.
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.click(screen.getByRole('button', { name: 'Copy rules to other sites' }));
    expect(screen.queryByTestId('copy-plans')).toBeNull();
    expect(screen.queryByTestId('copy-outcomes')).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Oak & Ash' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Show what would change' })).toBeDisabled();
  });
});
