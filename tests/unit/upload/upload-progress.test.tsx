// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { newItem, runUpload, type UploadDeps } from '@/lib/upload/upload-queue';
import { UploadList } from '@/components/media/UploadList';
import { checkUpload } from '@/lib/messaging/media-limits';

const file = (name: string, type: string, size: number) => new File([new Uint8Array(size)], name, { type });

describe('checkUpload', () => {
  it('routes files over 10 MB to TUS, refuses unknown types and files over the limit', () => {
    expect(checkUpload('a.png', 'image/png', 100)).toMatchObject({ ok: true, mediaType: 'IMAGE', resumable: false });
    expect(checkUpload('clip.mp4', '', 11 * 1024 * 1024)).toMatchObject({
      ok: true,
      mimeType: 'video/mp4',
      resumable: true,
    });
    expect(checkUpload('x.exe', 'application/x-msdownload', 10)).toMatchObject({ ok: false, reason: 'unsupported' });
    expect(checkUpload('huge.jpg', 'image/jpeg', 26 * 1024 * 1024)).toMatchObject({ ok: false, reason: 'tooLarge' });
    expect(checkUpload('none.txt', 'text/plain', 0)).toMatchObject({ ok: false, reason: 'empty' });
  });
});

describe('upload progress', () => {
  it('shows the progress bar while sending, and Done only once the provider has the file ready', async () => {
    const f = file('dot.png', 'image/png', 1000);
    const item = newItem(f);
    let progress: (sent: number, total: number) => void = () => undefined;
    let finish: (v: { id: string }) => void = () => undefined;
    const confirm = vi.fn().mockResolvedValue({ operationStatus: 'READY' });
    const deps: UploadDeps = {
      target: vi.fn().mockResolvedValue({ protocol: 'PUT', uploadUrl: 'http://127.0.0.1:9/_media/upload/t' }),
      confirm,
      put: (_url, _blob, _name, _mime, onProgress) => {
        progress = onProgress;
        return new Promise((resolve) => (finish = resolve));
      },
    };
    render(<UploadList items={[item]} />);
    const running = runUpload(item, f, deps);
    await act(async () => undefined);
    act(() => progress(400, 1000));
    expect(screen.getByTestId('upload-status')).toHaveTextContent('40 %');
    expect(screen.getByRole('progressbar', { name: 'Upload of dot.png' })).toHaveAttribute('value', '400');
    await act(async () => {
      finish({ id: 'new_1~mv2.png' });
      await running;
    });
    expect(confirm).toHaveBeenCalledWith('new_1~mv2.png');
    expect(screen.getByTestId('upload-item')).toHaveAttribute('data-state', 'done');
  });

  it('a failed send or a FAILED file is never shown as done', async () => {
    const f = file('a.png', 'image/png', 10);
    const lost = newItem(f);
    await runUpload(lost, f, {
      target: async () => ({ protocol: 'PUT', uploadUrl: 'http://x/u' }),
      confirm: vi.fn(),
      put: () => Promise.reject(new Error('The connection to the upload host was lost.')),
    });
    const broken = newItem(f);
    await runUpload(broken, f, {
      target: async () => ({ protocol: 'PUT', uploadUrl: 'http://x/u' }),
      confirm: async () => ({ operationStatus: 'FAILED' }),
      put: async () => ({ id: 'f' }),
    });
    render(<UploadList items={[lost, broken]} />);
    const rows = screen.getAllByTestId('upload-item');
    expect(rows.map((r) => r.getAttribute('data-state'))).toEqual(['failed', 'failed']);
    expect(rows[0]).toHaveTextContent('The connection to the upload host was lost.');
    expect(rows[1]).toHaveTextContent('a.png: the provider could not process the file.');
  });

  it('refuses an unsupported or too large file before any call', async () => {
    const exe = file('tool.exe', 'application/x-msdownload', 10);
    const item = newItem(exe);
    const target = vi.fn();
    await runUpload(item, exe, { target, confirm: vi.fn() });
    expect(target).not.toHaveBeenCalled();
    render(<UploadList items={[item]} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'tool.exe: the Media Manager does not take files of type application/x-msdownload.',
    );
  });

  it('counts TUS retries and says the upload resumed', async () => {
    const f = file('big.mp4', 'video/mp4', 20);
    const item = newItem(f);
    await runUpload(item, f, {
      target: async () => ({ protocol: 'TUS', uploadUrl: 'http://x/tus', uploadToken: 'tok' }),
      confirm: async () => ({ operationStatus: 'READY' }),
      tus: async (_t, _b, _n, _m, onProgress, hooks) => {
        onProgress(5, 20);
        hooks?.onRetry?.();
        onProgress(20, 20);
        return { id: 'v1' };
      },
    });
    render(<UploadList items={[item]} />);
    expect(screen.getByTestId('upload-item')).toHaveAttribute('data-state', 'done');
    expect(screen.getByTestId('upload-item')).toHaveTextContent('Resumed after a dropped connection.');
  });
});
