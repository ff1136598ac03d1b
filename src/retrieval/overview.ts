// The repository overview every agent starts from: a depth-limited tree with file
// counts, the README head, package manifests and the project's guideline files. It sits in the
// prompt prefix that all domain agents share byte for byte, so the output is a pure
// function of the snapshot: sorted everywhere, no dates, no absolute paths of the machine.
import { normalizeRelativePath } from '../repo/glob.js';
import { indexSnapshot } from './repo-index.js';
import { headLines, renderManifests } from './overview-manifests.js';
import type { Snapshot } from '../repo/types.js';
import { readableTerms } from './tokens.js';

export interface OverviewOptions {
  /** Extra guideline files from config (`guidelines`); globs allowed. */
  guidelines?: string[];
  /** Tree depth (default 2: top-level entries and their children). */
  maxDepth?: number;
  /** Total length cap in characters (default 12 000). */
  maxChars?: number;
  /**
   * The requirement: when given, a short list of the files the repository index ranks highest for
   * it. Every agent of a run gets the same requirement, so the overview stays shared byte for byte.
   */
  requirement?: string;
}

// A contributing guide is written in reStructuredText as often as in Markdown in Python projects
// (marshmallow's `CONTRIBUTING.rst`).
export const DEFAULT_GUIDELINE_FILES = [
  'CONTRIBUTING.md',
  '.github/CONTRIBUTING.md',
  'docs/CONTRIBUTING.md',
  'CONTRIBUTING.rst',
  '.github/CONTRIBUTING.rst',
  'docs/CONTRIBUTING.rst',
  'AGENTS.md',
  'CLAUDE.md',
  '.workflow/project-guidelines.json',
];

const README_LINES = 60;
const MAX_GLOB_GUIDELINES = 10;
/** Entries listed per directory before "… N more". */
const TREE_DIRS_PER_DIR = 25;
const TREE_FILES_PER_DIR = 12;
// Shares of maxChars. Guidelines come first when budgeting because agents must obey them; the
// tree takes whatever the other sections leave.
const GUIDELINE_SHARE = 0.4;
const README_SHARE = 0.2;
const MANIFEST_SHARE = 0.15;
const RELATED_SHARE = 0.1;
/** Files listed as most related to the requirement, and matched terms shown per file. */
const RELATED_FILES = 10;
const RELATED_TERMS = 6;

/**
 * Guideline files present in the snapshot, defaults first then `extra` in the given order,
 * without duplicates. Root-level defaults also match case-insensitively (`contributing.md`).
 */
export function listGuidelineFiles(snapshot: Snapshot, extra: string[] = []): string[] {
  const found: string[] = [];
  const add = (path: string | undefined) => {
    if (path !== undefined && !found.includes(path)) found.push(path);
  };
  const rootFiles = new Map<string, string>();
  for (const path of snapshot.listPaths()) {
    if (!path.includes('/') && !rootFiles.has(path.toLowerCase())) rootFiles.set(path.toLowerCase(), path);
  }
  for (const name of DEFAULT_GUIDELINE_FILES) {
    add(snapshot.has(name) ? name : name.includes('/') ? undefined : rootFiles.get(name.toLowerCase()));
  }
  for (const entry of extra) {
    const path = normalizeRelativePath(entry);
    if (snapshot.has(path)) add(path);
    else if (/[*?[{]/.test(path)) snapshot.listPaths(path, MAX_GLOB_GUIDELINES).forEach(add);
  }
  return found;
}

export function buildOverview(snapshot: Snapshot, options: OverviewOptions = {}): string {
  const maxChars = Math.max(1000, options.maxChars ?? 12_000);
  const maxDepth = Math.max(1, options.maxDepth ?? 2);
  const { info } = snapshot;

  const header = [
    '# Repository overview',
    `Source: ${displaySource(info.source)}${info.commit ? ` @ ${info.commit}` : ''} — ${info.fileCount} files in the snapshot`,
    ...(info.note ? [`Note: ${info.note}`] : []),
  ].join('\n');

  const guidelines = renderGuidelines(snapshot, options.guidelines ?? [], Math.floor(maxChars * GUIDELINE_SHARE));
  const readme = renderReadme(snapshot, Math.floor(maxChars * README_SHARE));
  const manifests = section('Package manifests', renderManifests(snapshot), Math.floor(maxChars * MANIFEST_SHARE));
  const related = renderRelated(snapshot, options.requirement ?? '', Math.floor(maxChars * RELATED_SHARE));
  const fixed = [header, related, readme, manifests, guidelines].filter((s) => s !== '');
  const used = fixed.reduce((n, s) => n + s.length + 2, 0);
  const tree = renderTree(snapshot, maxDepth, maxChars - used - 2);

  const parts = [header, related, tree, readme, manifests, guidelines].filter((s) => s !== '');
  return capText(parts.join('\n\n'), maxChars);
}

/** A local source is an absolute path; only its last segment is the project's name. */
function displaySource(source: string): string {
  if (!source.startsWith('/') && !/^[A-Za-z]:[\\/]/.test(source)) return source;
  const segments = source.split(/[\\/]/).filter((s) => s !== '');
  return segments[segments.length - 1] ?? source;
}

function section(title: string, body: string, budget: number): string {
  if (body === '') return '';
  return capText(`## ${title}\n${body}`, budget);
}

/** The index's top files for the requirement, with the terms they matched; '' without a requirement or a match. */
function renderRelated(snapshot: Snapshot, requirement: string, budget: number): string {
  if (requirement.trim() === '') return '';
  const ranked = indexSnapshot(snapshot).search(requirement, RELATED_FILES);
  if (ranked.length === 0) return '';
  const lines = ranked.map((r) => {
    const matched = readableTerms(r.matched, requirement);
    const more = matched.length > RELATED_TERMS ? `, +${matched.length - RELATED_TERMS}` : '';
    return `- ${r.path} (${r.kind}; matched: ${matched.slice(0, RELATED_TERMS).join(', ')}${more})`;
  });
  // Cut on a line boundary: a half path would send an agent to a file that does not exist.
  const heading = '## Files most related to the requirement (index ranking: a starting point, not a verdict)';
  const out = [heading];
  let length = heading.length;
  for (const line of lines) {
    if (length + line.length + 1 > budget) break;
    out.push(line);
    length += line.length + 1;
  }
  return out.length > 1 ? out.join('\n') : '';
}

function renderReadme(snapshot: Snapshot, budget: number): string {
  const path = findReadme(snapshot);
  if (path === undefined) return '';
  return section(`README (${path}, first ${README_LINES} lines)`, headLines(snapshot.readFile(path) ?? '', README_LINES), budget);
}

/** Root README, preferring Markdown: README.md, then README, README.rst, README.txt, … */
function findReadme(snapshot: Snapshot): string | undefined {
  const candidates = snapshot.listPaths().filter((p) => /^readme(\.[a-z0-9]+)?$/i.test(p));
  const rank = (p: string) => (/\.md$/i.test(p) ? 0 : /^readme$/i.test(p) ? 1 : 2);
  return candidates.sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0))[0];
}

function renderGuidelines(snapshot: Snapshot, extra: string[], budget: number): string {
  const files = listGuidelineFiles(snapshot, extra);
  if (files.length === 0) return '';
  const intro =
    '## Project guidelines (hard constraints)\n' + 'These files are the project’s own rules. Every task in the plan must comply with them.';
  // Split the budget evenly so one long CONTRIBUTING.md cannot crowd out AGENTS.md.
  const perFile = Math.max(200, Math.floor((budget - intro.length) / files.length) - 20);
  const blocks = files.map((path) => capText(`### ${path}\n${(snapshot.readFile(path) ?? '').trim()}`, perFile));
  return capText([intro, ...blocks].join('\n\n'), budget);
}

interface DirNode {
  files: string[];
  dirs: Map<string, DirNode>;
  /** Files in this directory and below. */
  count: number;
}

function buildTree(paths: readonly string[]): DirNode {
  const root: DirNode = { files: [], dirs: new Map(), count: 0 };
  for (const path of paths) {
    const segments = path.split('/');
    let node = root;
    node.count++;
    for (let i = 0; i < segments.length - 1; i++) {
      const name = segments[i] as string;
      let child = node.dirs.get(name);
      if (!child) {
        child = { files: [], dirs: new Map(), count: 0 };
        node.dirs.set(name, child);
      }
      child.count++;
      node = child;
    }
    node.files.push(segments[segments.length - 1] as string);
  }
  return root;
}

function renderTree(snapshot: Snapshot, maxDepth: number, budget: number): string {
  const root = buildTree(snapshot.listPaths());
  const heading = `## Layout (depth ${maxDepth}; "dir/ (N)" = N files below)`;
  const lines: string[] = [heading];
  const walk = (node: DirNode, depth: number) => {
    const indent = '  '.repeat(depth - 1);
    // listPaths is sorted, so Map insertion order is already sorted; sort again to not rely on it.
    const dirs = [...node.dirs.keys()].sort();
    for (const name of dirs.slice(0, TREE_DIRS_PER_DIR)) {
      const child = node.dirs.get(name) as DirNode;
      lines.push(`${indent}${name}/ (${child.count})`);
      if (depth < maxDepth) walk(child, depth + 1);
    }
    if (dirs.length > TREE_DIRS_PER_DIR) lines.push(`${indent}… ${dirs.length - TREE_DIRS_PER_DIR} more directories`);
    const files = [...node.files].sort();
    for (const name of files.slice(0, TREE_FILES_PER_DIR)) lines.push(`${indent}${name}`);
    if (files.length > TREE_FILES_PER_DIR) lines.push(`${indent}… ${files.length - TREE_FILES_PER_DIR} more files`);
  };
  walk(root, 1);
  // Cut on a line boundary so the model never sees half a name.
  const out: string[] = [];
  let length = 0;
  for (const line of lines) {
    if (length + line.length + 1 > budget - 30) {
      out.push('… (layout truncated)');
      break;
    }
    out.push(line);
    length += line.length + 1;
  }
  return out.length > 1 ? out.join('\n') : '';
}

/** Caps text at `max` characters, cutting at a line boundary when one is near, with a marker. */
export function capText(text: string, max: number): string {
  if (text.length <= max) return text;
  const marker = '\n… (truncated)';
  const room = Math.max(0, max - marker.length);
  const cut = text.lastIndexOf('\n', room);
  return `${text.slice(0, cut > room * 0.7 ? cut : room)}${marker}`;
}
