// Every wait of the benches has a limit, and past it says what it waited for and what it saw
// ("waited 20 s for 200 Reject controls and the strip; saw 143 controls, no strip"). A bench row
// that times out is marked failed in its table and the bench goes on to the next row: a run alone
// once hung for nine minutes, idle, on a page that never showed what the row waited for.

/** A wait that ran past its limit; the message says what was waited for and what was seen. */
export class WaitTimeout extends Error {
  override name = 'WaitTimeout';
}

const seconds = (ms: number): string => `${ms % 1000 === 0 ? ms / 1000 : (ms / 1000).toFixed(1)} s`;

/** The sentence of a wait that ran out. */
export const waitedFor = (what: string, limitMs: number, saw: string): string =>
  `waited ${seconds(limitMs)} for ${what}; saw ${saw}`;

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** Describes what is there now, for the message of a wait that ran out; never throws. */
async function describe(saw: () => string | Promise<string>): Promise<string> {
  try {
    return await saw();
  } catch (e) {
    return `nothing readable (${e instanceof Error ? e.message.split('\n')[0] : String(e)})`;
  }
}

export interface PollOptions<T> {
  /** What is awaited, as the sentence will say it ("200 Reject controls and the strip"). */
  what: string;
  limitMs: number;
  /** Reads the current state. A read that throws counts as "not yet" (the page may be navigating). */
  look: () => Promise<T>;
  /** Whether that state is what is awaited. */
  done: (seen: T) => boolean;
  /** What the state was, for the message ("143 controls, no strip"). */
  saw: (seen: T) => string;
  /** Between looks (default 100 ms). */
  everyMs?: number;
}

/** Looks until `done`, and returns what it saw then; past the limit throws a WaitTimeout saying what it last saw. */
export async function pollUntil<T>(o: PollOptions<T>): Promise<T> {
  const deadline = performance.now() + o.limitMs;
  let last: { seen: T } | { error: unknown } | undefined;
  for (;;) {
    try {
      const seen = await within(`${o.what} (one look)`, Math.max(1, deadline - performance.now()), o.look());
      if (o.done(seen)) return seen;
      last = { seen };
    } catch (e) {
      if (e instanceof WaitTimeout) break;
      last = { error: e };
    }
    if (performance.now() + (o.everyMs ?? 100) > deadline) break;
    await sleep(o.everyMs ?? 100);
  }
  const saw =
    last === undefined
      ? 'no answer'
      : 'seen' in last
        ? o.saw(last.seen)
        : `an error (${last.error instanceof Error ? last.error.message.split('\n')[0] : String(last.error)})`;
  throw new WaitTimeout(waitedFor(o.what, o.limitMs, saw));
}

/**
 * Awaits `promise` for at most `limitMs`; past it, throws a WaitTimeout saying what it waited for and
 * what `saw` reads then. The promise is left to settle (its rejection ignored): a Playwright wait
 * given its own longer timeout ends by itself.
 */
export async function within<T>(
  what: string,
  limitMs: number,
  promise: Promise<T>,
  saw: () => string | Promise<string> = () => 'nothing of it',
): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = Symbol('expired');
  promise.catch(() => undefined);
  try {
    const first = await Promise.race([
      promise,
      new Promise<typeof expired>((resolve) => (timer = setTimeout(() => resolve(expired), limitMs))),
    ]);
    if (first === expired) throw new WaitTimeout(waitedFor(what, limitMs, await describe(saw)));
    return first;
  } finally {
    clearTimeout(timer);
  }
}

/** The first line of an error's message (a WaitTimeout's sentence), for a table cell. */
export const failure = (e: unknown): string =>
  (e instanceof Error ? e.message : String(e)).split('\n')[0]!.replaceAll('|', '/');

/**
 * Runs one row's measure; a failure (a wait past its limit, or anything thrown) is printed at once
 * and answered as `{ failed }` for the table, so the bench goes on to its next row.
 */
export async function measured<T>(row: string, measure: () => Promise<T>): Promise<T | { failed: string }> {
  try {
    return await measure();
  } catch (e) {
    const failed = failure(e);
    console.log(`  ${row}: FAILED, ${failed}`);
    return { failed };
  }
}

/** Whether a `measured` result is a failure. */
export const isFailed = <T>(r: T | { failed: string }): r is { failed: string } =>
  typeof r === 'object' && r !== null && 'failed' in r && Object.keys(r).length === 1;
