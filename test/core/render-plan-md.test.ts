import { describe, expect, it } from 'vitest';
import type { Conflict, PlanNote } from '../../src/core/shared/model.js';
import { neutralizeMentions, safeBlock } from '../../src/core/safety/text-safety.js';
import { type PlanMdInput, renderPlanMd, renderPlanSummary } from '../../src/core/render/render-plan-md.js';
import { computeWaves } from '../../src/core/engine/waves.js';
import { makeConflict, makeDomain, makeNote, makeTask } from '../helpers/plan-factory.js';

const USAGE = {
  total: {
    input_tokens: 42_000,
    output_tokens: 3_100,
    cache_creation_input_tokens: 9_000,
    cache_read_input_tokens: 27_000,
    cost_usd: 0.123456,
  },
  agents: [
    { agent: 'understanding', input_tokens: 12_000, output_tokens: 900, cost_usd: 0.04 },
    { agent: 'domain:backend-api', input_tokens: 30_000, output_tokens: 2_200, cost_usd: 0.083456 },
  ],
};

function enNote(): PlanNote {
  return makeNote({
    locale: 'en',
    frontmatter: {
      session_id: 'CPLAN-add-rate-limiting-2026-11-22',
      original_requirement: 'Add rate limiting to the API\n\ncc @octocat <script>alert(1)</script> please',
      created_at: '2026-11-22T10:00:00Z',
      complexity: 'Medium',
      revision: 1,
    },
    sessionId: 'CPLAN-add-rate-limiting-2026-11-22',
    understanding: [
      '### Core objectives',
      '- Limit requests per client (ask @alice, mail bob@example.com)',
      '- <img src=x onerror=alert(1)>Keep <b>latency</b> low',
      '',
      '```ts',
      'const limiter = "<keep>"; // @decorator stays in code',
      '```',
    ].join('\n'),
    domains: [
      makeDomain('backend-api', 0, { description: 'HTTP layer | middleware' }),
      makeDomain('database', 1, { description: 'Counters in Redis' }),
      makeDomain('docs', 2, { state: 'failed', failure: 'model output invalid twice', range: null }),
    ],
    tasks: [
      makeTask(1, {
        title: 'Add token-bucket middleware | core',
        complexity: 'Medium',
        dependsOn: ['TASK-101'],
        files: ['src/middleware/rate-limit.ts', 'src/server.ts'],
        extras: { Effort: 'Medium' },
      }),
      makeTask(2, {
        title: 'Return 429 with <em>Retry-After</em>',
        complexity: 'Low',
        dependsOn: ['TASK-001'],
        files: ['src/errors.ts'],
        extras: { Effort: 'High' },
      }),
      makeTask(101, {
        domain: 'database',
        title: 'Store counters',
        complexity: 'High',
        dependsOn: [],
        files: ['src/db/counters.ts'],
      }),
      makeTask(102, { domain: 'database', title: 'Cycle A', dependsOn: ['TASK-103'] }),
      makeTask(103, { domain: 'database', title: 'Cycle B', dependsOn: ['TASK-102'] }),
    ],
  });
}

const EN_CONFLICTS: Conflict[] = [
  makeConflict(1, {
    type: 'dependency_cycle',
    severity: 'critical',
    tasks_involved: ['TASK-102', 'TASK-103'],
    domains_involved: ['database'],
    location: 'TASK-102 → TASK-103 → TASK-102',
  }),
  makeConflict(2, {
    tasks_involved: ['TASK-001', 'TASK-101'],
    domains_involved: ['backend-api', 'database'],
    location: 'src/server.ts:createServer',
  }),
  makeConflict(3, {
    type: 'strategy_conflict',
    severity: 'medium',
    tasks_involved: ['TASK-002', 'TASK-101'],
    location: 'src/errors.ts',
    decision: 'resolved',
    decision_note: 'agreed with @bob | done',
  }),
];

function input(note: PlanNote, conflicts: Conflict[], extra: Partial<PlanMdInput> = {}): PlanMdInput {
  return { note, conflicts, waves: computeWaves(note.tasks), generatedAt: '2026-11-22T10:05:00Z', ...extra };
}

describe('renderPlanMd', () => {
  it('renders an English plan with every documented part', async () => {
    const md = renderPlanMd(input(enNote(), EN_CONFLICTS, { usage: USAGE, provider: 'anthropic', repo: 'acme/api', issue: 42 }));
    await expect(md).toMatchFileSnapshot('__snapshots__/plan-en.md');
    for (const heading of [
      '## Requirement understanding',
      '## Domains',
      '## Task overview',
      '## Execution waves',
      '## Conflict report',
      '## Dependency graph',
      '## Usage',
      '## Next steps',
    ])
      expect(md).toContain(`\n${heading}\n`);
    expect(md).toContain('```mermaid\nflowchart TD');
    expect(md).not.toContain('offline heuristic');
  });

  it('renders a Chinese plan from the offline provider with usage not recorded', async () => {
    const note = makeNote({
      locale: 'zh',
      frontmatter: {
        original_requirement: '为 API 添加限流',
        created_at: '2026-11-22T10:00:00Z',
        complexity: 'Low',
        revision: 0,
      },
      sessionId: 'CPLAN-为-api-添加限流-2026-11-22',
      understanding: '### 核心目标\n- 按客户端限流',
      domains: [makeDomain('backend-api', 0, { description: '接口层' }), makeDomain('tests', 1, { state: 'empty' })],
      tasks: [
        makeTask(1, { title: '添加令牌桶中间件', files: ['src/server.ts'], extras: { Effort: '2d' } }),
        makeTask(2, { title: '返回 429', dependsOn: ['TASK-001', 'TASK-404'], extras: { Effort: '1.5d' } }),
      ],
    });
    const md = renderPlanMd(input(note, [], { provider: 'offline' }));
    await expect(md).toMatchFileSnapshot('__snapshots__/plan-zh.md');
    for (const heading of ['需求理解', '领域', '任务概览', '执行波次', '冲突报告', '依赖图', '使用量', '下一步'])
      expect(md).toContain(`\n## ${heading}\n`);
    expect(md).toContain('✅ 无冲突检测到');
    expect(md).toContain('未记录使用量');
    expect(md).toContain('离线启发式');
    expect(md).toContain('| 3.5d |');
  });

  it('treats note text as untrusted: no raw HTML, no pings, no broken tables', () => {
    const md = renderPlanMd(input(enNote(), EN_CONFLICTS));
    const outsideCode = md.replace(/```[\s\S]*?```/g, '');
    expect(outsideCode).not.toMatch(/<(script|img|b|em)\b/i);
    expect(outsideCode).not.toMatch(/(^|[^\w.`@\u200D])@(octocat|alice|bob)\b/);
    expect(md).toContain('@\u200Doctocat');
    expect(md).toContain('bob@example.com');
    expect(md).toContain('const limiter = "<keep>"; // @decorator stays in code');
    expect(md).toContain('Add token-bucket middleware \\| core');
    expect(md).toContain('HTTP layer \\| middleware');
    // every table row has exactly as many unescaped pipes as its header
    for (const line of md.split('\n').filter((l) => l.startsWith('| TASK-'))) {
      expect(line.replace(/\\\|/g, '').split('|')).toHaveLength(7);
    }
  });

  it('says which model each agent ran on, and when a fallback model took over', () => {
    const usage = {
      total: USAGE.total,
      agents: [
        { agent: 'understanding', model: 'claude-sonnet-4-5', input_tokens: 1, output_tokens: 1, cache_read_input_tokens: 7, cost_usd: 0 },
        {
          agent: 'domain:api',
          model: 'gpt-4.1',
          fallback: { from: 'anthropic claude-sonnet-4-5', reason: 'overloaded' },
          input_tokens: 1,
          output_tokens: 1,
          cost_usd: 0,
        },
      ],
    };
    const md = renderPlanMd(input(enNote(), EN_CONFLICTS, { usage }));
    expect(md).toContain('| understanding | claude-sonnet-4-5 | 1 | 1 | — | 7 | $0.0000 |');
    expect(md).toContain('| domain:api | gpt-4.1 (fallback after anthropic claude-sonnet-4-5: overloaded) | 1 | 1 | — | — | $0.0000 |');
  });

  it('is deterministic', () => {
    const a = renderPlanMd(input(enNote(), EN_CONFLICTS, { usage: USAGE }));
    const b = renderPlanMd(input(enNote(), EN_CONFLICTS, { usage: USAGE }));
    expect(a).toBe(b);
  });

  it('escapes | only inside tables: the header lists show a|b as written', () => {
    const note = makeNote({ sessionId: null, frontmatter: { original_requirement: 'Accept `a|b` filters in the orders route' } });
    const md = renderPlanMd({ note, conflicts: [], waves: { waves: [], blocked: [] }, generatedAt: '' });
    expect(md).toContain('# Implementation plan: Accept `a|b` filters in the orders route\n');
    expect(md).toContain('- **Requirement**: Accept `a|b` filters in the orders route\n');
    expect(md).not.toContain('a\\|b');
  });

  it("sets a requirement's title apart from its body on the header's one line", () => {
    const requirement =
      'Add autogenerate support for CHECK constraint detection\n\nAutogenerate now detects added\nand removed constraints.';
    const note = makeNote({ sessionId: null, frontmatter: { original_requirement: requirement } });
    const md = renderPlanMd({ note, conflicts: [], waves: { waves: [], blocked: [] }, generatedAt: '' });
    expect(md).toContain(
      '- **Requirement**: Add autogenerate support for CHECK constraint detection — Autogenerate now detects added and removed constraints.\n',
    );
  });

  it('renders a note with no understanding, no tasks and no time', () => {
    const md = renderPlanMd({
      note: makeNote({ sessionId: null }),
      conflicts: [],
      waves: { waves: [], blocked: [] },
      generatedAt: '',
    });
    expect(md).toContain('# Implementation plan\n');
    expect(md).toContain('## Requirement understanding\n\n—');
    expect(md).toContain('No tasks to schedule.');
    expect(md).not.toContain('Generated');
    expect(md.endsWith('\n')).toBe(true);
  });
});

describe('renderPlanSummary', () => {
  it('has the header, domains, conflict counts and waves but no task tables or graph', () => {
    const summary = renderPlanSummary(input(enNote(), EN_CONFLICTS, { provider: 'offline' }));
    expect(summary).toContain('# Implementation plan: Add rate limiting to the API');
    expect(summary).toContain('## Domains');
    expect(summary).toContain('**2 open** (1 critical · 1 high · 0 medium) · 1 resolved');
    expect(summary).toContain('## Execution waves');
    expect(summary).toContain('offline heuristic provider');
    expect(summary).not.toContain('## Task overview');
    expect(summary).not.toContain('```mermaid');
    expect(summary.length).toBeLessThan(60_000);
    expect(summary).not.toContain('Cut to fit');
  });

  it('cuts a long summary at a line boundary under maxChars, with a note pointing at plan.md', () => {
    const tasks = Array.from({ length: 6_000 }, (_, i) => makeTask(i + 1, { domain: 'backend-api' }));
    const note = makeNote({
      tasks,
      domains: [makeDomain('backend-api', 0, { description: '🚦'.repeat(50) })],
    });
    // a chain: one wave per task, so the waves list alone is far longer than the cap
    for (const [i, t] of tasks.entries()) if (i > 0) t.dependsOn = [tasks[i - 1]?.id ?? ''];
    const full = renderPlanSummary(input(note, []), { maxChars: Number.POSITIVE_INFINITY });
    expect(full.length).toBeGreaterThan(60_000);
    for (const max of [60_000, 5_000, 333]) {
      const summary = renderPlanSummary(input(note, []), { maxChars: max });
      expect(summary.length).toBeLessThanOrEqual(max);
      expect(summary.endsWith('\n\n> ✂️ Cut to fit: the full plan is in `plan.md`.')).toBe(true);
      // whole lines only: what is kept is the start of the full summary, up to a line break
      const body = summary.slice(0, summary.lastIndexOf('\n\n> ✂️'));
      expect(full.startsWith(`${body}\n`)).toBe(true);
    }
    // a first line longer than the budget: cut inside it, never through an emoji's surrogate pair
    const cutNote = '> ✂️ Cut to fit: the full plan is in `plan.md`.';
    const emoji = makeNote({ frontmatter: { original_requirement: '🚦'.repeat(100) } });
    const odd = renderPlanSummary(input(emoji, []), { maxChars: cutNote.length + 2 + 24 });
    expect(odd).toBe(`# Implementation plan: \n\n${cutNote}`.replace(': \n', ':\n'));
    expect(renderPlanSummary(input(emoji, []), { maxChars: 10 })).toHaveLength(10);
    const zh = renderPlanSummary(input({ ...note, locale: 'zh' }, []), { maxChars: 2_000 });
    expect(zh.endsWith('完整计划见 `plan.md`。')).toBe(true);
  });
});

describe('text hygiene', () => {
  it('neutralizes mentions idempotently and leaves e-mail addresses alone', () => {
    const once = neutralizeMentions('@a hi @org/team, a@b.com (@c)');
    expect(once).toBe('@\u200Da hi @\u200Dorg/team, a@b.com (@\u200Dc)');
    expect(neutralizeMentions(once)).toBe(once);
  });

  it('closes a fence left open so it cannot swallow the rest of plan.md', () => {
    expect(safeBlock('text\n```js\n<b>@x</b>')).toBe('text\n```js\n<b>@x</b>\n```');
    expect(safeBlock('<!-- hidden\nstill hidden')).toBe('');
  });
});
