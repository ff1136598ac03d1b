// A real redis-server for the queue tests, on a free loopback port, without persistence; never a
// mock. A machine without one fails the tests with the reason instead of skipping them.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { delimiter, join } from 'node:path';

export interface RedisServer {
  url: string;
  port: number;
  stop(): Promise<void>;
}

const onPath = (name: string) => (process.env.PATH ?? '').split(delimiter).some((dir) => existsSync(join(dir, name)));

/** Tests never install packages: `.ci/run` installs redis-server where it is missing. */
function ensureInstalled(): void {
  if (onPath('redis-server')) return;
  throw new Error(
    'redis-server is not on PATH: the queue tests need a real one (.ci/run installs it; locally: apt-get install redis-server)',
  );
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export async function startRedis(): Promise<RedisServer> {
  ensureInstalled();
  const port = await freePort();
  const child: ChildProcess = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--loglevel', 'notice'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  await new Promise<void>((resolve, reject) => {
    let seen = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      if (seen.includes('Ready to accept connections')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`redis-server exited (${code}): ${seen.slice(-500)}`)));
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
