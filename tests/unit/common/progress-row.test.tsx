// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressRow } from '@/components/common/ProgressRow';
import { newItem } from '@/lib/upload/upload-queue';

const words = { done: 'Done', failed: 'Failed', waiting: 'Not uploaded yet' };

describe('the upload progress row', () => {
  it('names the file, says its state in words, and shows no bar before the bytes move', () => {
    const item = newItem(new File([new Uint8Array(1000)], 'photo.png', { type: 'image/png' }));
    render(<ProgressRow item={item} words={words} progressLabel="Upload of photo.png" statusTestId="status" />);
    expect(screen.getByText('photo.png')).toBeInTheDocument();
    expect(screen.getByTestId('status')).toHaveTextContent('Not uploaded yet');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('while uploading: the percent sent, and a bar named for the file; done in words, the bar full', () => {
    const item = newItem(new File([new Uint8Array(1000)], 'photo.png', { type: 'image/png' }));
    render(<ProgressRow item={item} words={words} progressLabel="Upload of photo.png" statusTestId="status" />);
    act(() => {
      item.state.value = 'uploading';
      item.sent.value = 250;
    });
    expect(screen.getByTestId('status')).toHaveTextContent('25 %');
    expect(screen.getByRole('progressbar', { name: 'Upload of photo.png' })).toHaveAttribute('value', '250');
    act(() => {
      item.state.value = 'done';
      item.sent.value = 1000;
    });
    expect(screen.getByTestId('status')).toHaveTextContent('Done');
    expect(screen.getByRole('progressbar', { name: 'Upload of photo.png' })).toHaveAttribute('value', '1000');
  });
});
