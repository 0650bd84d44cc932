// The request budget per site: the background's own count of the calls it made to each site over the
// last minute, so the admin's writes always find room under the provider's limit. Every call of a site
// client passes here first (budget-fetch.ts wraps the client's `fetch`), whoever asked: the panel's
// reads, writes, the badge and notification polls, the all-sites inbox, prefetches.
//
// Lanes, in the order held calls go:
// - `write`: the admin's changes. Never held by the count, only by a 429's Retry-After.
// - `panel`: what the admin looks at. Held only when nearly none of the minute's calls remain.
// - `background`: polls, the inbox's checks, prefetches. Yield first: held while fewer than a quarter remain.
// A held call waits (no error) until a call of the minute ages out, in order within its lane.
//
// A 429 that still happens (another tool, another admin on the site) holds every call of that site,
// writes too, until its Retry-After has passed. The panel retries a refused read after the same wait
// (lib/queries/query-client.ts retryDelay), so its retry arrives as the hold ends instead of adding a
// second wait; nothing here resends a call itself.
//
// Memory only: a stopped worker starts counting again, and the provider's 429 still guards the edge.

import type { ReadsHeld } from '../storage';

/**
 * The provider's limit: about 200 calls a minute per site (docs/provider-contract.md §4.5). The one
 * place the extension holds the figure.
 */
export const PROVIDER_CALLS_PER_MINUTE = 200;
export const BUDGET_WINDOW_MS = 60_000;
/** Background reads are held while fewer than this many of the minute's calls remain (a quarter). */
export const BACKGROUND_RESERVE = PROVIDER_CALLS_PER_MINUTE / 4;
/** The panel's reads are held while fewer than this many remain: the room kept for the admin's writes. */
export const PANEL_RESERVE = 10;
/**
 * A 429 that names no wait (the provider documents none, docs/provider-contract.md §2.5) holds its site
 * this long (seconds), doubled for each further one while the site keeps refusing, up to
 * `MAX_DEFAULT_RETRY_AFTER_S`: the panel's own retries back off the same way (1, 2, 4 s,
 * lib/queries/query-client.ts), and a stray refusal costs every call of the site only a second.
 */
export const DEFAULT_RETRY_AFTER_S = 1;
export const MAX_DEFAULT_RETRY_AFTER_S = 8;
/**
 * The longest wait a 429 may impose (seconds): the limit is per minute, so a longer Retry-After can't
 * be about it, and every call of the site (the admin's writes too) would sit still meanwhile.
 */
export const MAX_RETRY_AFTER_S = 60;

/** Who a call is for, in the order held calls go. */
export type Lane = 'write' | 'panel' | 'background';
const LANES: readonly Lane[] = ['write', 'panel', 'background'];
/** How many of the minute's calls a lane may have made before its next call waits. */
const CAP: Record<Lane, number> = {
  write: Infinity,
  panel: PROVIDER_CALLS_PER_MINUTE - PANEL_RESERVE,
  background: PROVIDER_CALLS_PER_MINUTE - BACKGROUND_RESERVE,
};

/** Why the panel's reads of a site wait: room kept for the admin's writes, or a 429 until `until`. */
export type { ReadsHeld };

interface SiteBudget {
  /** When each call of the last minute was let go, oldest first. */
  calls: number[];
  /** No call of the site goes before this (epoch ms): a 429's Retry-After. */
  holdUntil: number;
  waiting: Record<Lane, (() => void)[]>;
  timer: ReturnType<typeof setTimeout> | null;
  /** The 429s the site answered. */
  refused: number;
  /** When the last 429 came back (epoch ms). */
  refusedAt: number;
  /** 429s with no wait named since the site last answered otherwise: each doubles the default wait. */
  unnamed: number;
  /** A panel read was refused with a 429: the panel retries it once the hold ends, so it waits meanwhile. */
  panelRefused: boolean;
  /** What the listeners were last told. */
  told: ReadsHeld | null;
}

const sites = new Map<string, SiteBudget>();
const listeners = new Set<(siteId: string, held: ReadsHeld | null) => void>();

function budgetOf(siteId: string): SiteBudget {
  let site = sites.get(siteId);
  if (!site) {
    site = {
      calls: [],
      holdUntil: 0,
      waiting: { write: [], panel: [], background: [] },
      timer: null,
      refused: 0,
      refusedAt: 0,
      unnamed: 0,
      panelRefused: false,
      told: null,
    };
    sites.set(siteId, site);
  }
  return site;
}

/** Resolves when a call of `siteId` in `lane` may go (at once when the budget allows), counting it. */
export function takeTurn(siteId: string, lane: Lane): Promise<void> {
  const site = budgetOf(siteId);
  return new Promise((go) => {
    site.waiting[lane].push(go);
    pump(siteId, site);
  });
}

/**
 * The site answered 429 to a call of `lane` let go at `sentAt`: every call of the site waits
 * `retryAfterSeconds` (the answer's Retry-After), or the default wait when it named none.
 */
export function noteRateLimited(
  siteId: string,
  lane: Lane,
  retryAfterSeconds: number | undefined,
  sentAt: number = Date.now(),
): void {
  const site = budgetOf(siteId);
  site.refused += 1;
  let wait = retryAfterSeconds;
  if (wait === undefined) {
    // A call sent before the last refusal came back is the same slowdown, not one more in a row.
    if (sentAt >= site.refusedAt || site.unnamed === 0) site.unnamed += 1;
    wait = Math.min(DEFAULT_RETRY_AFTER_S * 2 ** (site.unnamed - 1), MAX_DEFAULT_RETRY_AFTER_S);
  }
  site.refusedAt = Date.now();
  wait = Math.min(Math.max(wait, 0), MAX_RETRY_AFTER_S);
  site.holdUntil = Math.max(site.holdUntil, Date.now() + wait * 1000);
  if (lane === 'panel') site.panelRefused = true;
  pump(siteId, site);
}

/** The site answered a call with anything but a 429: the next refusal with no wait named starts at the default again. */
export function noteAnswered(siteId: string): void {
  const site = sites.get(siteId);
  if (site) site.unnamed = 0;
}

/** Lets go every held call the budget now allows, and wakes up again when the next one may go. */
function pump(siteId: string, site: SiteBudget): void {
  const now = Date.now();
  const cutoff = now - BUDGET_WINDOW_MS;
  let aged = 0;
  while (aged < site.calls.length && site.calls[aged]! <= cutoff) aged++;
  if (aged > 0) site.calls.splice(0, aged);
  if (site.timer !== null) clearTimeout(site.timer);
  site.timer = null;

  const holding = now < site.holdUntil;
  if (!holding) {
    site.panelRefused = false;
    for (const lane of LANES) {
      const queue = site.waiting[lane];
      while (queue.length > 0 && site.calls.length < CAP[lane]) {
        site.calls.push(now);
        queue.shift()!();
      }
    }
  }

  const waiting = LANES.some((lane) => site.waiting[lane].length > 0);
  // Held by a 429: until its wait ends. Held by the count: until the minute's oldest call ages out.
  const wakeAt = holding ? site.holdUntil : waiting ? (site.calls[0] ?? now) + BUDGET_WINDOW_MS : null;
  if (wakeAt !== null && (waiting || site.panelRefused))
    site.timer = setTimeout(() => pump(siteId, site), Math.max(0, wakeAt - now));
  tell(siteId, site, holding);
}

const heldKey = (held: ReadsHeld | null): string =>
  held === null ? '' : held.reason === 'rateLimited' ? `rateLimited ${held.until}` : held.reason;

function tell(siteId: string, site: SiteBudget, holding: boolean): void {
  const held = site.waiting.panel.length > 0 || site.panelRefused;
  const now: ReadsHeld | null = !held
    ? null
    : holding
      ? { reason: 'rateLimited', until: site.holdUntil }
      : { reason: 'budget' };
  if (heldKey(site.told) === heldKey(now)) return;
  site.told = now;
  for (const listener of listeners) listener(siteId, now);
}

/** Tells `listener` whenever the panel's reads of a site start or stop being held (null: they flow). */
export function onReadsHeld(listener: (siteId: string, held: ReadsHeld | null) => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** How many 429s `siteId` answered since the worker started. */
export const rateLimitedCount = (siteId: string): number => sites.get(siteId)?.refused ?? 0;

/** The 429s per site since the worker started (only sites that answered one). */
export function rateLimitedCounts(): Record<string, number> {
  return Object.fromEntries([...sites].filter(([, s]) => s.refused > 0).map(([id, s]) => [id, s.refused]));
}

/** The calls made to `siteId` over the last minute, as counted here. */
export function callsInWindow(siteId: string): number {
  const site = sites.get(siteId);
  if (!site) return 0;
  const cutoff = Date.now() - BUDGET_WINDOW_MS;
  return site.calls.filter((at) => at > cutoff).length;
}

/** For tests: forgets every site's count, hold and held calls (which are let go). */
export function forgetBudgets(): void {
  for (const site of sites.values()) {
    if (site.timer !== null) clearTimeout(site.timer);
    for (const lane of LANES) for (const go of site.waiting[lane].splice(0)) go();
  }
  sites.clear();
}
