// A worker's health endpoint for operators and orchestrators: `GET /healthz` answers 200 with the
// queue's figures while Redis answers and the worker takes jobs, 503 otherwise.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { JobQueue } from './queue.js';

export interface HealthSource {
  queue: JobQueue;
  concurrency: number;
  running(): number;
  stopping(): boolean;
}

export async function healthReport(source: HealthSource): Promise<{ code: number; body: Record<string, unknown> }> {
  const worker = { concurrency: source.concurrency, running: source.running(), stopping: source.stopping() };
  try {
    const queue = await source.queue.figures();
    return { code: worker.stopping ? 503 : 200, body: { status: worker.stopping ? 'stopping' : 'ok', redis: 'up', worker, queue } };
  } catch (error) {
    return { code: 503, body: { status: 'unavailable', redis: 'down', error: (error as Error).message, worker } };
  }
}

/** Serves the report on `port` (0: any free port) of `host`; resolves with the port it listens on. */
export async function serveHealth(source: HealthSource, port: number, host = '0.0.0.0'): Promise<{ port: number; close(): Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const path = req.url?.split('?')[0];
    if (req.method !== 'GET' || (path !== '/healthz' && path !== '/cplan/health')) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"not found"}\n');
      return;
    }
    void healthReport(source).then(({ code, body }) => {
      res.writeHead(code, { 'content-type': 'application/json' }).end(`${JSON.stringify(body)}\n`);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
