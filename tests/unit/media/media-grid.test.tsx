// @vitest-environment happy-dom
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MediaGrid } from '@/components/media/MediaGrid';
import { createSelection } from '@/components/common/selection';
import { mediaFile } from './fixtures';

/** happy-dom has no IntersectionObserver: a stand-in the test can trigger. */
class FakeObserver {
  static last: FakeObserver | null = null;
  constructor(readonly callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
    FakeObserver.last = this;
  }
  observe() {}
  disconnect() {}
  enter() {
    this.callback([{ isIntersecting: true }]);
  }
}

describe('MediaGrid', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows name, type, size and dimensions or duration of each file, and an icon where there is no picture', () => {
    const files = [
      mediaFile(),
      mediaFile({
        id: 'a_1.mp3',
        displayName: 'song.mp3',
        mediaType: 'AUDIO',
        sizeInBytes: 3 * 1024 * 1024,
        width: null,
        height: null,
        durationSeconds: 75,
      }),
      mediaFile({
        id: 'a_2.pdf',
        displayName: 'menu.pdf',
        mediaType: 'DOCUMENT',
        sizeInBytes: 200,
        width: null,
        height: null,
      }),
    ];
    const { container } = render(
      <MediaGrid
        files={files}
        selection={createSelection()}
        hasMore={false}
        loadingMore={false}
        onMore={() => undefined}
        onOpen={() => undefined}
      />,
    );
    const facts = screen.getAllByTestId('media-facts').map((e) => e.textContent);
    expect(facts).toEqual(['Image · 1.5 KB · 800 × 450', 'Audio · 3 MB · 1:15', 'Document · 200 B']);
    expect(screen.getAllByTestId('media-name').map((e) => e.textContent)).toEqual(['cat.jpg', 'song.mp3', 'menu.pdf']);
    // The image shows its picture; the others their type's icon.
    expect([...container.querySelectorAll('img')].map((i) => i.getAttribute('src'))).toEqual([
      'https://static.example/cat.jpg',
    ]);
  });

  it('shows every file of many pages in order, and a page appended leaves the thumbnails already shown in place', () => {
    const page = (n: number) =>
      Array.from({ length: 30 }, (_, i) => mediaFile({ id: `p${n}_${i}.jpg`, displayName: `file-${n * 30 + i}.jpg` }));
    const props = {
      selection: createSelection(),
      hasMore: true,
      loadingMore: false,
      onMore: () => undefined,
      onOpen: () => undefined,
    };
    const { rerender } = render(<MediaGrid files={[...page(0), ...page(1), ...page(2)]} {...props} />);
    const first = screen.getAllByTestId('media-thumb')[0];
    rerender(<MediaGrid files={[...page(0), ...page(1), ...page(2), ...page(3)]} {...props} />);
    expect(screen.getAllByTestId('media-name').map((e) => e.textContent)).toEqual(
      Array.from({ length: 120 }, (_, i) => `file-${i}.jpg`),
    );
    expect(screen.getAllByTestId('media-thumb')[0]).toBe(first);
    expect(within(screen.getByRole('list', { name: 'Files' })).getAllByRole('listitem')).toHaveLength(120);
  });

  it('asks for the next page when its end scrolls into view (infinite scroll)', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const onMore = vi.fn();
    render(
      <MediaGrid
        files={[mediaFile()]}
        selection={createSelection()}
        hasMore
        loadingMore={false}
        onMore={onMore}
        onOpen={() => undefined}
      />,
    );
    act(() => FakeObserver.last!.enter());
    expect(onMore).toHaveBeenCalledTimes(1);
  });

  it('ticks files into the selection and opens a file', () => {
    const selection = createSelection();
    const onOpen = vi.fn();
    render(
      <MediaGrid
        files={[mediaFile()]}
        selection={selection}
        hasMore={false}
        loadingMore={false}
        onMore={() => undefined}
        onOpen={onOpen}
      />,
    );
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select cat.jpg' }));
    expect([...selection.selectedIds.value]).toEqual(['abc123_0f0f~mv2.jpg']);
    expect(screen.getByRole('checkbox', { name: 'Select cat.jpg' })).toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Open cat.jpg' }));
    expect(onOpen).toHaveBeenCalledWith('abc123_0f0f~mv2.jpg');
  });

  it('puts the file URL on a drag out of the panel', () => {
    render(
      <MediaGrid
        files={[mediaFile()]}
        selection={createSelection()}
        hasMore={false}
        loadingMore={false}
        onMore={() => undefined}
        onOpen={() => undefined}
      />,
    );
    const data = new Map<string, string>();
    const dataTransfer = { setData: (k: string, v: string) => data.set(k, v), effectAllowed: '' };
    fireEvent.dragStart(within(screen.getByTestId('media-grid')).getByTestId('media-thumb'), { dataTransfer });
    expect(data.get('text/uri-list')).toBe('https://static.example/cat.jpg');
    expect(data.get('text/plain')).toBe('https://static.example/cat.jpg');
  });
});
