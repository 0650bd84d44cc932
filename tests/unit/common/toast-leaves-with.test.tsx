// @vitest-environment happy-dom
// A toast and its Undo belong to the place they spoke for: a new site, tool or scope takes them away,
// a render of the same place keeps them.
import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useToastLeavesWith } from '@/components/common/useToastLeavesWith';
import { currentToast, dismissToast, showToast } from '@/lib/queries/feedback';

function Place({ place }: { place: string | null }) {
  useToastLeavesWith(place);
  return null;
}

describe('useToastLeavesWith', () => {
  afterEach(() => dismissToast());

  it('keeps the toast while the place stays, and dismisses it (with its Undo) when the place changes', () => {
    const view = render(<Place place="site-a" />);
    act(() => showToast('Bloom: Approved the review by Ann.', { label: 'Undo', run: () => undefined }));
    view.rerender(<Place place="site-a" />);
    expect(currentToast.value?.text).toBe('Bloom: Approved the review by Ann.');
    view.rerender(<Place place="site-b" />);
    expect(currentToast.value).toBeNull();
  });

  it('leaves a toast raised on the first render of a place alone', () => {
    showToast('Saved.');
    render(<Place place={null} />);
    expect(currentToast.value?.text).toBe('Saved.');
  });
});
