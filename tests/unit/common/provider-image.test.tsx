// @vitest-environment happy-dom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProviderImage } from '@/components/common/ProviderImage';
import { isProviderImageUrl } from '@/components/common/provider-image-url';

// A member's photo or cover, a contact's picture: an address someone else chose, which must not learn when the admin looks.

describe('pictures from addresses someone else chose', () => {
  it("are loaded at once only from the provider's media hosts (or the sandbox's stand-in)", () => {
    expect(isProviderImageUrl('https://static.wixstatic.com/media/abc.jpg')).toBe(true);
    expect(isProviderImageUrl('https://images-wixmp-1.wixstatic.com/x.png')).toBe(true);
    expect(isProviderImageUrl('http://127.0.0.1:4321/_media/wixstatic/media/abc.jpg')).toBe(true);
    expect(isProviderImageUrl('http://static.wixstatic.com/media/abc.jpg')).toBe(false); // not https
    expect(isProviderImageUrl('https://wixstatic.com.evil.example/pixel.gif')).toBe(false);
    expect(isProviderImageUrl('https://evil.example/static.wixstatic.com/pixel.gif')).toBe(false);
    expect(isProviderImageUrl('http://127.0.0.1:9999/admin')).toBe(false);
    expect(isProviderImageUrl('javascript:alert(1)')).toBe(false);
  });

  it('from another host: a placeholder naming it, and the picture only once the admin asks', () => {
    const { container } = render(
      <ProviderImage src="https://tracker.example/p.gif" alt="Profile photo" className="h-10 w-10" kind="photo" />,
    );
    expect(container.querySelector('img')).toBeNull();
    const ask = screen.getByRole('button', { name: 'Load Profile photo from tracker.example' });
    fireEvent.click(ask);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('https://tracker.example/p.gif');
    expect(container.querySelector('img')?.getAttribute('referrerpolicy')).toBe('no-referrer');
  });

  it('from the media host: the picture at once', () => {
    const { container } = render(
      <ProviderImage
        src="https://static.wixstatic.com/media/a.jpg"
        alt="Profile photo"
        className="h-10 w-10"
        kind="photo"
      />,
    );
    expect(container.querySelector('img')?.getAttribute('src')).toBe('https://static.wixstatic.com/media/a.jpg');
  });

  it('that fails to load: the person’s initials in its place, same size and shape, named as the picture was', () => {
    const { container, rerender } = render(
      <ProviderImage
        src="https://static.wixstatic.com/media/gone.jpg"
        alt="Profile photo"
        className="h-10 w-10 rounded-full"
        kind={{ person: 'Dana  van der Fox' }}
      />,
    );
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    const standIn = screen.getByRole('img', { name: 'Profile photo' });
    expect(standIn).toHaveTextContent('DF');
    expect(standIn.className).toContain('h-10 w-10 rounded-full');
    // Another address is tried again.
    rerender(
      <ProviderImage
        src="https://static.wixstatic.com/media/new.jpg"
        alt="Profile photo"
        className="h-10 w-10 rounded-full"
        kind={{ person: 'Dana Fox' }}
      />,
    );
    expect(container.querySelector('img')?.getAttribute('src')).toBe('https://static.wixstatic.com/media/new.jpg');
  });

  it('a photo that fails to load: a neutral icon, no initials, no alt text cut off', () => {
    const { container } = render(
      <ProviderImage src="https://static.wixstatic.com/media/x.jpg" alt="Photo 1" className="h-12 w-12" kind="photo" />,
    );
    fireEvent.error(container.querySelector('img')!);
    const standIn = screen.getByRole('img', { name: 'Photo 1' });
    expect(standIn.textContent).toBe('');
    expect(standIn.querySelector('svg')).not.toBeNull();
  });
});
