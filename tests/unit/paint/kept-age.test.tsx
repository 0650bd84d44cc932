// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { CachedAge } from '@/components/common/CachedAge';
import { capturePaint } from '@/lib/paint/capture-paint';
import { drawPaint } from '@/lib/paint/draw-paint';
import { markKeptAge } from '@/lib/paint/kept-age';
import { formatAge } from '@/lib/i18n';

describe("the kept screen's age marker", () => {
  it('is hidden beside a list the panel read itself, and says its age, as the panel would, once the screen is drawn again', () => {
    const readAt = Date.now();
    const { container } = render(<CachedAge updatedAt={readAt} />);
    const marker = container.querySelector<HTMLElement>('[data-paint-age]')!;
    expect(marker).not.toBeVisible();
    expect(marker).toHaveTextContent('');

    const kept = capturePaint(container)!;
    const later = document.createElement('div');
    expect(drawPaint(later, kept)).toBe(true);
    markKeptAge(later, readAt + 3 * 60_000 + 5_000);
    const drawn = later.querySelector<HTMLElement>('[data-paint-age]')!;
    expect(drawn.hidden).toBe(false);
    expect(drawn).toHaveTextContent(`as of ${formatAge(readAt, readAt + 3 * 60_000 + 5_000)}`);
    expect(drawn).toHaveTextContent('as of 3 minutes ago');
    expect(drawn).not.toHaveAttribute('aria-hidden');
  });

  it('says "a moment ago" under a minute, and leaves a marker without its words alone', () => {
    const root = document.createElement('div');
    const marker = document.createElement('span');
    Object.assign(marker.dataset, {
      paintAge: '1000',
      paintAgeWords: 'Stand: {age}',
      paintAgeNow: 'Stand: soeben',
      paintAgeLocale: 'de',
    });
    marker.hidden = true;
    const bare = document.createElement('span');
    bare.dataset.paintAge = '1000';
    bare.hidden = true;
    root.append(marker, bare);
    markKeptAge(root, 1000 + 30_000);
    expect(marker.textContent).toBe('Stand: soeben');
    markKeptAge(root, 1000 + 2 * 3600_000);
    expect(marker.textContent).toBe('Stand: vor 2 Stunden');
    expect(bare.hidden).toBe(true);
  });
});
