// An issue body is rarely one line: `cplan plan -` reads the requirement from standard input and
// `--requirement-file FILE` from a file, whole; mistakes get one precise line.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { runPlanCommand } from '../../src/cli/plan.js';
import { parsePlanNote } from '../../src/core/note/parse.js';

const temp = mkdtempSync(join(tmpdir(), 'cplan-requirement-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));
beforeEach(() => vi.stubEnv('ANTHROPIC_API_KEY', ''));

const BODY = 'Add rate limiting to the API\n\nLimit requests per API key.\nShow the remaining quota in the dashboard.';

let made = 0;
async function plan(argv: string[], readStdin?: () => Promise<string>) {
  const repo = join(temp, `repo${++made}`);
  cpSync('test/fixtures/repos/small', repo, { recursive: true });
  let stdout = '';
  const code = await runPlanCommand(
    [...argv, '--repo', repo, '--yes', '--out', join(temp, `out${made}`)],
    (t) => (stdout += t),
    () => undefined,
    { isTTY: false, cwd: temp, ...(readStdin ? { readStdin } : {}) },
  );
  const dir = stdout.trim().split('\n').pop() as string;
  const note = () => parsePlanNote(readFileSync(resolve(temp, dir, 'plan-note.md'), 'utf8'));
  return { code, requirement: () => String(note().frontmatter.original_requirement) };
}

describe('the requirement of cplan plan', () => {
  it('`-` reads it whole from standard input', async () => {
    const { code, requirement } = await plan(['-'], async () => BODY);
    expect(code).toBe(0);
    expect(requirement()).toContain('Limit requests per API key.');
    expect(requirement()).not.toBe('-');
  });

  it('--requirement-file reads it whole from a file', async () => {
    const file = join(temp, 'issue.md');
    writeFileSync(file, BODY);
    const { code, requirement } = await plan(['--requirement-file', file]);
    expect(code).toBe(0);
    expect(requirement()).toContain('Show the remaining quota in the dashboard.');
  });

  it('refuses an empty, missing or oversized file, both sources at once, and `-` without standard input', async () => {
    const empty = join(temp, 'empty.md');
    writeFileSync(empty, '  \n');
    const big = join(temp, 'big.md');
    writeFileSync(big, 'x'.repeat(300 * 1024));
    await expect(plan(['--requirement-file', empty])).rejects.toThrow('the requirement is empty');
    await expect(plan(['--requirement-file', join(temp, 'none.md')])).rejects.toThrow('no such file');
    await expect(plan(['--requirement-file', big])).rejects.toThrow('more than the 256 KB');
    await expect(plan(['words', '--requirement-file', empty])).rejects.toThrow('takes no requirement on the command line');
    await expect(plan(['-'])).rejects.toThrow('no standard input');
  });
});
