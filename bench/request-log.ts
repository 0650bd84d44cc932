// The sandbox's request log as the benches read it (GET /_sandbox/requests): what the provider was
// asked, when, and how it answered. It keeps its last 2 000 calls only, so a long run reads it as
// it goes (since a seq).
import { pollUntil } from './bounded-wait.ts';

export interface LogEntry {
  seq: number;
  /** ISO time the sandbox logged it (this process's clock when the sandbox runs in it). */
  time: string;
  method: string;
  path: string;
  status: number;
  siteId: string | null;
}

/** The log's entries after `since` (a seq), and its last seq. */
export const readLog = async (sandboxUrl: string, since: number): Promise<{ requests: LogEntry[]; lastSeq: number }> =>
  (await (await fetch(`${sandboxUrl}/_sandbox/requests?since=${since}`)).json()) as {
    requests: LogEntry[];
    lastSeq: number;
  };

/** The request log's last entry now: a log read from here on misses nothing started after. */
export const logMark = async (sandboxUrl: string): Promise<number> => (await readLog(sandboxUrl, 0)).lastSeq;

/**
 * A provider call: not the sandbox's own pages (the log leaves out /_sandbox and the live pages
 * already), not a token call (/oauth2: the SDK's, not the extension's choice), not a media file's
 * bytes (/_media: the browser's image loads).
 */
export const isProviderCall = (e: Pick<LogEntry, 'path'>): boolean =>
  !e.path.startsWith('/_sandbox') && !e.path.startsWith('/oauth2') && !e.path.startsWith('/_media');

/** "POST /reviews/v1/reviews/query ×3, …": what a set of calls asked, for the notes under a table. */
export function callSummary(entries: LogEntry[]): string {
  const counts = new Map<string, number>();
  for (const e of entries) {
    const key = `${e.method} ${e.path.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, ':id')}${e.status === 200 ? '' : ` → ${e.status}`}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([k, n]) => (n > 1 ? `${k} ×${n}` : k)).join(', ') || 'none';
}

/**
 * Waits until the sandbox has had no new provider call for `quietMs` (at most `limitMs`), reading
 * the log from `since`; answers the calls seen meanwhile.
 */
export async function quietAfter(
  sandboxUrl: string,
  since: number,
  quietMs: number,
  limitMs: number,
): Promise<LogEntry[]> {
  const seen: LogEntry[] = [];
  let cursor = since;
  let lastNew = performance.now();
  await pollUntil({
    what: `no new provider call for ${quietMs / 1000} s`,
    limitMs,
    look: async () => {
      const page = await readLog(sandboxUrl, cursor);
      const calls = page.requests.filter(isProviderCall);
      if (calls.length) lastNew = performance.now();
      seen.push(...calls);
      cursor = page.lastSeq;
      return performance.now() - lastNew;
    },
    done: (quietFor) => quietFor >= quietMs,
    saw: () => `${seen.length} calls, the last ${((performance.now() - lastNew) / 1000).toFixed(1)} s ago`,
    everyMs: 250,
  });
  return seen;
}
