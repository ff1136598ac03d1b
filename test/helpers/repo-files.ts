// Reads a fixture repository under test/fixtures/repos into a path → text map.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';

export function readFixtureRepo(name: string): Record<string, string> {
  const root = join(process.cwd(), 'test/fixtures/repos', name);
  const files: Record<string, string> = {};
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = join(entry.parentPath, entry.name);
    files[relative(root, full).split('\\').join('/')] = readFileSync(full, 'utf8');
  }
  return files;
}

/**
 * The committed files of `examples/<name>` (from `git ls-files`), never what a user command wrote
 * there: the README's Quick start writes a session into examples/shop/.workflow/, and the suite
 * must give the same results before and after it.
 */
export function readExampleRepo(name: string): Record<string, string> {
  const root = `examples/${name}`;
  const listed = execFileSync('git', ['ls-files', '-z', '--', root], { encoding: 'utf8' }).split('\0').filter(Boolean);
  const files: Record<string, string> = {};
  for (const path of listed) files[path.slice(root.length + 1)] = readFileSync(path, 'utf8');
  return files;
}

/** A temp-dir copy of `examples/<name>`'s committed files; the caller removes it. */
export function copyExampleRepo(name: string, dest = mkdtempSync(join(tmpdir(), `cplan-${name}-`))): string {
  for (const [path, text] of Object.entries(readExampleRepo(name))) {
    mkdirSync(dirname(join(dest, path)), { recursive: true });
    writeFileSync(join(dest, path), text);
  }
  return dest;
}
