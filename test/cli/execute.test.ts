// `cplan execute --dry-run <session-dir>`: prints the waves buildSchedule computes (text and --json),
// takes --max-parallel or the session repository's execute.max_parallel, and without --dry-run exits 2.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { runExecute } from '../../src/cli/execute.js';
import { detectConflicts } from '../../src/core/engine/detect.js';
import { buildSchedule } from '../../src/core/engine/schedule.js';
import { parsePlanNote } from '../../src/core/note/parse.js';

const temp = mkdtempSync(join(tmpdir(), 'cplan-execute-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

const taskText = (id: string, title: string, domain: string, depends: string, point: string, risk = 'Low') =>
  [
    `### ${id}: ${title} [${domain}]`,
    '- **Status**: pending',
    '- **Complexity**: Medium',
    `- **Depends on**: ${depends}`,
    '- **Scope**: orders export',
    '- **Modification points**:',
    `  - \`${point}\`: change it`,
    `- **Conflict risk**: ${risk}`,
    '',
  ].join('\n');

const NOTE = [
  '---',
  'session_id: CPLAN-export-orders-2026-11-22',
  'original_requirement: "Export orders as CSV"',
  'locale: en',
  'status: completed',
  'sub_domains: [backend-api, frontend]',
  'domain_task_id_ranges: { backend-api: [1, 100], frontend: [101, 200] }',
  '---',
  '',
  '## Task Pool - Backend Api',
  '',
  taskText('TASK-001', 'Filter orders by date', 'backend-api', 'none', 'src/orders/query.ts:listOrders'),
  taskText('TASK-002', 'Register the export route', 'backend-api', 'none', 'src/api/routes.ts:registerRoutes', 'Medium'),
  taskText('TASK-003', 'Stream the CSV', 'backend-api', 'TASK-002', 'src/api/export.ts:*'),
  '## Task Pool - Frontend',
  '',
  taskText('TASK-101', 'Date range in the order list', 'frontend', 'none', 'src/orders/query.ts:listOrders'),
  taskText('TASK-102', 'Client route for the export', 'frontend', 'none', 'src/api/routes.ts:clientRoutes', 'Medium'),
  taskText('TASK-103', 'Export button', 'frontend', 'TASK-104', 'src/ui/button.tsx:ExportButton'),
  taskText('TASK-104', 'Export dialog', 'frontend', 'TASK-103', 'src/ui/dialog.tsx:ExportDialog'),
].join('\n');

/** A session folder holding NOTE (and session.json naming `repo`, when given). */
function session(name: string, repo?: string): string {
  const dir = join(temp, name);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'plan-note.md'), NOTE);
  if (repo) writeFileSync(join(dir, 'session.json'), JSON.stringify({ repo }));
  return dir;
}

async function execute(args: string[]): Promise<string> {
  let text = '';
  expect(await runExecute(args, (chunk) => (text += chunk))).toBe(0);
  return text;
}

/** The task ids of each `Wave N` block of the text output. */
function textWaves(text: string): string[][] {
  const blocks = text.split(/\n\n/).filter((block) => block.startsWith('Wave '));
  return blocks.map((block) => [...block.matchAll(/^ {2}(TASK-\d+) /gm)].map((m) => m[1] as string));
}

const expected = (maxParallel: number) => {
  const note = parsePlanNote(NOTE);
  return buildSchedule(note, detectConflicts(note), { maxParallel });
};

describe('cplan execute --dry-run', () => {
  it('prints the waves and held tasks of buildSchedule as text', async () => {
    const dir = session('text');
    const text = await execute(['--dry-run', dir]);
    expect(textWaves(text)).toEqual(expected(3).waves);
    expect(expected(3).waves).toEqual([
      ['TASK-001', 'TASK-002'],
      ['TASK-003', 'TASK-101', 'TASK-102'],
    ]);
    expect(text).toBe(
      [
        'Schedule of CPLAN-export-orders-2026-11-22 (dry run: nothing is started)',
        '5 tasks in 2 waves, at most 3 at a time; 2 held',
        '',
        'Wave 1',
        '  TASK-001  Filter orders by date [backend-api]  src/orders/query.ts',
        '  TASK-002  Register the export route [backend-api]  src/api/routes.ts',
        '',
        'Wave 2',
        '  TASK-003  Stream the CSV [backend-api]  src/api/export.ts',
        '  TASK-101  Date range in the order list [frontend]  src/orders/query.ts',
        '      waited: shares src/orders/query.ts:listOrders with TASK-001',
        '  TASK-102  Client route for the export [frontend]  src/api/routes.ts',
        '      waited: shares src/api/routes.ts with TASK-002 (strategy conflict CONFLICT-003)',
        '',
        'Held',
        '  TASK-103  Export button [frontend]  src/ui/button.tsx',
        '      dependency cycle',
        '  TASK-104  Export dialog [frontend]  src/ui/dialog.tsx',
        '      dependency cycle',
        '',
      ].join('\n'),
    );
  });

  it('prints the same schedule as one JSON object with --json, and obeys --max-parallel', async () => {
    const dir = session('json');
    const json = JSON.parse(await execute(['--dry-run', '--json', '--max-parallel=2', dir]));
    const schedule = expected(2);
    expect(schedule.waves).toEqual([['TASK-001', 'TASK-002'], ['TASK-101', 'TASK-102'], ['TASK-003']]);
    expect(json.waves.map((w: { tasks: { id: string }[] }) => w.tasks.map((t) => t.id))).toEqual(schedule.waves);
    expect(json.held.map((h: { id: string; reason: string }) => ({ id: h.id, reason: h.reason }))).toEqual(schedule.held);
    expect(json).toMatchObject({ session_id: 'CPLAN-export-orders-2026-11-22', dry_run: true, max_parallel: 2 });
    expect(json.waves[1].tasks[0]).toEqual({
      id: 'TASK-101',
      title: 'Date range in the order list',
      domain: 'frontend',
      lease: ['src/orders/query.ts:listOrders'],
      files: ['src/orders/query.ts'],
      moved: 'shares src/orders/query.ts:listOrders with TASK-001',
    });
  });

  it("takes execute.max_parallel from the session repository's .github/cplan.yml; --max-parallel wins", async () => {
    const repo = join(temp, 'repo');
    mkdirSync(join(repo, '.github'), { recursive: true });
    writeFileSync(join(repo, '.github', 'cplan.yml'), 'execute:\n  max_parallel: 1\n');
    const dir = session('configured', repo);
    expect(textWaves(await execute(['--dry-run', dir]))).toEqual(expected(1).waves);
    expect(expected(1).waves).toHaveLength(5);
    expect(textWaves(await execute(['--dry-run', '--max-parallel', '3', dir]))).toEqual(expected(3).waves);
    writeFileSync(join(repo, '.github', 'cplan.yml'), 'execute:\n  max_parallel: 50\n');
    await expect(runExecute(['--dry-run', dir], () => undefined)).rejects.toThrow(/execute\.max_parallel.*from 1 to 20/);
  });

  it("keeps apart tasks whose files the session repository's history changes together", async () => {
    const repo = join(temp, 'history');
    mkdirSync(join(repo, 'src', 'orders'), { recursive: true });
    mkdirSync(join(repo, 'src', 'api'), { recursive: true });
    const git = (...args: string[]) =>
      execFileSync('git', args, {
        cwd: repo,
        env: { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@x', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@x' },
      });
    git('init', '-q');
    for (let i = 0; i < 3; i++) {
      writeFileSync(join(repo, 'src', 'orders', 'query.ts'), `// ${i}\n`);
      writeFileSync(join(repo, 'src', 'api', 'routes.ts'), `// ${i}\n`);
      git('add', '.');
      git('commit', '-qm', `change ${i}`);
    }
    const text = await execute(['--dry-run', session('history-session', repo)]);
    expect(textWaves(text)[0]).toEqual(['TASK-001']);
    expect(text).toContain('waited: src/api/routes.ts changes together with src/orders/query.ts of TASK-001');
  });

  it('refuses a --max-parallel outside 1–20 and a folder without plan-note.md', async () => {
    const dir = session('bad');
    for (const value of ['0', '21', 'two', '1.5'])
      await expect(runExecute(['--dry-run', `--max-parallel=${value}`, dir], () => undefined)).rejects.toThrow(
        `--max-parallel must be a whole number from 1 to 20 (got "${value}")`,
      );
    const empty = join(temp, 'empty');
    mkdirSync(empty, { recursive: true });
    await expect(runExecute(['--dry-run', empty], () => undefined)).rejects.toThrow(/cannot read .*plan-note\.md/);
  });
});

describe('cplan execute without --dry-run', () => {
  it('exits 2 with one line saying the CLI only prints the schedule, through the real entry', async () => {
    const dir = session('no-dry-run');
    const { argv, exitCode } = process;
    let stderr = '';
    const out = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const err = vi.spyOn(process.stderr, 'write').mockImplementation(((chunk: unknown) => ((stderr += String(chunk)), true)) as never);
    try {
      process.argv = [argv[0] as string, 'cplan', '--version'];
      const { main } = await import('../../src/cli/main.js');
      await new Promise((resolve) => setImmediate(resolve));
      stderr = '';
      expect(await main(['execute', dir])).toBe(2);
    } finally {
      out.mockRestore();
      err.mockRestore();
      process.argv = argv;
      process.exitCode = exitCode;
    }
    expect(stderr).toBe(
      'cplan: the CLI only prints the schedule: "cplan execute --dry-run <session-dir>"; on GitHub, `/plan execute` dispatches the waves\n',
    );
  });
});
