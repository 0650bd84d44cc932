import { describe, expect, it } from 'vitest';
import { profileSlugOf } from '@/components/members/profile-page';

describe('profileSlugOf', () => {
  it('reads the slug of a Members Area profile page, under any site prefix', () => {
    expect(profileSlugOf('https://ann.wixsite.com/shop/profile/ann-lee/profile')).toBe('ann-lee');
    expect(profileSlugOf('http://127.0.0.1:4000/s/abc/profile/bob.k_2/profile?tab=1')).toBe('bob.k_2');
  });
  it('is null elsewhere and for what is not a slug', () => {
    expect(profileSlugOf('https://ann.wixsite.com/shop/product-page/x')).toBeNull();
    expect(profileSlugOf('https://ann.wixsite.com/profile/..%2Fx/profile')).toBeNull();
    expect(profileSlugOf('not a url')).toBeNull();
    expect(profileSlugOf(null)).toBeNull();
  });
});
