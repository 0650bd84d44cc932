import { Upload } from 'tus-js-client';
import { parseUploaded, UploadFailed, type Progress, type UploadedFile } from './put-upload';

/** Chunks small enough that a dropped connection costs little, large enough to keep loopback fast. */
export const CHUNK_BYTES = 4 * 1024 * 1024;
/** After a dropped connection the client asks the server for its offset and goes on from there. */
const RETRY_DELAYS_MS = [0, 500, 1000, 2000, 4000, 8000];

/**
 * A resumable (TUS 1.0) upload to the provider's endpoint with its upload token, then the finalizing
 * PUT `<uploadUrl>/<uploadToken>?filename=` that answers the new file.
 */
export function tusUpload(
  target: { uploadUrl: string; uploadToken: string },
  file: Blob,
  fileName: string,
  mimeType: string,
  onProgress: Progress,
  hooks: { onRetry?: () => void; signal?: AbortSignal } = {},
): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    const upload = new Upload(file, {
      endpoint: target.uploadUrl,
      chunkSize: CHUNK_BYTES,
      retryDelays: RETRY_DELAYS_MS,
      metadata: { filename: fileName, contentType: mimeType, token: target.uploadToken },
      // Each upload URL is used once: nothing to resume across panel sessions.
      storeFingerprintForResuming: false,
      onProgress: (sent, total) => onProgress(sent, total),
      onShouldRetry: () => {
        hooks.onRetry?.();
        return true;
      },
      onError: (e) => reject(new UploadFailed(e.message, null)),
      onSuccess: () => {
        finalize(target, fileName).then(resolve, reject);
      },
    });
    hooks.signal?.addEventListener('abort', () => {
      void upload.abort(true);
      reject(new UploadFailed('The upload was cancelled.', null));
    });
    upload.start();
  });
}

async function finalize(target: { uploadUrl: string; uploadToken: string }, fileName: string): Promise<UploadedFile> {
  const url = new URL(`${target.uploadUrl.replace(/\/$/, '')}/${encodeURIComponent(target.uploadToken)}`);
  url.searchParams.set('filename', fileName);
  const res = await fetch(url, { method: 'PUT' });
  if (!res.ok) throw new UploadFailed(`The upload host did not complete the file (HTTP ${res.status}).`, res.status);
  return parseUploaded(await res.text());
}
