// GitHub: a 5-domain `/plan -y` run through the App (Probot) against a counting fake GitHub on
// loopback with realistic latency: requests by route (REST and GraphQL), writes and the seconds they
// take at GitHub's guidance of one content-creating request per second, commits, peak writes/minute.
// Measured twice: commits through createCommitOnBranch (verified, one request each), and through the
// Git Data API where the mutation does not exist (older GHES: the fallback, 3 requests each).
import { Probot, ProbotOctokit } from 'probot';
import { createApp } from '../src/app/index.js';
import { openJobQueue } from '../src/runtime/queue.js';
import { startWorker } from '../src/runtime/worker.js';
import { FakeGitHub, type FakeGitHubOptions, isCommitRequest } from '../test/helpers/fake-github.js';
import { commentPayload } from '../test/helpers/payloads.js';
import { startRedis } from '../test/helpers/redis-server.js';
import { readFixtureRepo } from '../test/helpers/repo-files.js';
import { ScriptedProvider } from '../test/helpers/scripted-provider.js';
import { round } from './measure.js';

const REQUIREMENT = 'Add a quota API endpoint, a dashboard page for it, a database table for keys, tests and docs';

/** GitHub asks integrations to wait at least one second between content-creating requests. */
const SECONDS_PER_WRITE = 1;

/** How the run is carried out: in the App's process, or queued by the App and run by a worker (Redis). */
type Mode = { kind: 'embedded' } | { kind: 'queue'; redisUrl: string };

async function runOnce(latencyMs: number, options: FakeGitHubOptions = {}, mode: Mode = { kind: 'embedded' }) {
  const github = new FakeGitHub({
    files: readFixtureRepo('small'),
    issues: [{ number: 1, title: REQUIREMENT, body: '' }],
    permissions: { alice: 'write' },
    latencyMs,
    ...options,
  });
  const baseUrl = await github.start();
  const log: any = { info() {}, warn() {}, error() {}, debug() {}, trace() {}, fatal() {} };
  log.child = () => log;
  const probot = new Probot({
    githubToken: 'bench-token',
    log,
    Octokit: ProbotOctokit.defaults((o: Record<string, unknown>) => ({
      ...o,
      baseUrl,
      retry: { enabled: false },
      throttle: { enabled: false },
    })),
  });
  // A scripted model of fixed latency; domains finish one after another, the worst case for commits.
  const script = ['backend-api', 'frontend-ui', 'database', 'testing', 'documentation'].map((focus_area) => ({ focus_area }));
  const createProvider = () => new ScriptedProvider({ domains: script, latencyMs: 300, stagger: true });
  const queue = mode.kind === 'queue' ? openJobQueue(mode.redisUrl) : undefined;
  await probot.load(createApp({ env: {}, createProvider, ...(queue ? { queue } : {}) }));
  const done = mode.kind === 'queue' ? queuedRun(mode.redisUrl, probot, createProvider) : undefined;
  const started = performance.now();
  await probot.receive({
    id: 'bench-1',
    name: 'issue_comment',
    payload: commentPayload({
      owner: github.owner,
      repo: github.repo,
      issue: 1,
      title: REQUIREMENT,
      comment: '/plan -y --max-domains=5',
      login: 'alice',
    }) as never,
  });
  await done?.finished;
  const wall = performance.now() - started;
  await done?.worker.stop();
  await queue?.close();
  await github.stop();
  const writes = github.requests.filter((r) => r.method !== 'GET');
  const commits = github.branchCommits('cplan/issue-1');
  let peak = 0;
  for (const w of writes) peak = Math.max(peak, writes.filter((x) => x.at >= w.at && x.at < w.at + 60_000).length);
  const domains = JSON.parse(
    [...github.filesOf('cplan/issue-1').entries()].find(([path]) => path.endsWith('requirement-analysis.json'))?.[1] ?? '{"domains":[]}',
  ).domains.length;
  return {
    domains,
    latency_ms_per_request: latencyMs,
    wall_ms: round(wall),
    requests: github.requests.length,
    content_creating_requests: writes.length,
    write_seconds_at_one_per_second: writes.length * SECONDS_PER_WRITE,
    commits: commits.length,
    verified_commits: commits.filter((c) => c.verified).length,
    commit_requests: github.requests.filter(isCommitRequest).length,
    status_comment_edits: github.requests.filter((r) => r.method === 'PATCH' && r.route.endsWith('/issues/comments/{n}')).length,
    peak_writes_per_minute: peak,
    by_route: github.countByRoute(),
  };
}

/** A worker in this process for the queued run; `finished` resolves when it has run the job. */
function queuedRun(redisUrl: string, probot: Probot, createProvider: () => ScriptedProvider) {
  let finish = () => {};
  const finished = new Promise<void>((resolve) => (finish = resolve));
  const log = (line: string) => {
    if (/cplan worker: (completed|partial|failed)/.test(line)) finish();
  };
  const worker = startWorker({
    redisUrl,
    concurrency: 1,
    lockMs: 30_000,
    graceMs: 1000,
    env: {},
    createProvider,
    installationOctokit: (id) => probot.auth(id),
    log: { info: log, warn: log, error: log },
  });
  return { worker, finished };
}

export async function benchGitHub() {
  const graphql = await runOnce(40);
  const { by_route, ...gitData } = await runOnce(40, { commitMutation: 'missing' });
  // Queue mode: the App queues, a worker runs (a real redis-server on loopback).
  const redis = await startRedis();
  try {
    const { by_route: queueRoutes, ...queued } = await runOnce(40, {}, { kind: 'queue', redisUrl: redis.url });
    return { ...graphql, git_data_fallback: { ...gitData, by_route }, queue_mode: { ...queued, by_route: queueRoutes } };
  } finally {
    await redis.stop();
  }
}
