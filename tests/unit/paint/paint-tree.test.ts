// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { capturePaint } from '@/lib/paint/capture-paint';
import { drawPaint, paintFits } from '@/lib/paint/draw-paint';
import { PAINT_LIMITS, type PaintNode } from '@/lib/paint/paint-tree';

/** A panel screen as React would have left it, in a fresh root. */
function screen(html: string): HTMLElement {
  const root = document.createElement('div');
  // The test's own fixed markup (no provider text): how the screen under capture looks.
  root.innerHTML = html;
  return root;
}
/** Captured, then drawn into another root as the next panel's first script does: that root's drawn copy. */
function roundTrip(html: string): HTMLElement {
  const tree = capturePaint(screen(html));
  const next = document.createElement('div');
  expect(drawPaint(next, JSON.parse(JSON.stringify(tree)))).toBe(true);
  return next.firstElementChild as HTMLElement;
}

describe("the panel's last screen, kept and drawn again", () => {
  it('draws the same elements, classes, labels and icons again, in an inert wrapper', () => {
    const drawn = roundTrip(
      `<main class="min-h-screen"><ul data-testid="review-list"><li data-testid="review-card" data-review-id="r1" aria-label="Review by Ann" class="rounded border">` +
        `<svg viewBox="0 0 20 20" aria-hidden="true"><path d="M10 1l3 6 6 1-4 4 1 6-6-3-6 3 1-6-4-4 6-1z" fill="currentColor"></path></svg>` +
        `<p class="text-sm">Lovely flowers</p><button type="button" disabled>Approve</button></li></ul></main>`,
    );
    expect(drawn.inert).toBe(true);
    expect(drawn.getAttribute('aria-busy')).toBe('true');
    const card = drawn.querySelector('[data-testid="review-card"]')!;
    expect(card.getAttribute('data-review-id')).toBe('r1');
    expect(card.getAttribute('aria-label')).toBe('Review by Ann');
    expect(card.className).toBe('rounded border');
    expect(card.querySelector('p')!.textContent).toBe('Lovely flowers');
    expect(card.querySelector('button')!.hasAttribute('disabled')).toBe(true);
    const svg = card.querySelector('svg')!;
    expect(svg.namespaceURI).toBe('http://www.w3.org/2000/svg');
    expect(svg.getAttribute('viewBox')).toBe('0 0 20 20');
    expect(svg.querySelector('path')!.getAttribute('d')).toMatch(/^M10 1l3/);
  });

  it("draws a review's words as text, even when they look like markup", () => {
    const root = screen('<p></p>');
    root.querySelector('p')!.textContent = '<img src=x onerror=alert(1)> <b>great</b>';
    const next = document.createElement('div');
    drawPaint(next, capturePaint(root));
    expect(next.querySelector('p')!.textContent).toBe('<img src=x onerror=alert(1)> <b>great</b>');
    expect(next.querySelector('img, b')).toBeNull();
  });

  it('keeps no typed value, handler, link or loading style, and nothing that runs or embeds', () => {
    const root = screen(
      `<input type="password" value="key-123" placeholder="API key"><a href="javascript:alert(1)" onclick="alert(1)">Open</a>` +
        `<div style="background:url(https://evil.example/x)">x</div><div style="width: 40%">y</div>` +
        `<img src="javascript:alert(1)" alt="a"><img src="https://static.example/a.jpg" alt="b">` +
        `<iframe src="https://evil.example"></iframe><object data="x"></object>`,
    );
    (root.querySelector('input') as HTMLInputElement).value = 'typed-secret';
    const json = JSON.stringify(capturePaint(root));
    expect(json).not.toMatch(/key-123|typed-secret|javascript|evil|onclick|iframe|object/);
    const next = document.createElement('div');
    drawPaint(next, JSON.parse(json));
    expect(next.querySelector('input')!.getAttribute('placeholder')).toBe('API key');
    expect(next.querySelector('a')!.hasAttribute('href')).toBe(false);
    expect(next.querySelectorAll('[style]')).toHaveLength(1);
    expect([...next.querySelectorAll('img')].map((i) => i.getAttribute('src'))).toEqual([
      null,
      'https://static.example/a.jpg',
    ]);
  });

  it('leaves out what shows only for a moment: dialogs, open menus and lists, toasts', () => {
    const tree = capturePaint(
      screen(
        `<p>List</p><div role="dialog">Approve 3 reviews?</div><ul role="menu"><li>Disconnect</li></ul>` +
          `<ul role="listbox"><li>Bloom</li></ul><div role="status" data-paint-skip>Approved. Undo</div>`,
      ),
    );
    expect(JSON.stringify(tree)).toBe(JSON.stringify([['p', {}, 'List']]));
  });

  it('keeps what is out of sight without its content: a hidden menu, a closed disclosure (its summary stays)', () => {
    const tree = capturePaint(
      screen(
        `<div hidden><p>Disconnect</p></div><details><summary>Technical details</summary><dl><dt>Review ID</dt></dl></details>` +
          `<details open><summary>Open</summary><p>Shown</p></details>`,
      ),
    );
    expect(tree).toEqual([
      ['div', { hidden: '' }],
      ['details', {}, ['summary', {}, 'Technical details'], ['dl', {}]],
      ['details', { open: '' }, ['summary', {}, 'Open'], ['p', {}, 'Shown']],
    ]);
  });

  it('refuses a forged tree: no script, no handler, no unknown shape', () => {
    const forged: unknown[] = [
      ['script', {}, 'alert(1)'],
      ['svg:script', {}, 'alert(1)'],
      ['div', { onclick: 'alert(1)', 'data-testid': 'ok', 'x y': 'z' }, 'kept'],
      ['img', { src: 'javascript:alert(1)' }],
      ['Div<', {}, 'bad tag'],
      { tag: 'div' },
      42,
    ];
    const next = document.createElement('div');
    expect(drawPaint(next, forged)).toBe(true);
    const wrapper = next.firstElementChild!;
    expect(wrapper.querySelector('script')).toBeNull();
    expect(wrapper.children).toHaveLength(2);
    expect(wrapper.children[0]!.outerHTML).toBe('<div data-testid="ok">kept</div>');
    expect(wrapper.children[1]!.outerHTML).toBe('<img>');
    expect(drawPaint(document.createElement('div'), 'not a tree')).toBe(false);
    expect(drawPaint(document.createElement('div'), [])).toBe(false);
  });

  it('keeps no screen larger than its bound', () => {
    const root = screen(`<ul>${'<li>row</li>'.repeat(PAINT_LIMITS.nodes)}</ul>`);
    expect(capturePaint(root)).toBeNull();
    const deep: PaintNode = Array.from({ length: PAINT_LIMITS.depth + 5 }).reduce<PaintNode>(
      (child) => ['div', {}, child],
      'deep',
    );
    const next = document.createElement('div');
    drawPaint(next, [deep]);
    expect(next.textContent).toBe('');
  });

  it('is drawn only for the same tab at the same address, kept after the last connection change', () => {
    const paint = { savedAt: 2000, tab: { id: 7, url: 'https://bloom.example/' }, tree: [['p', {}, 'x']] };
    expect(paintFits(paint, { id: 7, url: 'https://bloom.example/' }, 1000)).toBe(true);
    expect(paintFits(paint, { id: 8, url: 'https://bloom.example/' }, 1000)).toBe(false);
    expect(paintFits(paint, { id: 7, url: 'https://bloom.example/shop' }, 1000)).toBe(false);
    expect(paintFits(paint, { id: 7, url: 'https://bloom.example/' }, 3000)).toBe(false);
    expect(paintFits(paint, null, 0)).toBe(false);
    expect(paintFits({ savedAt: 2000, tab: paint.tab }, paint.tab, 0)).toBe(false);
    expect(paintFits(null, paint.tab, 0)).toBe(false);
  });
});
