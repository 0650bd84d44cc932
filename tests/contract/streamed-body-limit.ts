// Streams a chunked body of `total` bytes to the sandbox with back-pressure and reports how far it
// got: the answer (if any) and how many bytes the server let the client write before it stopped reading.
import { request } from 'node:http';

export interface StreamOutcome {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  /** Bytes handed to the socket before it closed or the whole body was sent. */
  written: number;
}

export function streamChunked(
  baseUrl: string,
  path: string,
  headers: Record<string, string>,
  total: number,
  chunkSize = 64 * 1024,
): Promise<StreamOutcome> {
  const { port } = new URL(baseUrl);
  const chunk = Buffer.alloc(chunkSize, 0x61); // "aaaa…": starts like nothing in particular, never valid JSON
  return new Promise((resolve) => {
    let written = 0;
    let status = 0;
    let answerHeaders: StreamOutcome['headers'] = {};
    let body = '';
    let closed = false;
    const finish = () => resolve({ status, headers: answerHeaders, body, written });
    const req = request({ host: '127.0.0.1', port, method: 'POST', path, headers });
    req.on('response', (res) => {
      status = res.statusCode ?? 0;
      answerHeaders = res.headers;
      res.on('data', (d: Buffer) => (body += d.toString()));
      res.on('end', finish);
      res.on('error', finish);
    });
    req.on('error', () => {
      closed = true;
      if (!status) finish();
    });
    req.on('close', () => (closed = true));
    const pump = () => {
      while (!closed && written < total) {
        written += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      if (!closed) req.end();
    };
    pump();
  });
}
