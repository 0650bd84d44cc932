import {
  useMutation,
  useQueryClient,
  type MutateOptions,
  type QueryClient,
  type QueryKey,
  type UseMutationResult,
} from '@tanstack/react-query';
import { t } from '../i18n';
import { showToast } from './feedback';
import { learnInLists, siteQueries, type ListChange } from './learn-lists';
import { refreshWhenQuiet } from './quiet-refresh';

/**
 * One write of a domain, declared where its reads are (`lib/queries/<domain>.ts`): what it sends,
 * what it changes in this panel's cache, what the toast says and how it is undone. Components call
 * the domain's hook and never send a message or touch a query key themselves. The background's
 * broadcast of the change is for the other contexts; the panel that wrote refreshes itself here.
 */
/**
 * What a write's answer teaches: `change` applied to the site's cached reads under `root`, which (and
 * those under `alsoQuiet`: counts the change moves but can't say by how much) are read again once quiet.
 */
export interface Learnt {
  root: QueryKey;
  siteId: string;
  change: ListChange;
  alsoQuiet?: readonly QueryKey[];
}

export interface WriteSpec<TVars, TData> {
  send: (vars: TVars) => Promise<TData>;
  /** The keys this write makes stale (refetched once it succeeds), or a cache update of its own. */
  refreshes?: (data: TData, vars: TVars) => readonly QueryKey[];
  update?: (queryClient: QueryClient, data: TData, vars: TVars) => void;
  /**
   * Keys refetched once the write is over, whether it succeeded or failed: for a write that may have
   * done part of its work before failing (a bulk call), or whose failure leaves the state unsure.
   */
  refreshesAlways?: (vars: TVars) => readonly QueryKey[];
  /** Keys refetched when the write failed (one that may have done part of its work before failing). */
  refreshesAfterFailure?: (vars: TVars) => readonly QueryKey[];
  /**
   * What the write's answer teaches the domain's cached reads of the site (`root`: the domain's key):
   * the entities as they are now, or the ids that are gone. They are changed at once, with no read,
   * and what is on screen is read again once the admin's writes have gone quiet (not once per write).
   */
  learns?: (data: TData, vars: TVars) => Learnt | null;
  /** What the toast says when it is done (no toast when absent or null). */
  says?: (data: TData, vars: TVars) => string | null;
  /** The write that reverses this one, offered as Undo with the toast. */
  undo?: (data: TData, vars: TVars) => (() => void) | null;
  /** False for a send that does more than one write (a resend after a 429 would redo the ones before it). */
  resendOn429?: false;
}

/**
 * A failed write's Retry (ErrorNotice's `onRetry`): the same write again, with `options`; none while
 * it runs or before it was sent. Only for writes safe to send again (a state set, or a create that
 * reads back first: retry-safe.ts).
 */
export function retryOf<TData, TVars>(
  write: UseMutationResult<TData, Error, TVars>,
  options?: MutateOptions<TData, Error, TVars>,
): (() => void) | undefined {
  const sent = write.variables;
  return sent !== undefined && !write.isPending ? () => write.mutate(sent, options) : undefined;
}

export function useWrite<TVars = void, TData = unknown>(spec: WriteSpec<TVars, TData>) {
  const queryClient = useQueryClient();
  return useMutation<TData, Error, TVars>({
    mutationFn: spec.send,
    ...(spec.resendOn429 === false ? { retry: false } : {}),
    onSuccess: async (data, vars) => {
      spec.update?.(queryClient, data, vars);
      const learnt = spec.learns?.(data, vars);
      if (learnt) {
        learnInLists(queryClient, siteQueries(learnt.root, learnt.siteId), learnt.change);
        for (const root of [learnt.root, ...(learnt.alsoQuiet ?? [])])
          refreshWhenQuiet(queryClient, JSON.stringify([root, learnt.siteId]), siteQueries(root, learnt.siteId));
      }
      const text = spec.says?.(data, vars) ?? null;
      const undo = spec.undo?.(data, vars) ?? null;
      if (text) showToast(text, undo ? { label: t('live.undo'), run: undo } : undefined);
      const keys = spec.refreshes?.(data, vars) ?? [];
      await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
    onError: async (_error, vars) => {
      const keys = spec.refreshesAfterFailure?.(vars) ?? [];
      await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
    onSettled: async (_data, _error, vars) => {
      const keys = spec.refreshesAlways?.(vars) ?? [];
      await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
