// Reads a fixture repository under test/fixtures/repos into a path → text map.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

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
