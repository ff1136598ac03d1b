// The "package manifests" part of the repository overview: what the project is built
// with, in a few lines per manifest. package.json is summarised (its scripts and dependency names
// say more than its raw text); other manifests are shown as their first lines.
import type { Snapshot } from '../repo/types.js';

/** Root-level manifests shown by their head, in this order. */
const HEAD_MANIFESTS = [
  'pyproject.toml',
  'setup.cfg',
  'setup.py',
  'requirements.txt',
  'Pipfile',
  'go.mod',
  'Cargo.toml',
  'pom.xml',
  'build.gradle',
  'build.gradle.kts',
  'settings.gradle',
  'Gemfile',
  'composer.json',
  'mix.exs',
  'pubspec.yaml',
  'Package.swift',
  'deno.json',
  'CMakeLists.txt',
  'Makefile',
];
const NESTED_MANIFEST_NAMES = new Set(['package.json', ...HEAD_MANIFESTS]);
const HEAD_LINES = 25;
const MAX_NESTED_LISTED = 20;
const MAX_NAMES = 40;

/** The manifest section body (no heading), or '' when the repository has none. */
export function renderManifests(snapshot: Snapshot): string {
  const blocks: string[] = [];
  const pkg = snapshot.readFile('package.json');
  if (pkg !== undefined) blocks.push(`### package.json\n${summarizePackageJson(pkg)}`);
  for (const name of HEAD_MANIFESTS) {
    const text = snapshot.readFile(name);
    if (text !== undefined) blocks.push(`### ${name}\n${headLines(text, HEAD_LINES)}`);
  }
  const nested = nestedManifests(snapshot);
  if (nested.length > 0) {
    const shown = nested.slice(0, MAX_NESTED_LISTED);
    const more = nested.length - shown.length;
    blocks.push(`### Nested manifests\n${shown.join('\n')}${more > 0 ? `\n… and ${more} more` : ''}`);
  }
  return blocks.join('\n\n');
}

/** Manifests below the root (monorepo packages), listed by path only. */
function nestedManifests(snapshot: Snapshot): string[] {
  return snapshot.listPaths().filter((path) => {
    const slash = path.lastIndexOf('/');
    return slash !== -1 && NESTED_MANIFEST_NAMES.has(path.slice(slash + 1));
  });
}

export function summarizePackageJson(text: string): string {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return headLines(text, HEAD_LINES);
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return headLines(text, HEAD_LINES);
  const pkg = data as Record<string, unknown>;
  const lines: string[] = [];
  for (const key of ['name', 'version', 'type', 'packageManager']) {
    if (typeof pkg[key] === 'string') lines.push(`${key}: ${pkg[key]}`);
  }
  const engines = stringRecord(pkg.engines);
  if (engines.length > 0) lines.push(`engines: ${engines.map(([k, v]) => `${k} ${v}`).join(', ')}`);
  const workspaces = Array.isArray(pkg.workspaces) ? pkg.workspaces : (pkg.workspaces as { packages?: unknown } | undefined)?.packages;
  if (Array.isArray(workspaces)) lines.push(`workspaces: ${workspaces.map(String).join(', ')}`);
  const scripts = stringRecord(pkg.scripts);
  if (scripts.length > 0) {
    lines.push('scripts:');
    for (const [name, command] of scripts.slice(0, MAX_NAMES)) lines.push(`  ${name}: ${clip(command, 120)}`);
    if (scripts.length > MAX_NAMES) lines.push(`  … and ${scripts.length - MAX_NAMES} more`);
  }
  for (const key of ['dependencies', 'devDependencies', 'peerDependencies']) {
    const deps = stringRecord(pkg[key]);
    if (deps.length > 0) lines.push(`${key} (${deps.length}): ${names(deps.map(([name]) => name))}`);
  }
  return lines.length > 0 ? lines.join('\n') : headLines(text, HEAD_LINES);
}

function stringRecord(value: unknown): [string, string][] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [];
  return Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string');
}

function names(list: string[]): string {
  const shown = list.slice(0, MAX_NAMES).join(', ');
  return list.length > MAX_NAMES ? `${shown}, … and ${list.length - MAX_NAMES} more` : shown;
}

function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** The first `count` lines, each clipped, trailing blank lines dropped; notes what was cut. */
export function headLines(text: string, count: number, lineMax = 200): string {
  const lines = text.split('\n');
  const head = lines.slice(0, count).map((line) => clip(line.trimEnd(), lineMax));
  while (head.length > 0 && head[head.length - 1] === '') head.pop();
  const more = lines.length - count;
  return more > 0 && lines.slice(count).some((l) => l.trim() !== '') ? `${head.join('\n')}\n… (${more} more lines)` : head.join('\n');
}
