// The compose file of docs/queue.md (no Docker engine runs in CI: its shape is checked instead):
// Redis kept on a volume, the App and two workers on the same REDIS_URL, each with a health check
// on its own endpoint, and the workers' stop grace above cplan worker's --grace-ms default.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

describe('docs/deploy/compose.yaml', () => {
  const compose = parse(readFileSync('docs/deploy/compose.yaml', 'utf8')) as { services: Record<string, any> };
  const { redis, app, worker } = compose.services;

  it('runs Redis, the App in queue mode and two workers on one REDIS_URL', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['app', 'redis', 'worker']);
    expect(redis.command).toEqual(expect.arrayContaining(['--appendonly', 'yes', '--maxmemory-policy', 'noeviction']));
    expect(app.environment.REDIS_URL).toBe('redis://redis:6379');
    expect(worker.environment.REDIS_URL).toBe(app.environment.REDIS_URL);
    expect(worker.deploy.replicas).toBe(2);
    expect(app.command).toEqual(['node', 'node_modules/probot/bin/probot.js', 'run', './dist/app.js']);
    expect(worker.command.slice(0, 3)).toEqual(['node', 'dist/cli.js', 'worker']);
  });

  it('checks each service on the endpoint it serves, and gives workers time to hand jobs back', () => {
    expect(app.healthcheck.test.join(' ')).toContain('/cplan/health');
    const port = worker.command[worker.command.indexOf('--health-port') + 1];
    expect(worker.healthcheck.test.join(' ')).toContain(`:${port}/healthz`);
    expect(Number.parseInt(worker.stop_grace_period, 10)).toBeGreaterThan(20);
  });
});
