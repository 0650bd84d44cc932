import { describe, expect, it } from 'vitest';
import { profileSlugOf } from '@/lib/messaging/wire/profile-path';

describe('profileSlugOf', () => {
  it("takes the member slug from a profile page's default path", () => {
    expect(profileSlugOf('https://shop.wixsite.com/bloom/profile/sam-nguyen/profile')).toBe('sam-nguyen');
    expect(profileSlugOf('http://127.0.0.1:4010/s/x/profile/ann.lee_2/profile/')).toBe('ann.lee_2');
  });

  it('gives null for any other address, and for a slug of another shape', () => {
    expect(profileSlugOf('https://shop.wixsite.com/bloom/')).toBeNull();
    expect(profileSlugOf('https://shop.wixsite.com/bloom/profile/sam/posts')).toBeNull();
    expect(profileSlugOf('https://shop.wixsite.com/profile/%E0%A4%A/profile')).toBeNull();
    expect(profileSlugOf('https://shop.wixsite.com/profile/Not%20A%20Slug/profile')).toBeNull();
    expect(profileSlugOf('not a url')).toBeNull();
  });
});
