// A loopback proxy in front of the sandbox that drops the connection of a resumable upload (TUS
// PATCH) when its bytes cross a given offset, once per offset:
//  - `mid-body`: the chunk's bytes up to the offset reach the sandbox, then both sockets die
//    (the sandbox stores nothing of that chunk; the client gets no answer);
//  - `after-commit`: the whole chunk reaches the sandbox and is stored, then the client's socket
//    dies before the answer (the client can't know the chunk landed).
// Every other request passes through untouched (Host set to the sandbox's, Location rewritten back).
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface DropPoint {
  offset: number;
  mode: 'mid-body' | 'after-commit';
}

export interface TusDropProxy {
  url: string;
  /** Drops that happened, in order. */
  fired: DropPoint[];
  /** HEAD requests (the client asking where to resume) and PATCH requests seen. */
  heads: number;
  patches: number;
  close(): Promise<void>;
}

export async function startTusDropProxy(targetUrl: string, drops: readonly DropPoint[]): Promise<TusDropProxy> {
  const target = new URL(targetUrl);
  const pending = [...drops].sort((a, b) => a.offset - b.offset);
  const state = { fired: [] as DropPoint[], heads: 0, patches: 0 };
  let ownOrigin = '';

  const handle = (req: IncomingMessage, res: ServerResponse): void => {
    if (req.method === 'HEAD') state.heads++;
    const isPatch = req.method === 'PATCH';
    if (isPatch) state.patches++;
    const start = Number(req.headers['upload-offset'] ?? NaN);
    const length = Number(req.headers['content-length'] ?? NaN);
    // The drop this chunk crosses, if any (a chunk covers [start, start + length)).
    const drop =
      isPatch && Number.isFinite(start) && Number.isFinite(length)
        ? pending.find((d) => d.offset > start && d.offset <= start + length)
        : undefined;
    if (drop) {
      pending.splice(pending.indexOf(drop), 1);
      state.fired.push(drop);
    }
    const upstream = request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: target.host },
      },
      (up) => {
        if (drop?.mode === 'after-commit') {
          up.resume();
          up.on('end', () => req.socket.destroy());
          return;
        }
        const headers = { ...up.headers };
        if (typeof headers.location === 'string') headers.location = headers.location.replace(target.origin, ownOrigin);
        res.writeHead(up.statusCode ?? 502, headers);
        up.pipe(res);
      },
    );
    upstream.on('error', () => req.socket.destroy());
    if (drop?.mode !== 'mid-body') {
      req.pipe(upstream);
      return;
    }
    let sent = start;
    req.on('data', (chunk: Buffer) => {
      const room = drop.offset - sent;
      if (room <= 0) return;
      upstream.write(chunk.subarray(0, room));
      sent += Math.min(room, chunk.length);
      if (sent >= drop.offset) {
        upstream.destroy();
        req.socket.destroy();
      }
    });
  };

  const server: Server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  ownOrigin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: ownOrigin,
    get fired() {
      return state.fired;
    },
    get heads() {
      return state.heads;
    },
    get patches() {
      return state.patches;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
