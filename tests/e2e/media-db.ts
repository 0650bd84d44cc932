import type { SandboxHandle } from '../../sandbox/server';

export interface StoredMedia {
  id: string;
  displayName: string;
  mediaType: string;
  hash: string;
  sizeInBytes: string;
  labels: string[];
  state: 'OK' | 'DELETED';
  operationStatus: string;
  url: string;
  parentFolderId: string;
}

/** The site's media files as the sandbox stores them. */
export function mediaFiles(sandbox: SandboxHandle, siteId: string): StoredMedia[] {
  const rows = sandbox.db.prepare('SELECT doc FROM media_files WHERE site_id = ?').all(siteId) as { doc: string }[];
  return rows.map((r) => JSON.parse(r.doc) as StoredMedia);
}

export const mediaFile = (sandbox: SandboxHandle, siteId: string, id: string): StoredMedia | undefined =>
  mediaFiles(sandbox, siteId).find((f) => f.id === id);

export async function setFaults(sandbox: SandboxHandle, siteId: string, knobs: Record<string, unknown>): Promise<void> {
  const res = await fetch(`${sandbox.url}/_sandbox/sites/${siteId}/faults`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(knobs),
  });
  if (!res.ok) throw new Error(`faults: HTTP ${res.status}`);
}
