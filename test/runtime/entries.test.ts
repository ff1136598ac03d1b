// Smoke tests of the built entries in queue mode: `probot run ./dist/app.js` with REDIS_URL starts
// (Probot itself loads ioredis for its throttling then) and serves /cplan/health; `cplan worker`
// refuses to start without REDIS_URL.
import { spawn, spawnSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { createServer } from 'node:net';
import nock from 'nock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedis, type RedisServer } from '../helpers/redis-server.js';

let redis: RedisServer;
beforeAll(async () => {
  redis = await startRedis();
  nock.enableNetConnect('127.0.0.1');
});
afterAll(async () => {
  nock.disableNetConnect();
  await redis.stop();
});

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('queue mode entries', () => {
  it('the App starts with REDIS_URL and reports queue mode, Redis and the queue figures at /cplan/health', async () => {
    const port = await freePort();
    const privateKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs1', format: 'pem' }).toString();
    const child = spawn(process.execPath, ['node_modules/probot/bin/probot.js', 'run', './dist/app.js'], {
      env: {
        PATH: process.env.PATH ?? '',
        REDIS_URL: redis.url,
        APP_ID: '1',
        PRIVATE_KEY: privateKey,
        WEBHOOK_SECRET: 's',
        PORT: String(port),
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    try {
      await new Promise<void>((resolve, reject) => {
        const seen = (chunk: Buffer) => {
          output += chunk.toString();
          if (output.includes('Listening on')) resolve();
        };
        child.stdout.on('data', seen);
        child.stderr.on('data', seen);
        child.once('exit', (code) => reject(new Error(`probot exited (${code}): ${output}`)));
      });
      const res = await fetch(`http://127.0.0.1:${port}/cplan/health`);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ status: 'ok', mode: 'queue', redis: 'up', queue: { waiting: 0, failed: 0 } });
      expect(output).toContain('queue mode');
    } finally {
      child.kill('SIGTERM');
    }
  });

  it('cplan worker without REDIS_URL: exit 2 and the reason', () => {
    const run = spawnSync(process.execPath, ['dist/cli.js', 'worker'], { env: { PATH: process.env.PATH ?? '' }, encoding: 'utf8' });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('needs REDIS_URL');
  });
});
