// The Members tab's provider calls on the large data set, through the extension's own provider
// layer and the official SDK (as the background makes them): first page, a filtered page, and the
// CSV export of every member (time, and this process's heap while it streams).
import { ApiKeyStrategy, createClient } from '@wix/sdk';
import { members } from '@wix/members';
import { reviews } from '@wix/reviews';
import { exportMembers } from '../components/members/csv-export.ts';
import type { SiteClient } from '../lib/provider/client.ts';
import { queryMembers } from '../lib/provider/members.ts';
import { sandboxFetch } from '../lib/provider/sandbox-fetch.ts';

export interface MembersPanelBench {
  firstPage: number[];
  filteredPage: number[];
  exported: number;
  exportMs: number;
  heapBeforeMb: number;
  heapPeakMb: number;
}

const RUNS = 20;

export async function benchMembersPanel(sandboxUrl: string, site: { id: string; apiKey: string }): Promise<MembersPanelBench> {
  const client = createClient({ modules: { members, reviews }, auth: ApiKeyStrategy({ apiKey: site.apiKey, siteId: site.id }), fetch: sandboxFetch(sandboxUrl) }) as unknown as SiteClient;
  const time = async (call: () => Promise<unknown>): Promise<number[]> => {
    const out: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      await call();
      out.push(performance.now() - t0);
    }
    return out;
  };
  const firstPage = await time(() => queryMembers(client, { filter: null, sort: null, offset: 0, limit: 50 }));
  const filteredPage = await time(() =>
    queryMembers(client, { filter: { $and: [{ status: 'APPROVED' }, { $not: { privacyStatus: 'PRIVATE' } }] }, sort: { field: 'profile.nickname', order: 'ASC' }, offset: 0, limit: 50 }),
  );

  const mb = (b: number) => b / 1024 / 1024;
  global.gc?.();
  const heapBeforeMb = mb(process.memoryUsage().heapUsed);
  let heapPeakMb = heapBeforeMb;
  let bytes = 0;
  const t0 = performance.now();
  const exported = await exportMembers(
    (offset, limit) => queryMembers(client, { filter: null, sort: null, offset, limit }),
    (chunk) => {
      bytes += chunk.length; // the panel hands each chunk to the blob store; here it is dropped
    },
    () => {
      heapPeakMb = Math.max(heapPeakMb, mb(process.memoryUsage().heapUsed));
    },
  );
  return { firstPage, filteredPage, exported: bytes > 0 ? exported : 0, exportMs: performance.now() - t0, heapBeforeMb, heapPeakMb };
}
