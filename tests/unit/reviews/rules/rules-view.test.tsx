// @vitest-environment happy-dom
// The Rules view: rules as sentences, a switch on each (on its revision), delete asked first, a rule
// made elsewhere read-only, a new rule written with its problems in words, its preview from the
// reviews read once, and the provider's refusal worded with its request id.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RulesView } from '@/components/reviews/rules/RulesView';
import type { ModerationRule } from '@/lib/messaging/moderation-rules';
import { MessageError } from '@/lib/messaging/protocol/provider-error';
import { fakeBackground, messages, wrap, type Sent } from '../../fake-background';
import { aReview } from '../a-review';
import { aRule } from '../a-rule';

const SITE = '5c1a2b3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const rule = (n: number, over: Partial<ModerationRule> = {}): ModerationRule =>
  aRule({ id: `${String(n).padStart(8, '0')}-1111-4222-8333-444444444444`, revision: '3', ...over });
const SEEDED = rule(1);
const SMART = rule(2, { trigger: { type: 'SMART' }, action: 'REJECT', madeElsewhere: true });
const REVIEWS = [
  aReview({ id: 'r1', authorName: 'Ann', title: 'Look', media: [{ kind: 'image', url: 'https://x/1.jpg' }] }),
  aReview({ id: 'r2', authorName: 'Bo', title: 'Plain' }),
  aReview({ id: 'r3', authorName: 'Cy', title: 'Pics', media: [{ kind: 'image', url: 'https://x/2.jpg' }] }),
];

function background(over: (type: string, payload: Record<string, unknown>) => unknown = () => undefined): Sent {
  return fakeBackground((type, payload) => {
    const given = over(type, payload);
    if (given !== undefined) return given;
    if (type === 'moderationRules.list') return { rules: [SEEDED, SMART] };
    if (type === 'moderationRules.recentReviews') return { reviews: REVIEWS };
    if (type === 'moderationRules.setEnabled') return { ...SEEDED, enabled: payload.enabled, revision: '4' };
    if (type === 'moderationRules.delete') return { deleted: true };
    if (type === 'moderationRules.create') return rule(9, { ...(payload.rule as object), revision: '1' });
    throw new Error(`unexpected ${type}`);
  });
}

const view = () => wrap(<RulesView siteId={SITE} onReconnect={() => {}} onConnectApp={() => {}} />);

beforeEach(() => {
  window.location.hash = '#tool=reviews&reviews.scope=rules';
});
afterEach(() => {
  window.location.hash = '';
});

describe('the rules view', () => {
  it('says each rule as a sentence; one made elsewhere has no Edit', async () => {
    background();
    view();
    await waitFor(() => expect(screen.getAllByTestId('rule-row')).toHaveLength(2));
    const [seeded, smart] = screen.getAllByTestId('rule-row');
    expect(seeded).toHaveTextContent('Hold every new review for my approval');
    expect(within(seeded!).getByRole('button', { name: /^Edit the rule/ })).toBeInTheDocument();
    expect(smart).toHaveTextContent("Reject reviews that Wix's smart check flags");
    expect(within(smart!).getByTestId('rule-made-elsewhere')).toBeInTheDocument();
    expect(within(smart!).queryByRole('button', { name: /^Edit the rule/ })).toBeNull();
  });

  it('turns a rule off on its revision, and deletes one only after asking', async () => {
    const sent = background();
    view();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'On: Hold every new review for my approval' }));
    await waitFor(() => expect(messages(sent, 'moderationRules.setEnabled')).toHaveLength(1));
    expect(messages(sent, 'moderationRules.setEnabled')[0]).toMatchObject({
      ruleId: SEEDED.id,
      revision: '3',
      enabled: false,
    });
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'On: Hold every new review for my approval' })).not.toBeChecked(),
    );
    const [, smart] = screen.getAllByTestId('rule-row');
    fireEvent.click(within(smart!).getByRole('button', { name: 'Delete' }));
    expect(messages(sent, 'moderationRules.delete')).toHaveLength(0);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete rule' }));
    await waitFor(() => expect(screen.getAllByTestId('rule-row')).toHaveLength(1));
    expect(messages(sent, 'moderationRules.delete')).toEqual([{ siteId: SITE, ruleId: SMART.id }]);
    expect(messages(sent, 'moderationRules.list')).toHaveLength(1);
  });

  it('writes a new rule: problems in words, a preview from one read, then one create', async () => {
    const sent = background();
    view();
    fireEvent.click(await screen.findByRole('button', { name: 'New rule' }));
    const editor = await screen.findByTestId('rule-editor');
    // Photos by default: the preview lists the reviews with photos.
    await waitFor(() =>
      expect(within(editor).getByTestId('rule-preview-summary')).toHaveTextContent(
        'Would have held 2 of the last 3 reviews.',
      ),
    );
    expect(within(editor).getByTestId('rule-preview-list')).toHaveTextContent('Ann: Look');
    // Said to be an estimate, and where it can differ from Wix's own check.
    expect(
      within(editor).getByText(/^An estimate made by Sitekeeper, not Wix's own check\. It can differ for words/),
    ).toBeInTheDocument();
    fireEvent.change(within(editor).getByLabelText('Which reviews'), { target: { value: 'PATTERNS' } });
    fireEvent.click(within(editor).getByRole('button', { name: 'Add rule' }));
    expect(await within(editor).findByText('Write at least one word or pattern.')).toBeInTheDocument();
    fireEvent.change(within(editor).getByLabelText('Patterns (optional)'), { target: { value: '(' } });
    fireEvent.change(within(editor).getByLabelText('Words'), { target: { value: 'plain' } });
    expect(await within(editor).findByText('“(” is not a valid pattern.')).toBeInTheDocument();
    fireEvent.change(within(editor).getByLabelText('Patterns (optional)'), { target: { value: '' } });
    fireEvent.change(within(editor).getByLabelText('What happens'), { target: { value: 'REJECT' } });
    await waitFor(() =>
      expect(within(editor).getByTestId('rule-preview-summary')).toHaveTextContent(
        'Would have rejected 1 of the last 3 reviews.',
      ),
    );
    expect(within(editor).getByTestId('rule-editor-sentence')).toHaveTextContent(
      'The rule: Reject reviews that contain: plain',
    );
    fireEvent.click(within(editor).getByRole('button', { name: 'Add rule' }));
    await waitFor(() => expect(screen.queryByTestId('rule-editor')).toBeNull());
    expect(messages(sent, 'moderationRules.create')[0]).toEqual({
      siteId: SITE,
      rule: {
        name: 'Reject reviews that contain: plain',
        enabled: true,
        action: 'REJECT',
        audience: { type: 'MEMBERS_AND_VISITORS' },
        trigger: { type: 'PATTERNS', words: ['plain'], expressions: [] },
      },
    });
    expect(screen.getAllByTestId('rule-row')).toHaveLength(3);
    expect(messages(sent, 'moderationRules.recentReviews')).toHaveLength(1);
    expect(messages(sent, 'moderationRules.list')).toHaveLength(1);
  });

  it("writes a rule on star ratings (at least one ticked); the smart check is said to be Wix's alone to preview", async () => {
    const sent = background((type) =>
      type === 'moderationRules.recentReviews'
        ? { reviews: [aReview({ id: 'r4', authorName: 'Di', title: 'Awful', rating: 1 }), ...REVIEWS] }
        : undefined,
    );
    view();
    fireEvent.click(await screen.findByRole('button', { name: 'New rule' }));
    const editor = await screen.findByTestId('rule-editor');
    fireEvent.change(within(editor).getByLabelText('Which reviews'), { target: { value: 'SMART' } });
    await waitFor(() =>
      expect(within(editor).getByTestId('rule-preview-summary')).toHaveTextContent(/Only Wix runs its smart check/),
    );
    fireEvent.change(within(editor).getByLabelText('Which reviews'), { target: { value: 'ATTRIBUTE' } });
    // 1 and 2 stars ticked to begin with: the 1-star review is listed.
    await waitFor(() =>
      expect(within(editor).getByTestId('rule-preview-summary')).toHaveTextContent(
        'Would have held 1 of the last 4 reviews.',
      ),
    );
    expect(within(editor).getByTestId('rule-preview-list')).toHaveTextContent('Di: Awful');
    fireEvent.click(within(editor).getByRole('checkbox', { name: '1 star' }));
    fireEvent.click(within(editor).getByRole('checkbox', { name: '2 stars' }));
    fireEvent.click(within(editor).getByRole('button', { name: 'Add rule' }));
    expect(await within(editor).findByText('Tick at least one star rating.')).toBeInTheDocument();
    fireEvent.click(within(editor).getByRole('checkbox', { name: '1 star' }));
    expect(within(editor).getByTestId('rule-editor-sentence')).toHaveTextContent(
      'The rule: Hold reviews rated 1 star for my approval',
    );
    fireEvent.click(within(editor).getByRole('button', { name: 'Add rule' }));
    await waitFor(() => expect(screen.queryByTestId('rule-editor')).toBeNull());
    expect(messages(sent, 'moderationRules.create')[0]?.rule).toMatchObject({
      trigger: { type: 'ATTRIBUTE', name: 'rating', values: ['1'] },
    });
  });

  it('words the 20-rule limit with the request id', async () => {
    background((type) => {
      if (type === 'moderationRules.create')
        throw new MessageError({
          status: 428,
          code: 'RULES_FULL',
          message: 'full',
          details: null,
          requestId: 'req-42',
          params: { max: 20 },
        });
      return undefined;
    });
    view();
    fireEvent.click(await screen.findByRole('button', { name: 'New rule' }));
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Add rule' }));
    });
    const alert = await screen.findByText(/already has 20 moderation rules/);
    expect(alert).toBeInTheDocument();
    expect(screen.getByTestId('error-request-id')).toHaveTextContent('req-42');
  });

  it('a rule changed elsewhere: the refusal in words with its request id, no Retry, the list read again', async () => {
    let lists = 0;
    const sent = background((type) => {
      if (type === 'moderationRules.list') return { rules: [lists++ === 0 ? SEEDED : { ...SEEDED, revision: '5' }] };
      if (type === 'moderationRules.setEnabled')
        throw new MessageError({
          status: 409,
          code: 'RULE_CHANGED',
          message: 'stale',
          details: null,
          requestId: 'req-9',
        });
      return undefined;
    });
    view();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'On: Hold every new review for my approval' }));
    expect(await screen.findByText(/This rule was changed elsewhere since you opened it/)).toBeInTheDocument();
    expect(screen.getByTestId('error-request-id')).toHaveTextContent('req-9');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    await waitFor(() => expect(messages(sent, 'moderationRules.list')).toHaveLength(2));
  });

  it('an edit refused as changed elsewhere is not saved again on the revision read since: Save waits for the editor to be opened again', async () => {
    let lists = 0;
    const sent = background((type) => {
      if (type === 'moderationRules.list') return { rules: [lists++ === 0 ? SEEDED : { ...SEEDED, revision: '5' }] };
      if (type === 'moderationRules.update')
        throw new MessageError({
          status: 409,
          code: 'RULE_CHANGED',
          message: 'stale',
          details: null,
          requestId: 'req-10',
        });
      return undefined;
    });
    view();
    fireEvent.click(await screen.findByRole('button', { name: /^Edit the rule: / }));
    fireEvent.click(await screen.findByRole('button', { name: 'Save rule' }));
    expect(await screen.findByText(/This rule was changed elsewhere since you opened it/)).toBeInTheDocument();
    await waitFor(() => expect(messages(sent, 'moderationRules.list')).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Save rule' })).toBeDisabled();
    expect(messages(sent, 'moderationRules.update').map((m) => m.revision)).toEqual(['3']);
  });
});
