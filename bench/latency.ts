// Sequential latency of one request shape over real HTTP (keep-alive fetch), after a warm-up.
import type { BenchRequest } from './scenarios.ts';
import { summarize, type LatencySummary } from './stats.ts';

export type LatencyOutcome = { ok: true; summary: LatencySummary } | { ok: false; reason: string };

export interface HttpTarget {
  url: string;
  headers: Record<string, string>;
}

export async function send(t: HttpTarget, r: BenchRequest): Promise<Response> {
  return fetch(`${t.url}${r.path}`, {
    method: r.method,
    headers: r.body === undefined ? t.headers : { ...t.headers, 'content-type': 'application/json' },
    ...(r.body !== undefined && { body: JSON.stringify(r.body) }),
  });
}

/** Why a request cannot be measured, or undefined when it answers 200. */
export async function probe(t: HttpTarget, r: BenchRequest): Promise<string | undefined> {
  const res = await send(t, r);
  const text = await res.text();
  if (res.status === 200) return undefined;
  if (res.status === 404 && text.includes('No such endpoint')) return 'n/a (route missing)';
  return `n/a (HTTP ${res.status}: ${text.slice(0, 160)})`;
}

/** Up to `samples` timings after a warm-up; stops early when `budgetMs` is spent (slow queries). */
export async function measure(
  t: HttpTarget,
  make: (i: number) => BenchRequest,
  samples = 300,
  budgetMs = 12_000,
): Promise<LatencyOutcome> {
  const reason = await probe(t, make(0));
  if (reason) return { ok: false, reason };
  const deadline = performance.now() + budgetMs;
  for (let i = 0; i < Math.min(30, samples) && performance.now() < deadline; i++)
    await (await send(t, make(i))).arrayBuffer();
  const times: number[] = [];
  for (let i = 0; i < samples && (times.length < 5 || performance.now() < deadline); i++) {
    const started = performance.now();
    const res = await send(t, make(i));
    await res.arrayBuffer();
    times.push(performance.now() - started);
    if (res.status !== 200) return { ok: false, reason: `n/a (HTTP ${res.status} on sample ${i})` };
  }
  return { ok: true, summary: summarize(times) };
}
