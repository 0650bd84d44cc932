// @vitest-environment happy-dom
// A waiting card says which rule holds it, from the site's rules read once for every card of the site
// (never one read per card), with no click.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WhyWaiting } from '@/components/reviews/rules/WhyWaiting';
import type { ModerationRule } from '@/lib/messaging/moderation-rules';
import { fakeBackground, messages, wrap } from '../../fake-background';
import { aReview } from '../a-review';
import { aRule } from '../a-rule';

const SITE = '5c1a2b3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const RULES: ModerationRule[] = [
  aRule({ id: 'a', enabled: false }),
  aRule({
    id: 'b',
    trigger: { type: 'CONTENT_FEATURES', images: true, videos: false, links: false, attachments: false },
  }),
];

describe('why a review waits', () => {
  it('reads the rules once for every card, then says the rule that holds each; a published card says nothing', async () => {
    const sent = fakeBackground(() => ({ rules: RULES }));
    const photo = aReview({ id: 'p', status: 'IN_MODERATION', media: [{ kind: 'image', url: 'https://x/1.jpg' }] });
    const plain = aReview({ id: 'q', status: 'SUBMITTED' });
    wrap(
      <>
        <WhyWaiting siteId={SITE} review={photo} />
        <WhyWaiting siteId={SITE} review={plain} />
        <WhyWaiting siteId={SITE} review={aReview({ id: 'r', status: 'APPROVED' })} />
      </>,
    );
    expect(screen.getAllByTestId('why-waiting-reading')).toHaveLength(2);
    await waitFor(() => expect(screen.getAllByTestId('why-waiting')).toHaveLength(2));
    const [first, second] = screen.getAllByTestId('why-waiting');
    expect(first).toHaveTextContent('Held: has photos');
    expect(second).toHaveTextContent('No rule that is on now holds it');
    expect(messages(sent, 'moderationRules.list')).toHaveLength(1);
  });
});
