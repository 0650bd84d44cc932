// @vitest-environment happy-dom
// A waiting card says which rule holds it, from the site's rules read once for every card of the site
// (never one read per card), with no click.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WhyWaiting } from '@/components/reviews/rules/WhyWaiting';
import type { ModerationRule } from '@/lib/messaging/moderation-rules';
import { fakeBackground, messages, refusal, wrap } from '../../fake-background';
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

/** Every card in view at once, as on a short list: the rules are read as a card comes into view. */
class AllInView {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    this.callback(
      [{ isIntersecting: true, target } as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
  disconnect() {}
}

describe('why a review waits', () => {
  beforeEach(() => vi.stubGlobal('IntersectionObserver', AllInView));
  afterEach(() => vi.unstubAllGlobals());

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

  it('a read that failed leaves each card a quiet "Why is it waiting?"; asked, it reads again and says why it cannot', async () => {
    const sent = fakeBackground(() => {
      throw refusal('Reading moderation rules needs your own Wix app', 'PERMISSION_DENIED', 403);
    });
    wrap(
      <>
        <WhyWaiting siteId={SITE} review={aReview({ id: 'p', status: 'IN_MODERATION' })} />
        <WhyWaiting siteId={SITE} review={aReview({ id: 'q', status: 'IN_MODERATION' })} />
      </>,
    );
    await waitFor(() => expect(screen.getAllByTestId('why-waiting-ask')).toHaveLength(2));
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getAllByTestId('why-waiting-ask')[0]!);
    expect(await screen.findByRole('alert')).toHaveTextContent('Reading moderation rules needs your own Wix app');
    expect(screen.getAllByTestId('why-waiting-ask')).toHaveLength(1);
    await waitFor(() => expect(messages(sent, 'moderationRules.list')).toHaveLength(2));
  });
});
