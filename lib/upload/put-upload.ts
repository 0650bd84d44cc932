export type Progress = (sentBytes: number, totalBytes: number) => void;

/** What an upload host answers once the file is stored: the new file's REST descriptor. */
export interface UploadedFile {
  id: string;
}

export class UploadFailed extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
  }
}

export function parseUploaded(body: string): UploadedFile {
  const parsed: unknown = JSON.parse(body);
  const file =
    typeof parsed === 'object' && parsed !== null && 'file' in parsed ? (parsed as { file: unknown }).file : null;
  const id = typeof file === 'object' && file !== null && 'id' in file ? (file as { id: unknown }).id : null;
  if (typeof id !== 'string' || !id) throw new UploadFailed('The upload host answered without the new file.', null);
  return { id };
}

/** One PUT of the whole file to a signed upload URL (no credential), with progress. */
export function putUpload(
  uploadUrl: string,
  file: Blob,
  fileName: string,
  mimeType: string,
  onProgress: Progress,
  signal?: AbortSignal,
): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const url = new URL(uploadUrl);
    url.searchParams.set('filename', fileName);
    xhr.open('PUT', url.href);
    xhr.setRequestHeader('Content-Type', mimeType);
    xhr.upload.onprogress = (e) => onProgress(e.loaded, e.lengthComputable ? e.total : file.size);
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300)
        return reject(new UploadFailed(`The upload host refused the file (HTTP ${xhr.status}).`, xhr.status));
      try {
        resolve(parseUploaded(xhr.responseText));
      } catch (e) {
        reject(e instanceof Error ? e : new UploadFailed(String(e), xhr.status));
      }
    };
    xhr.onerror = () => reject(new UploadFailed('The connection to the upload host was lost.', null));
    xhr.onabort = () => reject(new UploadFailed('The upload was cancelled.', null));
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(file);
  });
}
