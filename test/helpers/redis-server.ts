// A real redis-server for the queue tests, on a free loopback port, without persistence; never a
// mock. When the machine has none it is installed from the OS packages (as .ci/run does), and a
// machine where that cannot be done fails with the reason instead of skipping the tests.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { delimiter, join } from 'node:path';

export interface RedisServer {
  url: string;
  port: number;
  stop(): Promise<void>;
}

const onPath = (name: string) => (process.env.PATH ?? '').split(delimiter).some((dir) => existsSync(join(dir, name)));

function ensureInstalled(): void {
  if (onPath('redis-server')) return;
  const root = process.getuid?.() === 0;
  const apt = (args: string[]) => execFileSync(root ? 'apt-get' : 'sudo', root ? args : ['apt-get', ...args], { stdio: 'ignore' });
  try {
    apt(['install', '-y', '--no-install-recommends', 'redis-server']);
  } catch {
    try {
      apt(['update']);
      apt(['install', '-y', '--no-install-recommends', 'redis-server']);
    } catch (error) {
      throw new Error(
        `redis-server is not installed and could not be installed (apt-get install redis-server): ${(error as Error).message}`,
        { cause: error },
      );
    }
  }
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
