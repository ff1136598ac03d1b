// `cplan plan --provider=openai` through the CLI's run function, against a loopback
// OpenAI-compatible server; the same scripted answers through the Anthropic path give the same plan.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import nock from 'nock';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { runPlanCommand } from '../../src/cli/plan.js';
import { FakeAnthropic } from '../helpers/fake-anthropic.js';
import { FakeOpenAI } from '../helpers/fake-openai.js';
import { fakeApiKey } from '../helpers/fake-key.js';
import { copyExampleRepo } from '../helpers/repo-files.js';

const temp = mkdtempSync(join(tmpdir(), 'cplan-openai-cli-'));
const DOMAINS = ['backend-api', 'database'];
const FILE = 'src/server.js';

const plan = {
  tasks: [
    {
      key: 'limit',
      title: 'Add a rate limiter',
      description: 'A token bucket per key',
      complexity: 'Medium',
      conflict_risk: 'Medium',
      scope: `\`${FILE}\``,
      depends_on: [],
      needs_from_domains: [],
      modification_points: [{ file: FILE, location: 'createServer', change: 'register the limiter' }],
      convergence_criteria: ['429 over the limit'],
      estimated_effort: 'Low',
    },
  ],
  evidence: { relevant_files: [{ path: FILE, rationale: 'entry point', role: 'entry' }], existing_patterns: [], constraints: [] },
};

beforeAll(() => nock.enableNetConnect('127.0.0.1'));
afterEach(() => vi.unstubAllEnvs());
afterAll(() => {
  nock.disableNetConnect();
  rmSync(temp, { recursive: true, force: true });
});

/** `cplan plan … --yes --json` in-process: exit code, the JSON summary and the tasks of plan.json. */
async function planWith(provider: string, name: string) {
  const repo = copyExampleRepo('shop', join(temp, name));
  let stdout = '';
  let stderr = '';
  const code = await runPlanCommand(
    [
      'Add rate limiting to the public API',
      '--repo',
      repo,
      `--provider=${provider}`,
      '--yes',
      '--json',
      '--out',
      join(temp, `${name}-out`),
    ],
    (text) => void (stdout += text),
    (text) => void (stderr += text),
    { isTTY: false },
  );
  const summary = JSON.parse(stdout);
  const planJson = JSON.parse(readFileSync(join(summary.session_dir, 'plan.json'), 'utf8'));
  const tasks = (planJson.domains as { slug: string; task_ids: string[] }[]).flatMap((d) =>
    d.task_ids.map((id) => {
      const task = JSON.parse(readFileSync(join(summary.session_dir, 'domains', d.slug, '.task', `${id}.json`), 'utf8'));
      return [id, d.slug, task.title];
    }),
  );
  return { code, summary, tasks, output: `${stdout}${stderr}` };
}

describe('cplan plan --provider=openai', () => {
  it('plans against OPENAI_BASE_URL and gives the same plan as the Anthropic path with the same answers', async () => {
    const key = fakeApiKey('openai-cli');
    const openai = new FakeOpenAI({ domains: DOMAINS, plan: () => plan, file: FILE, failFirst: [429] });
    const anthropic = new FakeAnthropic({ domains: DOMAINS, plans: [plan], file: FILE });
    const [openaiURL, anthropicURL] = await Promise.all([openai.start(), anthropic.start()]);
    try {
      vi.stubEnv('OPENAI_API_KEY', key);
      vi.stubEnv('OPENAI_BASE_URL', openaiURL);
      vi.stubEnv('ANTHROPIC_API_KEY', '');
      const viaOpenAI = await planWith('openai', 'openai');
      expect(viaOpenAI.code).toBe(0);
      expect(viaOpenAI.summary.provider).toBe('openai');
      expect(viaOpenAI.output).not.toContain(key);
      expect(viaOpenAI.tasks).toEqual([
        ['TASK-001', 'backend-api', 'Add a rate limiter'],
        ['TASK-101', 'database', 'Add a rate limiter'],
      ]);
      const domainRequests = openai.requests.filter((r) => r.role === 'domain');
      expect(domainRequests.length).toBeGreaterThanOrEqual(6);
      expect(domainRequests.every((r) => r.body.model === 'gpt-4.1')).toBe(true);
      expect(openai.requests[0]?.headers.authorization).toBe(`Bearer ${key}`);

      vi.stubEnv('ANTHROPIC_API_KEY', fakeApiKey('anthropic-cli'));
      vi.stubEnv('ANTHROPIC_BASE_URL', anthropicURL);
      const viaAnthropic = await planWith('anthropic', 'anthropic');
      expect(viaAnthropic.code).toBe(0);
      expect(viaAnthropic.tasks).toEqual(viaOpenAI.tasks);
    } finally {
      await Promise.all([openai.stop(), anthropic.stop()]);
    }
  });

  it('is a usage error without OPENAI_API_KEY or OPENAI_BASE_URL', async () => {
    vi.stubEnv('OPENAI_API_KEY', '');
    vi.stubEnv('OPENAI_BASE_URL', '');
    const repo = copyExampleRepo('shop', join(temp, 'nokey'));
    await expect(
      runPlanCommand(
        ['Add rate limiting', '--repo', repo, '--provider=openai', '--yes'],
        () => {},
        () => {},
        { isTTY: false },
      ),
    ).rejects.toThrow(/OPENAI_API_KEY/);
  });
});
