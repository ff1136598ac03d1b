// The terminal flow of `cplan plan` without --yes: the split is shown and confirmed, adjusted or
// cancelled (driven in-process with a scripted prompt).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runPlanCommand } from '../../src/cli/plan.js';
import { parsePlanNote } from '../../src/core/note/parse.js';
import { copyExampleRepo } from '../helpers/repo-files.js';

const out = mkdtempSync(join(tmpdir(), 'cplan-tty-'));
const shop = copyExampleRepo('shop', join(out, 'shop'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

async function interactive(answers: string[]) {
  const asked: string[] = [];
  const stdout: string[] = [];
  const stderr: string[] = [];
  const code = await runPlanCommand(
    [
      'Add rate limiting to the public API and show the remaining quota in the dashboard',
      '--repo',
      shop,
      '--out',
      join(out, String(Math.random())),
    ],
    (t) => stdout.push(t),
    (t) => stderr.push(t),
    {
      isTTY: true,
      ask: async (q) => {
        asked.push(q);
        return answers.shift() ?? '';
      },
    },
  );
  const dir = stdout.join('').trim().split('\n').pop() as string;
  return {
    code,
    asked,
    stdout: stdout.join(''),
    stderr: stderr.join(''),
    note: parsePlanNote(readFileSync(join(dir, 'plan-note.md'), 'utf8')),
  };
}

describe('cplan plan on a terminal', () => {
  it('continues after the split is confirmed, with a live progress block', async () => {
    const run = await interactive(['c']);
    expect(run.asked).toHaveLength(1);
    expect(run.stderr).toContain('Proposed split');
    expect(run.stderr).toContain('\x1b[');
    expect(run.note.frontmatter.status).toBe('completed');
    expect(run.stdout).toContain('Plan complete (offline provider)');
  });

  it('plans an adjusted split, each domain from its own words: no shared task, no invented conflict', async () => {
    const run = await interactive(['a', 'api: rate limit middleware for API keys; dashboard: show the remaining quota in the header']);
    expect(run.note.domains.map((d) => d.slug)).toEqual(['api', 'dashboard']);
    expect(run.note.frontmatter.status).toBe('completed');
    const filesOf = (domain: string) =>
      new Set(run.note.tasks.filter((t) => t.domain === domain).flatMap((t) => t.modificationPoints.map((p) => p.file)));
    const api = filesOf('api');
    const dashboard = filesOf('dashboard');
    expect(api.size).toBeGreaterThan(0);
    expect(dashboard.size).toBeGreaterThan(0);
    expect([...api].filter((f) => dashboard.has(f))).toEqual([]);
    expect(run.note.conflictBlocks.filter((b) => b.type === 'file_conflict')).toEqual([]);
    expect([...dashboard].some((f) => String(f).startsWith('web/'))).toBe(true);
  });

  it('cancels and says so', async () => {
    const run = await interactive(['x']);
    expect(run.note.frontmatter.status).toBe('cancelled');
    expect(run.stdout).toContain('Cancelled.');
    expect(run.code).toBe(0);
  });
});
