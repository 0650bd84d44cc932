// @vitest-environment happy-dom
// Copying a site's rules to other connected sites: asked first, one message per chosen site with the
// rules the panel can show whole, each site's outcome in words, a refusal shown for its site.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CopyRules } from '@/components/reviews/rules/CopyRules';
import type { ModerationRule } from '@/lib/messaging/moderation-rules';
import { fakeBackground, messages, refusal, wrap } from '../../fake-background';

const SITE = '5c1a2b3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const OTHER = '6c1a2b3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const THIRD = '7c1a2b3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const base = {
  revision: '1',
  name: 'x',
  enabled: true,
  action: 'NEEDS_MANUAL_APPROVAL',
  audience: { type: 'MEMBERS_AND_VISITORS' },
  createdDate: null,
  updatedDate: null,
} as const;
const RULES: ModerationRule[] = [
  { ...base, id: 'a', trigger: { type: 'ALWAYS' }, madeElsewhere: false },
  { ...base, id: 'b', trigger: { type: 'SMART' }, madeElsewhere: true },
];
const site = (id: string, name: string) => ({ id, name, accountId: 'acc', urls: [] });

describe('copying rules to other sites', () => {
  it('asks first, sends the editable rules to each chosen site, and says each outcome', async () => {
    const sent = fakeBackground((type, payload) => {
      if (type === 'sites.list')
        return { sites: [site(SITE, 'Bloom'), site(OTHER, 'Oak & Ash'), site(THIRD, 'Tide Shop')] };
      if (payload.siteId === THIRD) throw refusal('The provider is down', 'INTERNAL', 503);
      return { created: 1, already: 0, noRoom: 0 };
    });
    wrap(<CopyRules siteId={SITE} rules={RULES} />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy rules to other sites' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Oak & Ash' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Tide Shop' }));
    expect(screen.queryByRole('checkbox', { name: 'Bloom' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Copy rules' }));
    expect(messages(sent, 'moderationRules.copy')).toHaveLength(0);
    expect(screen.getByText("Copy this site's rules to 2 sites?")).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(screen.getByText('The provider is down')).toBeInTheDocument());
    expect(screen.getByTestId('copy-outcomes')).toHaveTextContent(
      'Oak & Ash: 1 added, 0 already there, 0 not added (the site has 20 rules)',
    );
    expect(messages(sent, 'moderationRules.copy').map((m) => m.siteId)).toEqual([OTHER, THIRD]);
    expect((messages(sent, 'moderationRules.copy')[0]!.rules as unknown[]).length).toBe(1);
  });
});
