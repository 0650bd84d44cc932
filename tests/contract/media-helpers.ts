// Shared by the media-* contract tests: a sandbox + SDK client (`files` from @wix/media) per test
// file, stored files and events read straight from the db, and a few byte fixtures.
import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { deflateSync } from 'node:zlib';
import { files } from '@wix/media';
import { ApiKeyStrategy, createClient } from '@wix/sdk';
import type { MediaFileDoc } from '../../sandbox/domains/media/media-file-doc.ts';
import { crc32 } from '../../sandbox/domains/media/zip.ts';
import { eventsSince as siteEventsSince, lastEventSeq as lastSeq } from './db-helpers.ts';
import { resetSite as resetSandboxSite, useSandbox, type Harness } from './harness.ts';
import { sandboxFetch } from './sdk-client.ts';

const mediaClient = (url: string, auth: { apiKey: string; siteId: string }) =>
  createClient({ modules: { files }, auth: ApiKeyStrategy(auth), fetch: sandboxFetch(url) });

export type MediaWorld = Harness<ReturnType<typeof mediaClient>>;

export const useMediaWorld = (): MediaWorld => useSandbox({ client: mediaClient });

export const resetSite = (w: MediaWorld) => resetSandboxSite(w.sandbox, w.site);

export function storedFiles(w: MediaWorld): MediaFileDoc[] {
  const rows = w.sandbox.db.prepare('SELECT doc FROM media_files WHERE site_id = ?').all(w.site.id) as {
    doc: string;
  }[];
  return rows.map((r) => JSON.parse(r.doc) as MediaFileDoc);
}

export function storedFile(w: MediaWorld, id: string): MediaFileDoc | undefined {
  const row = w.sandbox.db.prepare('SELECT doc FROM media_files WHERE site_id = ? AND id = ?').get(w.site.id, id) as
    { doc: string } | undefined;
  return row && (JSON.parse(row.doc) as MediaFileDoc);
}

export interface StoredEvent {
  entityFqdn: string;
  slug: string;
  entityId: string;
  envelope: {
    updatedEvent?: { currentEntity: MediaFileDoc };
    deletedEvent?: { deletedEntity?: MediaFileDoc };
    actionEvent?: { body: Record<string, unknown> };
  };
}

export const lastEventSeq = (w: MediaWorld): number => lastSeq(w.sandbox.db);

/** Events of the site recorded after `seq`, oldest first. */
export const eventsSince = (w: MediaWorld, seq: number): StoredEvent[] =>
  siteEventsSince(w.sandbox.db, w.site.id, seq).map((e) => ({
    entityFqdn: e.entityFqdn,
    slug: e.slug,
    entityId: e.entityId,
    envelope: e as StoredEvent['envelope'],
  }));

export const md5 = (b: Uint8Array) => createHash('md5').update(b).digest('hex');

/** A real PNG of the given size (grey pixels). */
export function png(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const rows = Buffer.concat(
    Array.from({ length: height }, () => Buffer.concat([Buffer.from([0]), Buffer.alloc(width, 0x80)])),
  );
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A loopback HTTP server serving fixed bodies by path (404 otherwise). */
export async function loopbackServer(
  routes: Record<string, { body: Buffer; type: string }>,
): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    const route = routes[(req.url ?? '').split('?')[0]!];
    if (!route) return res.writeHead(404).end('not here');
    res.writeHead(200, { 'content-type': route.type }).end(route.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}
