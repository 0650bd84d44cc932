// The load generator, run as a SECOND process (fork from run.ts) so the client's CPU is not the
// server's: N keep-alive connections replay a request list for a fixed time, then it exits.
import http from 'node:http';
import type { BenchRequest } from './scenarios.ts';

export interface LoadJob {
  url: string;
  headers: Record<string, string>;
  requests: BenchRequest[];
  concurrency: number;
  durationMs: number;
}

export interface LoadResult {
  completed: number;
  non200: number;
  errors: number;
  elapsedMs: number;
  firstFailure?: string;
}

function send(agent: http.Agent, base: URL, headers: Record<string, string>, r: BenchRequest): Promise<number> {
  return new Promise((resolve, reject) => {
    const body = r.body === undefined ? undefined : JSON.stringify(r.body);
    const req = http.request(
      {
        agent,
        host: base.hostname,
        port: base.port,
        method: r.method,
        path: r.path,
        headers: body ? { ...headers, 'content-type': 'application/json' } : headers,
      },
      (res) => {
        res.resume(); // drain the body so the socket is reused
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

export async function runLoad(job: LoadJob): Promise<LoadResult> {
  const base = new URL(job.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: job.concurrency });
  const result: LoadResult = { completed: 0, non200: 0, errors: 0, elapsedMs: 0 };
  const started = performance.now();
  const deadline = started + job.durationMs;
  let next = 0;
  const lane = async (): Promise<void> => {
    while (performance.now() < deadline) {
      const r = job.requests[next++ % job.requests.length]!;
      try {
        const status = await send(agent, base, job.headers, r);
        result.completed++;
        if (status !== 200) {
          result.non200++;
          result.firstFailure ??= `${status} ${r.method} ${r.path}`;
        }
      } catch (e) {
        result.errors++;
        result.firstFailure ??= String(e);
      }
    }
  };
  await Promise.all(Array.from({ length: job.concurrency }, lane));
  result.elapsedMs = performance.now() - started;
  agent.destroy();
  return result;
}

// As a child: one job from the parent, one result back, then exit by itself.
if (process.send) {
  const timer = setTimeout(() => process.exit(3), 60_000); // never outlive a stuck parent
  process.once('message', (job: LoadJob) => {
    void runLoad(job).then((r) => {
      process.send!(r, () => {
        clearTimeout(timer);
        process.exit(0);
      });
    });
  });
}
