import { describe, expect, it } from 'vitest';
import { BudgetError } from '../../src/contract/types.js';
import { DEFAULT_CONFIG } from '../../src/core/config/config.js';
import { parsePlanNote } from '../../src/core/note/parse.js';
import { MemoryStore } from '../../src/session/memory-store.js';
import { type PlanRunInput, runPlan } from '../../src/planner/run.js';
import { createMemorySnapshot } from '../../src/repo/memory-snapshot.js';
import { ScriptedProvider, type ScriptOptions } from '../helpers/scripted-provider.js';

const clock = { now: () => new Date('2026-11-22T10:00:00Z') };
const snapshot = createMemorySnapshot({
  'README.md': '# demo\n',
  'src/api.ts': 'export function api() {}\n',
});

function input(script: ScriptOptions, overrides: Partial<PlanRunInput> = {}) {
  const provider = new ScriptedProvider(script);
  const store = (overrides.store as MemoryStore | undefined) ?? new MemoryStore();
  const run: PlanRunInput = {
    requirement: 'Add rate limiting\n\nLimit requests per key.',
    sessionId: 'CPLAN-add-rate-limiting-2026-11-22',
    snapshot,
    provider,
    store,
    config: { ...DEFAULT_CONFIG, confirm: false },
    yes: true,
    clock,
    ...overrides,
  };
  return { run, provider, store };
}

const three: ScriptOptions = {
  domains: [{ focus_area: 'Backend API' }, { focus_area: 'frontend-ui', depends_on_domains: ['backend-api'] }, { focus_area: 'database' }],
  tasks: {
    'frontend-ui': [{ key: 'ui', needs_from_domains: [{ domain: 'backend-api', what: 'the quota endpoint' }] }],
  },
};

describe('runPlan', () => {
  it('plans every domain in its own id range and writes the whole session folder', async () => {
    const { run, store } = input(three);
    const result = await runPlan(run);
    expect(result.status).toBe('completed');
    const note = parsePlanNote(store.files.get('plan-note.md') ?? '');
    expect(note.domains.map((d) => [d.slug, d.range, d.state])).toEqual([
      ['backend-api', [1, 100], 'planned'],
      ['frontend-ui', [101, 200], 'planned'],
      ['database', [201, 300], 'planned'],
    ]);
    expect(note.tasks.map((t) => t.id)).toEqual(['TASK-001', 'TASK-002', 'TASK-101', 'TASK-201', 'TASK-202']);
    expect(note.diagnostics.filter((d) => d.severity !== 'info')).toEqual([]);
    expect(note.frontmatter.status).toBe('completed');
    // Cross-domain need resolved by the link phase into a real dependency.
    expect(note.tasks.find((t) => t.id === 'TASK-101')?.dependsOn).toEqual(['TASK-001']);
    for (const path of [
      'requirement-analysis.json',
      'conflicts.json',
      'plan.md',
      'plan.json',
      'usage.json',
      'domains/backend-api/plan.json',
      'domains/backend-api/.task/TASK-001.json',
      'domains/database/.task/TASK-202.json',
    ]) {
      expect(store.files.has(path), path).toBe(true);
    }
    expect(store.writes[0]?.message).toContain('understanding');
    expect(store.writes.at(-1)?.message).toContain('plan complete');
    expect(store.writes.length).toBeLessThanOrEqual(5);
    const usage = JSON.parse(store.files.get('usage.json') ?? '{}');
    expect(usage.total.calls).toBe(5);
  });

  it('stops for approval and then continues without asking the understanding agent again', async () => {
    const store = new MemoryStore();
    const first = input(three, { store, yes: false, config: { ...DEFAULT_CONFIG, confirm: true } });
    const waiting = await runPlan(first.run);
    expect(waiting.status).toBe('awaiting-approval');
    expect(store.writes).toHaveLength(1);
    expect(parsePlanNote(store.files.get('plan-note.md') ?? '').frontmatter.status).toBe('awaiting-approval');

    const again = await runPlan({ ...first.run, yes: false });
    expect(again.status).toBe('awaiting-approval');
    expect(store.writes).toHaveLength(1);

    const approved = await runPlan({ ...first.run, yes: true, answers: 'Use Redis.' });
    expect(approved.status).toBe('completed');
    expect(first.provider.requests.filter((r) => r.kind === 'understand')).toHaveLength(1);
    const domainRequest = first.provider.requests.find((r) => r.kind === 'domain')?.request as {
      requirement: string;
    };
    expect(domainRequest.requirement).toContain('Use Redis.');
  });

  it('keeps going when a domain fails, marks it, and continue re-runs only that domain', async () => {
    const store = new MemoryStore();
    const script = { ...three, fail: { database: 1 } };
    const first = input(script, { store });
    const partial = await runPlan(first.run);
    expect(partial.status).toBe('partial');
    const failedNote = parsePlanNote(store.files.get('plan-note.md') ?? '');
    expect(failedNote.domains.find((d) => d.slug === 'database')?.state).toBe('failed');
    expect(failedNote.tasks).toHaveLength(3);

    const resumed = await runPlan(first.run);
    expect(resumed.status).toBe('completed');
    const domainCalls = first.provider.requests.filter((r) => r.kind === 'domain').map((r) => r.domain);
    expect(domainCalls.sort()).toEqual(['backend-api', 'database', 'database', 'frontend-ui']);

    const clean = input(three);
    await runPlan(clean.run);
    const tasksOf = (text: string | undefined) => parsePlanNote(text ?? '').tasks.map((t) => [t.id, t.title, t.dependsOn.join(',')]);
    expect(tasksOf(store.files.get('plan-note.md'))).toEqual(tasksOf(clean.store.files.get('plan-note.md')));
    const usage = JSON.parse(store.files.get('usage.json') ?? '{}');
    expect(usage.agents.length).toBeGreaterThan(5);
  });

  it("writes a failed domain's reason into the note as one redacted line, never a token or a stack", async () => {
    const token = `ghp_${'a1B2'.repeat(9)}`;
    const { run, store, provider } = input(three);
    const planDomain = provider.planDomain.bind(provider);
    provider.planDomain = async (request) => {
      if (request.domain.slug === 'database')
        throw new Error(`upstream refused Authorization: token ${token}\n    at secret (/srv/x.js:1:1)`);
      return planDomain(request);
    };
    const result = await runPlan(run);
    expect(result.status).toBe('partial');
    const text = store.files.get('plan-note.md') ?? '';
    expect(text).toContain('upstream refused');
    expect(text).not.toContain(token);
    expect(text).not.toContain('/srv/x.js');
  });

  it('drops unsafe model paths with a warning instead of writing them', async () => {
    const { run, store } = input({
      domains: [{ focus_area: 'api' }],
      tasks: {
        api: [
          {
            key: 'evil',
            modification_points: [
              { file: '../../etc/passwd', location: '*', change: 'x' },
              { file: '/abs/file.ts', location: '*', change: 'x' },
              { file: '.github/workflows/x.yml', location: '*', change: 'x' },
              { file: './src/ok.ts', location: 'fn', change: 'fine' },
            ],
          },
        ],
      },
    });
    await runPlan(run);
    const note = parsePlanNote(store.files.get('plan-note.md') ?? '');
    expect(note.tasks[0]?.modificationPoints.map((p) => p.file)).toEqual(['src/ok.ts']);
    const record = JSON.parse(store.files.get('domains/api/plan.json') ?? '{}');
    expect(record.warnings.join('\n')).toMatch(/escapes[\s\S]*absolute[\s\S]*workflows/);
    for (const path of store.files.keys()) expect(path.startsWith('domains/') || !path.includes('/')).toBe(true);
  });

  it('stops cleanly when the budget runs out, keeping the finished domains', async () => {
    let calls = 0;
    const budget = {
      assertOpen() {
        calls++;
        if (calls > 2) throw new BudgetError('max_cost_usd of $5 reached', 'cost');
      },
    };
    const { run, store } = input(three, { budget, serial: true });
    const result = await runPlan(run);
    expect(result.status).toBe('partial');
    expect(result.state.notice).toContain('max_cost_usd');
    expect(result.state.domains.map((d) => d.state)).toEqual(['done', 'skipped', 'skipped']);
    expect(parsePlanNote(store.files.get('plan-note.md') ?? '').tasks.length).toBe(2);
  });

  it('applies a split chosen by a person before planning', async () => {
    const store = new MemoryStore();
    const first = input(three, { store, yes: false, config: { ...DEFAULT_CONFIG, confirm: true } });
    await runPlan(first.run);
    const result = await runPlan({
      ...first.run,
      yes: true,
      split: [
        {
          focus_area: 'storage',
          description: 'Keys in Redis',
          key_concerns: [],
          estimated_effort: 'Low',
          depends_on_domains: [],
        },
        {
          focus_area: 'api',
          description: 'Middleware',
          key_concerns: [],
          estimated_effort: 'Low',
          depends_on_domains: [],
        },
      ],
    });
    expect(result.status).toBe('completed');
    expect(result.domains.map((d) => d.slug)).toEqual(['storage', 'api']);
    expect(parsePlanNote(store.files.get('plan-note.md') ?? '').domains.map((d) => d.description)).toEqual(['Keys in Redis', 'Middleware']);
  });
});
