import { describe, expect, it } from 'vitest';
import { OfflineProvider, planComplexity, wordsLevel } from '../../src/offline/offline.js';
import type { FileGroup } from '../../src/offline/offline-retrieve.js';
import type { Analysis, DomainBrief, DomainRequest } from '../../src/contract/types.js';
import { createMemorySnapshot } from '../../src/repo/memory-snapshot.js';
import { readFixtureRepo } from '../helpers/repo-files.js';
import { attachHistory } from '../../src/repo/history.js';

const snapshot = createMemorySnapshot({
  ...readFixtureRepo('small'),
  'migrations/001_init.sql': 'create table keys (id text primary key);\n',
});
const provider = new OfflineProvider();
const understand = (requirement: string, maxDomains = 5, locale: 'en' | 'zh' = 'en') =>
  provider.understand({ requirement, overview: '', maxDomains, locale, snapshot });

/** The domains of an analysis, as the planner hands them to the domain agents. */
function briefsOf(analysis: Analysis): DomainBrief[] {
  return analysis.sub_domains.map((d, i) => ({
    slug: d.focus_area,
    title: d.focus_area,
    description: d.description,
    range: [i * 100 + 1, (i + 1) * 100],
    key_concerns: [],
  }));
}

async function plan(requirement: string, slug: string, locale: 'en' | 'zh' = 'en') {
  const analysis = (await understand(requirement, 5, locale)).value;
  const domains = briefsOf(analysis);
  const request: DomainRequest = {
    requirement,
    overview: '',
    analysis,
    domains,
    domain: domains.find((d) => d.slug === slug) as DomainBrief,
    maxTasks: 8,
    locale,
    snapshot,
  };
  return provider.planDomain(request);
}

describe('OfflineProvider', () => {
  it("names the languages the repository's code is written in, by file count, not a docs site's", async () => {
    const files: Record<string, string> = {
      'docs/docusaurus.config.ts': 'export default { title: "Docs" };\n',
      'docs/sidebars.ts': 'export default {};\n',
    };
    // A site of its own size: samber/lo's Docusaurus pages are a seventh of its code files.
    for (let i = 0; i < 4; i++) files[`docs/src/pages/Page${i}.tsx`] = `export default function Page${i}() { return null; }\n`;
    for (let i = 0; i < 20; i++)
      files[`src/Client/Part${i}.cs`] = `namespace Client { public class Part${i} { public void Encode() {} } }\n`;
    const csharp = createMemorySnapshot(files);
    const requirement = 'Encode the parts';
    const analysis = (await provider.understand({ requirement, overview: '', maxDomains: 5, locale: 'en', snapshot: csharp })).value;
    const domains = briefsOf(analysis);
    const domain = domains[0] as DomainBrief;
    const request = { requirement, overview: '', analysis, domains, domain, maxTasks: 8, locale: 'en' as const, snapshot: csharp };
    expect((await provider.planDomain(request)).value.evidence.existing_patterns).toEqual(['C# sources (20 files)']);
  });

  it("lists a file's evidence as its description does: no function word, the same words", async () => {
    const snapshot = createMemorySnapshot({
      'lib/http/uri.rb':
        'module HTTP\n  class URI\n    # Per RFC 9110 the host is required, without it nothing goes\n    def host_header\n      host\n    end\n  end\nend\n',
      'lib/http/other.rb': 'module HTTP\n  class Other\n  end\nend\n',
    });
    const requirement = 'Reject empty hosts per RFC 9110 without a host header';
    const analysis = (await provider.understand({ requirement, overview: '', maxDomains: 5, locale: 'en', snapshot })).value;
    const domains = briefsOf(analysis);
    const domain = domains[0] as DomainBrief;
    const request = { requirement, overview: '', analysis, domains, domain, maxTasks: 8, locale: 'en' as const, snapshot };
    const plan = (await provider.planDomain(request)).value;
    const rationale = plan.evidence.relevant_files.find((f) => f.path === 'lib/http/uri.rb')?.rationale ?? '';
    expect(rationale).toMatch(/^matched terms: .*host/);
    expect(rationale).not.toMatch(/\b(?:per|without)\b/i);
    expect(analysis.sub_domains.flatMap((d) => d.key_concerns)).not.toContain('per');
  });

  it('lists at most six objectives and says how many more the requirement asks', async () => {
    const snapshot = createMemorySnapshot(readFixtureRepo('small'));
    const items = ['quota', 'server', 'routes', 'headers', 'limits', 'docs', 'tests', 'logs'].map((w) => `- Update the ${w} handling`);
    const requirement = ['Rework the quota API', '', ...items].join('\n');
    const analysis = (await provider.understand({ requirement, overview: '', maxDomains: 5, locale: 'en', snapshot })).value;
    const objectives = analysis.understanding.core_objectives;
    expect(objectives).toHaveLength(7);
    expect(objectives.at(-1)).toBe('… and 3 more in the requirement');
  });

  it('a change to existing code whose words no file holds guesses the busiest file, and says so', async () => {
    const busy = createMemorySnapshot({ ...readFixtureRepo('small') });
    const history = Array.from({ length: 12 }, (_, i) => ({
      subject: `change ${i}`,
      files: [i % 3 === 0 ? 'src/server.ts' : 'src/routes/quota.ts'],
    }));
    attachHistory(busy, history);
    const ask = async (requirement: string) => {
      const analysis = (await provider.understand({ requirement, overview: '', maxDomains: 5, locale: 'en', snapshot: busy })).value;
      const domain = {
        slug: 'core',
        title: 'core',
        description: analysis.sub_domains[0]?.description ?? '',
        range: [1, 100] as [number, number],
        key_concerns: [],
      };
      const request = {
        requirement,
        overview: '',
        analysis,
        domains: [domain],
        domain,
        maxTasks: 8,
        locale: 'en' as const,
        snapshot: busy,
      };
      return (await provider.planDomain(request)).value.tasks;
    };
    const [task] = await ask('Tweaks');
    expect(task?.modification_points.map((p) => p.file)).toEqual(['src/routes/quota.ts']);
    expect(task?.description).toContain("src/routes/quota.ts is where this repository's recent commits change most (8 of the last 12)");
    // A new feature whose words no file holds is a new file.
    const [feature] = await ask('Add zygote');
    expect(feature?.modification_points[0]?.change).toBe('new file');
    // Named after the title's words, not its conventional type.
    const [typed] = await ask('feat: add support for zygote');
    expect(typed?.modification_points[0]?.file).toMatch(/(^|\/)zygote\.ts$/);
  });

  it('files only the path and text search find are planned as ranked ones are: no boilerplate, no invented order', async () => {
    // A data file ranks nowhere in the index (not code, docs or config); its name is the only match.
    const data = createMemorySnapshot({
      'src/app.ts': 'export function start() {\n  return 1;\n}\n',
      'data/zebra.csv': 'name,stripes\nzed,12\n',
      'data/zebra-herds.csv': 'herd,size\nnorth,4\n',
    });
    const requirement = 'Drop zebra rows';
    const analysis = (await provider.understand({ requirement, overview: '', maxDomains: 5, locale: 'en', snapshot: data })).value;
    expect(analysis.sub_domains.map((d) => d.description)).toEqual(['The change as a whole']);
    const domain = {
      slug: 'core',
      title: 'core',
      description: 'The change as a whole',
      range: [1, 100] as [number, number],
      key_concerns: [],
    };
    const request = { requirement, overview: '', analysis, domains: [domain], domain, maxTasks: 8, locale: 'en' as const, snapshot: data };
    const { tasks } = (await provider.planDomain(request)).value;
    expect(tasks.map((t) => t.title)).toEqual(['Change data/zebra-herds.csv', 'Change data/zebra.csv']);
    for (const task of tasks) {
      expect(task.depends_on).toEqual([]);
      expect(task.description).not.toMatch(/offline heuristic/i);
      expect(task.convergence_criteria.join('\n')).not.toContain('implements the requirement');
    }
  });

  it('a requirement no file matches is planned from its own words, not from the fallback domain label', async () => {
    const understood = (await understand('Fixed #1730 (reintroduced in 4.x)')).value;
    expect(understood.sub_domains.map((d) => d.focus_area)).toEqual(['core']);
    const planned = (await plan('Fixed #1730 (reintroduced in 4.x)', 'core')).value;
    const files = planned.tasks.flatMap((t) => t.modification_points.map((p) => p.file));
    expect(files.join(' ')).not.toMatch(/whole|fixed/);
    expect(files).toEqual(['src/reintroduced.ts']);
  });

  it('a CI requirement says the workflow files are changed by hand, in English and Chinese; others say nothing of them', async () => {
    const ci = createMemorySnapshot({
      ...readFixtureRepo('small'),
      '.github/workflows/test.yml': 'name: test\non: push\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - run: npm test\n',
      '.github/workflows/release.yml': 'name: release\non: push\n',
    });
    const ask = (requirement: string, locale: 'en' | 'zh' = 'en') =>
      provider
        .understand({ requirement, overview: '', maxDomains: 5, locale, snapshot: ci })
        .then((r) => r.value.understanding.constraints);
    const note = 'Workflow files (.github/workflows/release.yml, .github/workflows/test.yml) are changed by hand';
    expect((await ask('Run the tests on Node 22 in CI and cache the npm install')).some((c) => c.startsWith(note))).toBe(true);
    expect(
      (await ask('在 CI 工作流中增加 Node 22 的测试', 'zh')).some((c) => c.includes('工作流文件（.github/workflows/release.yml')),
    ).toBe(true);
    expect((await ask('Add rate limiting to the REST API')).some((c) => c.includes('.github/workflows'))).toBe(false);
    // A requirement that reports a CI failure, or mentions CI in its body, is not about CI.
    expect((await ask('Fix import ordering (php-cs-fixer CI failure)')).some((c) => c.includes('.github/workflows'))).toBe(false);
    expect((await ask('Fix the pivot table\n\nThe CI pipeline caught it.')).some((c) => c.includes('.github/workflows'))).toBe(false);
    // No workflow files, no note.
    expect((await understand('Run the tests on Node 22 in CI')).value.understanding.constraints.some((c) => c.includes('workflow'))).toBe(
      false,
    );
  });

  it("follows the repository's guidelines wherever the overview finds them", async () => {
    const guided = createMemorySnapshot({
      ...readFixtureRepo('small'),
      '.github/CONTRIBUTING.md': '# How to contribute\n',
      'CONTRIBUTING.rst': 'Contributing\n',
    });
    const { value } = await provider.understand({
      requirement: 'Add rate limiting to the REST API',
      overview: '',
      maxDomains: 5,
      locale: 'en',
      snapshot: guided,
    });
    expect(value.understanding.constraints.filter((c) => c.startsWith('Follow'))).toEqual([
      'Follow .github/CONTRIBUTING.md',
      'Follow CONTRIBUTING.rst',
    ]);
  });

  it('a title about a language version names the workflows that set that language up', async () => {
    const ci = createMemorySnapshot({
      ...readFixtureRepo('small'),
      '.github/workflows/test.yml':
        'jobs:\n  test:\n    steps:\n      - uses: actions/setup-node@v4\n        with:\n          node-version: 20\n',
      '.github/workflows/lint.yml': 'jobs:\n  lint:\n    steps:\n      - run: make lint\n',
    });
    const ask = (requirement: string, locale: 'en' | 'zh' = 'en') =>
      provider
        .understand({ requirement, overview: '', maxDomains: 5, locale, snapshot: ci })
        .then((r) => r.value.understanding.constraints);
    expect(await ask('Drop Node.js 18')).toContain(
      'CI sets up Node.js in .github/workflows/test.yml: change the versions it tests there by hand (cplan never plans writes to .github/workflows)',
    );
    expect((await ask('Drop Node.js 18', 'zh')).some((c) => c.startsWith('CI 在 .github/workflows/test.yml 中配置了 Node.js'))).toBe(true);
    // Another language's version, or no version at all: no such note.
    expect((await ask('Support Python 3.13')).some((c) => c.includes('.github/workflows'))).toBe(false);
    expect((await ask('Add a node to the tree')).some((c) => c.includes('.github/workflows'))).toBe(false);
  });

  it('reads how a workflow sets a language up, not every mention of its name', async () => {
    const ci = createMemorySnapshot({
      ...readFixtureRepo('small'),
      '.github/workflows/codeql.yml': "jobs:\n  analyze:\n    strategy:\n      matrix:\n        language: ['go', 'python']\n",
      '.github/workflows/bump.yml': 'jobs:\n  bump:\n    steps:\n      # let it go\n      - run: python scripts/bump.py\n',
      '.github/workflows/test.yml':
        'jobs:\n  test:\n    steps:\n      - uses: actions/setup-python@v5\n        with:\n          python-version: "3.12"\n',
      '.github/workflows/beam.yml':
        'jobs:\n  test:\n    steps:\n      - uses: erlef/setup-beam@v1\n        with:\n          otp-version: 26\n',
    });
    const ask = (requirement: string) =>
      provider
        .understand({ requirement, overview: '', maxDomains: 5, locale: 'en', snapshot: ci })
        .then((r) => r.value.understanding.constraints.filter((c) => c.includes('.github/workflows/')));
    expect(await ask('Drop Python 3.8')).toEqual([
      'CI sets up Python in .github/workflows/test.yml: change the versions it tests there by hand (cplan never plans writes to .github/workflows)',
    ]);
    expect(await ask('Support Go 1.22')).toEqual([]);
    expect((await ask('Require Erlang 26')).join(' ')).toContain('.github/workflows/beam.yml');
  });

  it("splits by what holds the files together, names domains in the requirement's words, and says it is offline", async () => {
    const { value, usage } = await understand('Add rate limiting to the REST API and show the remaining quota in the dashboard');
    // The docs go with the code they document; the dashboard and the quota route share nothing.
    // The route declares `remainingQuota`: "remaining quota" written as one identifier names it.
    expect(value.sub_domains.map((d) => d.focus_area)).toEqual(['remaining-quota', 'dashboard']);
    expect(value.sub_domains[0]?.description).toContain('src/routes/quota.ts');
    expect(value.sub_domains[0]?.description).toContain('docs/api.md');
    expect(value.sub_domains[1]?.description).toContain('web/src/Dashboard.tsx');
    expect(value.understanding.split_strategy).toMatch(/^Offline heuristic plan/);
    expect(usage).toMatchObject({ model: 'offline', calls: 0, cost_usd: 0 });
  });

  it('a schema change adds a migration beside the latest one instead of editing it', async () => {
    const { value } = await understand('Add a last_used column to the keys table');
    expect(value.sub_domains.map((d) => d.focus_area)).toEqual(['keys-table']);
    const tasks = (await plan('Add a last_used column to the keys table', 'keys-table')).value.tasks;
    expect(tasks[0]?.modification_points).toEqual([
      { file: 'migrations/002_last_used_column_keys_table.sql', location: '*', change: 'new file' },
    ]);
    // Words of the kind are compared as stems: "tables" and "migrate" (stemmed "tabl", "migrat") still count.
    const migrate = (await understand('Migrate the keys into two tables')).value.sub_domains[0]?.focus_area ?? '';
    const moved = (await plan('Migrate the keys into two tables', migrate)).value.tasks;
    expect(moved.flatMap((t) => t.modification_points.map((p) => p.file))).toEqual(['migrations/002_migrate_keys_two_tables.sql']);
  });

  it("asks a short requirement's question in its own words: the failure of a fix, the result of a change", async () => {
    expect((await understand('Fix the quota header')).value.open_questions).toEqual([
      '“Fix the quota header” names the fix, not the failure: what goes wrong today, and what should happen instead?',
    ]);
    expect((await understand('Show the remaining quota')).value.open_questions).toEqual([
      '“Show the remaining quota” names the change, not its result: what should be true once it is done?',
    ]);
    expect(
      (await understand('Show the remaining quota on the dashboard page, next to the name of the current key')).value.open_questions,
    ).toEqual([]);
    // A short title that says what is true once done asks nothing; a vague verb with no value does.
    const asked = async (text: string) => (await understand(text)).value.open_questions.filter((q) => q.includes(' names the '));
    expect(await asked("Accept 'z' for UTC in the quota header")).toEqual([]);
    expect(await asked('Update the quota header 0.7 -> 0.8')).toEqual([]);
    expect(await asked('Improve the quota header output')).toHaveLength(1);
    expect(await asked('Drop 3.9 support')).toEqual([]);
    expect(await asked('Move to pnpm 11')).toEqual([]);
  });

  it('reads Chinese requirements', async () => {
    // Read through the glossary (接口 → api, 剩余配额 → remaining quota): the same domains as in English.
    const { value } = await understand('为接口增加限流，并在页面上显示剩余配额；补充测试', 5, 'zh');
    const english = await understand('Add rate limiting to the API and show the remaining quota on the page; add tests');
    expect(value.sub_domains.map((d) => d.description)).toEqual([
      // The server's test tests no planned source: it goes with the best domain's code, not alone.
      '改动位于 src/routes/quota.ts、docs/api.md、test/server.test.ts',
      '改动位于 web/src/Dashboard.tsx',
    ]);
    expect(english.value.sub_domains.map((d) => d.description)).toEqual([
      'Changes in src/routes/quota.ts, docs/api.md, test/server.test.ts',
      'Changes in web/src/Dashboard.tsx',
    ]);
    expect(value.open_questions.join('')).toMatch(/需求|模块/);
  });

  it('falls back to one core domain and respects max domains', async () => {
    expect((await understand('Make it faster')).value.sub_domains.map((d) => d.focus_area)).toEqual(['core']);
    const many = await understand('API, dashboard UI, database migration, tests, docs, deploy and auth security', 3);
    expect(many.value.sub_domains.length).toBeGreaterThan(0);
    expect(many.value.sub_domains.length).toBeLessThanOrEqual(3);
    const one = await understand('API, dashboard UI, database migration, tests, docs, deploy and auth security', 1);
    expect(one.value.sub_domains).toHaveLength(1);
    expect(many.value.complexity).toBe('High');
  });

  it('plans tasks on real files with a real symbol as the location', async () => {
    const requirement = 'Add rate limiting to the quota API and show the remaining quota in the dashboard';
    const slugs = (await understand(requirement)).value.sub_domains.map((d) => d.focus_area);
    expect(slugs).toEqual(['remaining-quota', 'dashboard']);
    const { value } = await plan(requirement, 'remaining-quota');
    const point = value.tasks[0]?.modification_points[0];
    expect(point?.file).toBe('src/routes/quota.ts');
    expect(['quotaRouter', 'remainingQuota']).toContain(point?.location);
    for (const task of value.tasks) {
      for (const dep of task.depends_on) expect(value.tasks.map((t) => t.key)).toContain(dep);
      for (const p of task.modification_points) expect(snapshot.has(p.file)).toBe(true);
      expect(task.description).not.toContain('offline heuristic');
    }
    const ui = await plan(requirement, 'dashboard');
    expect(ui.value.tasks[0]?.modification_points[0]?.file).toBe('web/src/Dashboard.tsx');
  });

  it('is deterministic, and plans a new file beside its siblings only when nothing matches', async () => {
    const first = await plan('Document the zebra onboarding docs', 'docs');
    expect(first).toEqual(await plan('Document the zebra onboarding docs', 'docs'));
    expect(first.value.tasks[0]?.modification_points[0]?.file).toBe('docs/api.md');
    const none = await plan('Explain zebra onboarding', 'core');
    for (const task of none.value.tasks)
      for (const p of task.modification_points) expect(snapshot.has(p.file) || p.change === 'new file').toBe(true);
  });

  it('links a need to the last task of the named domain', async () => {
    const { value } = await provider.link({
      needs: [
        { task_id: 'TASK-101', from_domain: 'Backend API', what: 'x' },
        { task_id: 'TASK-102', from_domain: 'nope', what: 'y' },
      ],
      tasks: [
        { id: 'TASK-001', title: 'a', domain: 'backend-api' },
        { id: 'TASK-002', title: 'b', domain: 'backend-api' },
        { id: 'TASK-101', title: 'c', domain: 'frontend-ui' },
      ],
    });
    expect(value.links).toEqual([
      { task_id: 'TASK-101', depends_on: ['TASK-002'] },
      { task_id: 'TASK-102', depends_on: [] },
    ]);
  });

  it('handles an empty repository', async () => {
    const empty = createMemorySnapshot({});
    const analysis = await provider.understand({
      requirement: 'Add an API',
      overview: '',
      maxDomains: 5,
      locale: 'en',
      snapshot: empty,
    });
    expect(analysis.value.sub_domains.length).toBeGreaterThan(0);
  });
});

describe('wordsLevel', () => {
  it('reads a long requirement by its title: an explanation that mentions security or runs long is no large change', () => {
    const body = `${'Routes() now compares each handler against the stub by identity. '.repeat(30)}This is not a security issue.`;
    expect(wordsLevel(`fix: don't drop handlers that collide with a Mount() pattern\n\n${body}`)).toBe('Medium');
    expect(wordsLevel(`Migrate the session store to Redis\n\n${body}`)).toBe('High');
    expect(wordsLevel('Fix typo in the README')).toBe('Low');
    // A short requirement is read whole.
    expect(wordsLevel('Sessions\n\nMove them to a distributed store')).toBe('High');
  });
});

describe('planComplexity', () => {
  const group = (files: number): FileGroup =>
    ({
      slug: 'x',
      folder: '',
      score: 1,
      files: Array.from({ length: files }, (_, i) => ({ path: `src/f${i}.ts`, kind: 'source', score: 1, matched: [] })),
    }) as FileGroup;
  it('follows what the plan holds: a two-file fix is Low, three domains or eight files High, whatever the words', () => {
    expect(planComplexity([group(2)], 'Medium')).toBe('Low');
    expect(planComplexity([group(1)], 'High')).toBe('Low');
    expect(planComplexity([group(4)], 'Medium')).toBe('Medium');
    expect(planComplexity([group(1), group(1)], 'Medium')).toBe('Medium');
    expect(planComplexity([group(2), group(2), group(1)], 'Low')).toBe('High');
    expect(planComplexity([group(8)], 'Medium')).toBe('High');
    // Words weigh in between: a migration across three files, a typo fix across four.
    expect(planComplexity([group(3)], 'High')).toBe('High');
    expect(planComplexity([group(4)], 'Low')).toBe('Low');
  });
});
