import { signal, type Signal } from '@preact/signals-react';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { SiteInbox } from '../messaging/inbox';
import { MessageError } from '../messaging/protocol/provider-error';
import type { BulkAction, BulkItemResult } from '../messaging/reviews';
import { sendAdmin } from './send';
import { startBulk, type BulkRun } from './bulk-run';
import { runPool } from '../pool';
import { reviewKeys } from './reviews';
import { useWrite } from './write';

// The all-sites inbox in the panel: what is known of every site at once (kept by the background for
// the browser session), then every site checked again a few at a time, progress as signals, so the
// list redraws per site and the progress line per tick. A site's check costs one provider call (two
// for a site with more than a page of reviews waiting: lib/service/inbox/inbox.ts). After a write on
// one of its reviews, a site is taken again from what the background kept, which the write's answer
// updated there: no provider call.

export const inboxKeys = {
  known: ['inbox', 'known'] as const,
};

/** Sites checked at once: the provider allows about 200 calls a minute per site, the network is the limit. */
export const INBOX_CONCURRENCY = 6;
/** A 429 is waited out this many times per site, then the site is reported as not checked. */
const MAX_TRIES = 3;
/** Longest wait for a Retry-After (a longer one leaves the site for the next refresh). */
const MAX_WAIT_MS = 60_000;

export interface InboxProgress {
  checked: number;
  total: number;
  /** Provider calls this refresh cost so far. */
  calls: number;
  /** Sites that could not be checked, with why. */
  failed: Array<{ siteId: string; error: unknown }>;
  done: boolean;
}

export interface InboxStore {
  entries: Signal<ReadonlyMap<string, SiteInbox>>;
  progress: Signal<InboxProgress | null>;
  /** What the background kept from earlier checks: shown at once. */
  load(siteIds: readonly string[]): Promise<void>;
  /** Checks every site again (a refresh already under way is left to finish first). */
  refresh(siteIds: readonly string[]): Promise<void>;
  /** One site as the background keeps it, after a write on one of its reviews (no provider call). */
  learn(siteId: string): Promise<void>;
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** One site's check, waiting out the provider's 429s (its Retry-After) before giving up. */
async function checkWithBackoff(siteId: string): Promise<SiteInbox> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await sendAdmin('inbox.checkSite', { siteId });
    } catch (e) {
      const limited = e instanceof MessageError && e.data.status === 429;
      const waitMs = limited ? (e.data.retryAfterSeconds ?? 5) * 1000 : 0;
      if (!limited || attempt >= MAX_TRIES || waitMs > MAX_WAIT_MS) throw e;
      await wait(waitMs);
    }
  }
}

export function createInboxStore(): InboxStore {
  const entries = signal<ReadonlyMap<string, SiteInbox>>(new Map());
  const progress = signal<InboxProgress | null>(null);
  let running: Promise<void> | null = null;
  const put = (inbox: SiteInbox) => {
    const next = new Map(entries.peek());
    next.set(inbox.siteId, inbox);
    entries.value = next;
  };

  return {
    entries,
    progress,
    async load(siteIds) {
      const wanted = new Set(siteIds);
      const { sites } = await sendAdmin('inbox.known', {});
      const next = new Map(entries.peek());
      for (const s of sites) if (wanted.has(s.siteId) && !next.has(s.siteId)) next.set(s.siteId, s);
      entries.value = next;
    },
    refresh(siteIds) {
      if (running) return running;
      progress.value = { checked: 0, total: siteIds.length, calls: 0, failed: [], done: false };
      const tick = (change: (p: InboxProgress) => InboxProgress) => (progress.value = change(progress.peek()!));
      running = runPool(siteIds, INBOX_CONCURRENCY, async (siteId) => {
        try {
          const inbox = await checkWithBackoff(siteId);
          put(inbox);
          tick((p) => ({ ...p, checked: p.checked + 1, calls: p.calls + inbox.calls }));
        } catch (error) {
          tick((p) => ({ ...p, checked: p.checked + 1, failed: [...p.failed, { siteId, error }] }));
        }
      }).finally(() => {
        tick((p) => ({ ...p, done: true }));
        running = null;
      });
      return running;
    },
    async learn(siteId) {
      const { site } = await sendAdmin('inbox.kept', { siteId });
      if (site) put(site);
    },
  };
}

/** The waiting reviews of every site, newest first, each with its site (the cards ask for their names). */
export function inboxReviews(entries: ReadonlyMap<string, SiteInbox>) {
  return [...entries.values()]
    .flatMap((s) => s.reviews.map((review) => ({ siteId: s.siteId, review })))
    .sort((a, b) => (b.review.createdDate ?? '').localeCompare(a.review.createdDate ?? ''));
}

/**
 * What follows a write on a review of the inbox (a card's action, its Undo): the site as the
 * background now keeps it, and the site picker's counts read again from there. No provider call.
 */
export function useInboxLearn(store: InboxStore) {
  const queryClient = useQueryClient();
  return (siteId: string) => {
    void store.learn(siteId).catch(() => undefined);
    void queryClient.invalidateQueries({ queryKey: inboxKeys.known });
  };
}

/** Reviews per bulk message (one site's reviews per message). */
const BULK_CHUNK = 20;

/**
 * Bulk work on reviews of several sites, as the desk's: one bulk message per site and chunk, progress
 * on the run; once every chunk has an answer, the sites touched are taken again from what the
 * background kept, which the chunks' answers updated (no provider call).
 */
export function useInboxBulk(store: InboxStore) {
  const write = useWrite<BulkRun<BulkAction>, void>({
    send: (run) => run.settled,
    refreshes: () => [reviewKeys.all, inboxKeys.known],
  });
  return {
    start(action: BulkAction, picked: ReadonlyArray<{ siteId: string; reviewId: string }>): BulkRun<BulkAction> {
      const siteOf = new Map(picked.map((p) => [p.reviewId, p.siteId]));
      // By site, so a chunk mostly holds one site's reviews.
      const ids = [...picked].sort((a, b) => a.siteId.localeCompare(b.siteId)).map((p) => p.reviewId);
      const run = startBulk(
        action,
        ids,
        async (chunk) => {
          const results: BulkItemResult[] = [];
          for (const siteId of new Set(chunk.map((id) => siteOf.get(id)!))) {
            const reviewIds = chunk.filter((id) => siteOf.get(id) === siteId);
            results.push(...(await sendAdmin('reviews.bulk', { siteId, action, reviewIds })).results);
          }
          return results;
        },
        BULK_CHUNK,
      );
      write.mutate(run);
      void run.settled.then(() =>
        runPool([...new Set(siteOf.values())], INBOX_CONCURRENCY, (siteId) =>
          store.learn(siteId).catch(() => undefined),
        ),
      );
      return run;
    },
  };
}

/** Each site's count of reviews waiting, as the inbox last learnt it (the site picker shows them): no provider call. */
export const inboxKnownOptions = () =>
  queryOptions({
    queryKey: inboxKeys.known,
    queryFn: async (): Promise<Record<string, number>> =>
      Object.fromEntries((await sendAdmin('inbox.known', {})).sites.map((s) => [s.siteId, s.count])),
    staleTime: 15_000,
  });
