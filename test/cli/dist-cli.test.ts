// The built CLI (dist/cli.js, split by esbuild into the entry and a file per command and shared
// chunk): `--version` and `--help` need only the entry and what it imports statically, and a
// command's chunks are found beside it. npm test builds dist/ first. No timing here: start-up time
// is `npm run bench` (bench/cli.ts).
import { execFile } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const DIST = join(process.cwd(), 'dist');
const temp = mkdtempSync(join(tmpdir(), 'cplan-dist-cli-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

const env = { ...process.env, ANTHROPIC_API_KEY: '', CPLAN_DEBUG: '', NODE_OPTIONS: '' };

/** `node <bin> …`: exit code, stdout and stderr, whatever the exit code. */
async function node(bin: string, args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [bin, ...args], { env });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const { code, stdout, stderr } = error as { code?: number; stdout?: string; stderr?: string };
    return { code: code ?? -1, stdout: stdout ?? '', stderr: stderr ?? '' };
  }
}

/** The files a module imports statically (`import … from "./x.js"`, `import "./x.js"`), not `import("./x.js")`. */
function staticImports(file: string): string[] {
  const text = readFileSync(join(DIST, file), 'utf8');
  return [...text.matchAll(/^\s*import\s+(?:[^'"();]*?\s+from\s+)?["']\.\/([^"']+)["'];?/gm)].map((m) => m[1] as string);
}

describe('dist/cli.js', () => {
  it('prints the version and the help with only the entry and its static imports beside it (no command loaded)', async () => {
    const dir = mkdtempSync(join(temp, 'entry-only-'));
    const copied = new Set<string>();
    const copy = (file: string) => {
      if (copied.has(file)) return;
      copied.add(file);
      copyFileSync(join(DIST, file), join(dir, file));
      for (const imported of staticImports(file)) copy(imported);
    };
    copy('cli.js');
    // The commands are imported on demand: none of them is among the files copied.
    expect([...copied].filter((f) => /^cli-(plan|check|render|config|backtest|worker)-/.test(f))).toEqual([]);
    const bin = join(dir, 'cli.js');
    const [version, help, short] = await Promise.all([node(bin, ['--version']), node(bin, ['--help']), node(bin, ['-v'])]);
    expect(version).toEqual({ code: 0, stdout: 'cplan 0.1.0\n', stderr: '' });
    expect(short).toEqual(version);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/^Usage: cplan <command> \[options\]\n/);
    // A command in that folder fails to load, which shows the entry did not load it before.
    expect((await node(bin, ['check', 'test/fixtures/plan-notes/ccw-real.md'])).code).not.toBe(0);
  });

  it('checks a plan note: exit 0 without open conflicts, 1 with them, 2 for a file that is not there', async () => {
    const bin = join(DIST, 'cli.js');
    const [clean, conflicts, missing] = await Promise.all([
      node(bin, ['check', 'test/fixtures/plan-notes/ccw-real.md']),
      node(bin, ['check', 'test/fixtures/plan-notes/en-basic.md', '--json']),
      node(bin, ['check', join(temp, 'no-such-note.md')]),
    ]);
    expect(clean.code).toBe(0);
    expect(clean.stdout).toContain('test/fixtures/plan-notes/ccw-real.md:');
    expect(clean.stderr).toBe('');
    expect(conflicts.code).toBe(1);
    expect(JSON.parse(conflicts.stdout).conflicts.map((c: { type: string }) => c.type)).toEqual([
      'dependency_cycle',
      'missing_dependency',
      'file_conflict',
      'strategy_conflict',
    ]);
    expect(missing.code).toBe(2);
    expect(missing.stdout).toBe('');
    expect(missing.stderr).toMatch(/^cplan: .*no-such-note\.md/);
  });
});
