// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { findPageMember } from '@/lib/live/member-link';

const doc = (html: string) => {
  const d = document.implementation.createHTMLDocument('x');
  d.body.innerHTML = html;
  return d;
};

describe('findPageMember', () => {
  it('reads the slug from a Members Area profile URL, next to the name', () => {
    const found = findPageMember(
      doc('<h1 data-hook="profile-name">Ann</h1>'),
      'https://ann.wixsite.com/shop/profile/ann-lee/profile',
    );
    expect(found?.slug).toBe('ann-lee');
    expect(found?.anchor.textContent).toBe('Ann');
  });

  it("reads the member from the page's data where the site uses another path", () => {
    const id = '11111111-2222-4333-8444-555555555555';
    expect(
      findPageMember(doc(`<div data-member-id="${id}">Bob</div>`), 'https://x.wixsite.com/people/bob')?.memberId,
    ).toBe(id);
    expect(
      findPageMember(doc('<div data-member-slug="bob-k">Bob</div>'), 'https://x.wixsite.com/people/bob')?.slug,
    ).toBe('bob-k');
  });

  it('finds nothing on other pages or with data that is not a slug or id', () => {
    expect(findPageMember(doc('<h1>Shop</h1>'), 'https://x.wixsite.com/product-page/a')).toBeNull();
    expect(findPageMember(doc('<div data-member-slug="../../x">x</div>'), 'https://x.wixsite.com/p')).toBeNull();
    expect(findPageMember(doc('<div data-member-id="nope">x</div>'), 'https://x.wixsite.com/p')).toBeNull();
  });
});
