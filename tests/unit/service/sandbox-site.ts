// The real sandbox in-process for background logic: its demo sites connected as the admin's account
// (the background's own clients, built from storage), and its request log, to count the provider
// calls an action made.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startSandbox, type SandboxHandle } from '../../../sandbox/server';
import { demoSites, type DemoSite } from '../../contract/sdk-client';
import { forgetClients } from '@/lib/service/connection/site-clients';
import { forgetNames } from '@/lib/service/reviews/review-names';
import { accountSitesItem, connectionsItem } from '@/lib/storage';

export interface SandboxSites {
  sandbox: SandboxHandle;
  sites: DemoSite[];
  /** The connected account's sites (the first account's). */
  mine(): DemoSite[];
  /** Provider calls the sandbox logged since `mark` (of one site, or of all). */
  callsSince(mark: number, siteId?: string): Promise<number>;
  /** The paths of those calls, oldest first. */
  pathsSince(mark: number, siteId?: string): Promise<string[]>;
  /** The request log's position now. */
  mark(): Promise<number>;
  /** Adds `n` reviews waiting to a site, newer than every other (copies of one of its own). */
  addWaiting(siteId: string, n: number): void;
}

/** One sandbox for the file; before each test, its first account connected, nothing cached in memory. */
export function useSandboxSites(): SandboxSites {
  const h = { sites: [] as DemoSite[] } as SandboxSites;
  const log = async (query: string) =>
    (await (await fetch(`${h.sandbox.url}/_sandbox/requests?${query}`)).json()) as {
      requests: Array<{ path: string }>;
      lastSeq: number;
    };
  const since = (mark: number, siteId?: string) =>
    log(`since=${mark}${siteId ? `&siteId=${encodeURIComponent(siteId)}` : ''}`);
  h.mark = async () => (await log('')).lastSeq;
  h.callsSince = async (mark, siteId) => (await since(mark, siteId)).requests.length;
  h.pathsSince = async (mark, siteId) => (await since(mark, siteId)).requests.map((r) => r.path);
  h.mine = () => h.sites.filter((s) => s.accountId === h.sites[0]!.accountId);
  h.addWaiting = (siteId, n) => {
    const row = h.sandbox.db
      .prepare("SELECT doc FROM reviews WHERE site_id = ? AND moderation_status = 'IN_MODERATION' LIMIT 1")
      .get(siteId) as { doc: string };
    const insert = h.sandbox.db.prepare('INSERT INTO reviews (site_id, id, doc) VALUES (?, ?, ?)');
    for (let i = 0; i < n; i++) {
      const doc = JSON.parse(row.doc) as { id: string; createdDate: string; updatedDate?: string };
      doc.id = randomUUID();
      doc.createdDate = doc.updatedDate = new Date(Date.UTC(2031, 0, 1, 0, i)).toISOString();
      insert.run(siteId, doc.id, JSON.stringify(doc));
    }
  };
  beforeAll(async () => {
    h.sandbox = await startSandbox({ port: 0, quiet: true });
    h.sites.push(...(await demoSites(h.sandbox.url)));
  });
  beforeEach(async () => {
    for (const site of h.sites) await fetch(`${h.sandbox.url}/_sandbox/sites/${site.id}/reset`, { method: 'POST' });
    forgetClients();
    forgetNames();
    const accountId = h.sites[0]!.accountId;
    const mine = h.mine();
    await connectionsItem.setValue([
      { kind: 'sandbox', apiKey: mine[0]!.apiKey, accountId, sandboxUrl: h.sandbox.url, name: 'Sandbox' },
    ]);
    await accountSitesItem.setValue({
      [accountId]: {
        accountId,
        sites: mine.map((s) => ({ id: s.id, name: s.name, accountId, urls: [] })),
        fetchedAt: Date.now(),
      },
    });
  });
  afterAll(() => h.sandbox?.close());
  return h;
}
