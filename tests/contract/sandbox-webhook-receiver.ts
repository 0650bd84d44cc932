// A webhook receiver for the sandbox's ops tests: a Node http server on 127.0.0.1:0 that records
// every delivery and answers with the statuses it is told (default 200).
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Delivery {
  at: number;
  headers: IncomingHttpHeaders;
  rawBody: string;
  body: {
    id: string;
    entityFqdn: string;
    slug: string;
    entityId: string;
    siteId: string;
    actionEvent?: { body: unknown };
  };
  status: number;
}

export interface Receiver {
  url: string;
  deliveries: Delivery[];
  /** Statuses for the next requests, in order; afterwards 200. */
  failNext(...statuses: number[]): void;
  /** Resolves when at least n deliveries arrived (rejects after timeoutMs). */
  waitFor(n: number, timeoutMs?: number): Promise<Delivery[]>;
  close(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const deliveries: Delivery[] = [];
  const queued: number[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const rawBody = Buffer.concat(chunks).toString('utf8');
      const status = queued.shift() ?? 200;
      deliveries.push({
        at: performance.now(),
        headers: req.headers,
        rawBody,
        body: JSON.parse(rawBody) as Delivery['body'],
        status,
      });
      res.writeHead(status, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    deliveries,
    failNext: (...statuses) => queued.push(...statuses),
    async waitFor(n, timeoutMs = 5000) {
      const until = performance.now() + timeoutMs;
      while (deliveries.length < n) {
        if (performance.now() > until) throw new Error(`expected ${n} deliveries, got ${deliveries.length}`);
        await new Promise((r) => setTimeout(r, 10));
      }
      return deliveries;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));
