// One modification point against the repository: its file exists (or the change creates it and the
// new path collides with nothing), and its location is `*`, a line or line range inside the file, or
// a name the file declares. Each problem comes with the nearest real candidates — files by name and
// edit distance, declarations of the file with their lines, files that declare the name elsewhere —
// once as a sentence for the model's repair turn and once as a short reason for the plan's marker.
import { isWorkflowPath, normalizePath } from '../core/shared/paths.js';
import { declaresNewFile } from '../core/note/validate.js';
import { boundedEditDistance, nearestNames } from '../retrieval/nearest.js';
import { indexSnapshot } from '../retrieval/repo-index.js';
import type { Snapshot } from '../repo/types.js';

export type PointProblemKind = 'no-such-file' | 'path-collision' | 'no-such-symbol' | 'no-such-line';

export interface PointProblem {
  kind: PointProblemKind;
  /** For the model: what is wrong, and the nearest real files or names. */
  message: string;
  /** For the plan's `(unverified: …)` marker: a short reason and the best candidate. */
  reason: string;
}

export interface PointToVerify {
  file: string;
  location: string;
  change: string;
}

/** Words of a location that name no symbol: `function foo`, `top of file`, `imports`. */
const LOCATION_WORDS = new Set(
  (
    'function method class interface type enum const let var def fn func export exports default async static public private ' +
    'protected readonly the a an of in on at and or to for new block section near around after before body call calls field ' +
    'property top end start file line lines import imports module header whole entire all everywhere'
  ).split(' '),
);
/** A change that adds the named thing: a location the file does not declare yet is then fine. */
const ADDS_NAME = /\bnew\b|新增|添加|新建/i;
const LINES = /^(?:lines?\s*)?L?(\d{1,9})(?:\s*[-–—:]\s*L?(\d{1,9}))?$/i;

/**
 * The problem of one point, or null when it is grounded. `planned` holds files another point of
 * the same plan creates. Paths that cannot be written (absolute, `..`, workflows) are not judged
 * here: the planner drops them with a warning.
 */
export function verifyPoint(snapshot: Snapshot, point: PointToVerify, planned: ReadonlySet<string> = new Set()): PointProblem | null {
  const normalized = normalizePath(point.file);
  if (!normalized.ok || isWorkflowPath(normalized.path)) return null;
  const path = normalized.path;
  if (snapshot.has(path)) return verifyLocation(snapshot, path, point);
  if (declaresNewFile(point.change) || planned.has(path)) return collision(snapshot, path);
  return missingFile(snapshot, path, point.location);
}

/** Normalised paths of the points that say they create their file. */
export function newFilesOf(points: Iterable<PointToVerify>): Set<string> {
  const out = new Set<string>();
  for (const point of points) {
    const normalized = normalizePath(point.file);
    if (normalized.ok && declaresNewFile(point.change)) out.add(normalized.path);
  }
  return out;
}

function verifyLocation(snapshot: Snapshot, path: string, point: PointToVerify): PointProblem | null {
  const location = unquote(point.location.trim());
  if (location === '' || location === '*') return null;
  const text = snapshot.readFile(path);
  if (text === undefined) return null;
  const lines = LINES.exec(location);
  if (lines) return verifyLines(path, text, Number(lines[1]), Number(lines[2] ?? lines[1]));
  const names = locationNames(location);
  if (names.length === 0) return null;
  const declared = new Set(
    indexSnapshot(snapshot)
      .symbolsOf(path)
      .map((s) => s.name),
  );
  if (names.some((name) => declared.has(name) || hasWord(text, name))) return null;
  if (declaresNewFile(point.change) || ADDS_NAME.test(point.change)) return null;
  return missingSymbol(snapshot, path, names[0] as string);
}

/** Without the backticks or quotes around it. */
function unquote(text: string): string {
  const quote = (c: string | undefined) => c === '`' || c === "'" || c === '"';
  let start = 0;
  let end = text.length;
  while (start < end && quote(text[start])) start++;
  while (end > start && quote(text[end - 1])) end--;
  return text.slice(start, end).trim();
}

function verifyLines(path: string, text: string, from: number, to: number): PointProblem | null {
  const count = lineCount(text);
  if (from >= 1 && to >= from && to <= count) return null;
  const range = from === to ? `line ${from}` : `lines ${from}-${to}`;
  const why = to < from ? 'is not a range (the end comes before the start)' : `is past its end`;
  return { kind: 'no-such-line', message: `${path} has ${count} line${count === 1 ? '' : 's'}; ${range} ${why}`, reason: 'no such line' };
}

function lineCount(text: string): number {
  if (text === '') return 0;
  let count = 1;
  for (let at = text.indexOf('\n'); at >= 0 && at < text.length - 1; at = text.indexOf('\n', at + 1)) count++;
  return count;
}

/** Identifier-like words of a location (`Foo.bar()`, `function foo`, `foo, bar`), minus place words. */
function locationNames(location: string): string[] {
  const out: string[] = [];
  for (const word of location.split(/[^A-Za-z0-9_$]+/)) {
    if (word === '' || /^\d/.test(word) || LOCATION_WORDS.has(word.toLowerCase()) || out.includes(word)) continue;
    out.push(word);
  }
  return out;
}

/** `word` as a whole identifier somewhere in `text` (declarations the index does not list: methods, fields). */
function hasWord(text: string, word: string): boolean {
  for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1)) {
    if (!isIdentifierChar(text.charCodeAt(at - 1)) && !isIdentifierChar(text.charCodeAt(at + word.length))) return true;
  }
  return false;
}

function isIdentifierChar(code: number): boolean {
  return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 95 || code === 36;
}

function missingSymbol(snapshot: Snapshot, path: string, name: string): PointProblem {
  const index = indexSnapshot(snapshot);
  const symbols = index.symbolsOf(path);
  const lineOf = new Map<string, number>();
  for (const s of symbols) if (!lineOf.has(s.name)) lineOf.set(s.name, s.line);
  const near = nearestNames(name, lineOf.keys(), 3).map((n) => `${n.name} at line ${lineOf.get(n.name)}`);
  const elsewhere = index
    .findSymbol(name)
    .filter((d) => d.path !== path)
    .slice(0, 3)
    .map((d) => `${d.path} at line ${d.line}`);
  const parts = [`${path} declares no ${name}`];
  if (near.length > 0) parts.push(`nearest there: ${near.join(', ')}`);
  if (elsewhere.length > 0) parts.push(`${name} is declared in ${elsewhere.join(', ')}`);
  if (near.length === 0 && elsewhere.length === 0) {
    const listed = symbols.slice(0, 6).map((s) => `${s.name} at line ${s.line}`);
    parts.push(listed.length > 0 ? `its declarations include ${listed.join(', ')}` : 'name a line range (L31, 31-58) or * instead');
  }
  const best = near[0] ?? (elsewhere[0] !== undefined ? `${name} in ${elsewhere[0]}` : undefined);
  return { kind: 'no-such-symbol', message: parts.join('; '), reason: best ? `no such symbol, nearest ${best}` : 'no such symbol' };
}

function missingFile(snapshot: Snapshot, path: string, location: string): PointProblem {
  const name = locationNames(location)[0];
  const index = name === undefined ? undefined : indexSnapshot(snapshot);
  const defining = name === undefined ? [] : (index?.findSymbol(name) ?? []);
  const candidates = [...new Set([...defining.map((d) => d.path), ...nearestPaths(snapshot, path)])].slice(0, 3);
  const shown = candidates.map((c) => {
    const at = defining.find((d) => d.path === c);
    return at && name !== undefined ? `${c} (${name} at line ${at.line})` : c;
  });
  const message =
    shown.length === 0
      ? `${path} does not exist and no file has a similar name; say "new file" in the change if the task creates it`
      : shown.length === 1
        ? `${path} does not exist; ${shown[0]} does`
        : `${path} does not exist; nearest: ${shown.join(', ')}`;
  return { kind: 'no-such-file', message, reason: candidates[0] ? `no such file, nearest ${candidates[0]}` : 'no such file' };
}

/** A file to create must not stand where a file or folder already is (nor differ from one only by case). */
function collision(snapshot: Snapshot, path: string): PointProblem | null {
  const table = pathTable(snapshot);
  const segments = path.split('/');
  for (let i = 1; i < segments.length; i++) {
    const ancestor = segments.slice(0, i).join('/');
    if (snapshot.has(ancestor)) return collides(path, `${ancestor} is a file, not a folder`, ancestor);
  }
  if (table.dirs.has(path)) return collides(path, `${path} is a folder`, path);
  const sameButCase = table.byLower.get(path.toLowerCase());
  if (sameButCase !== undefined) return collides(path, `it differs from ${sameButCase} only by case`, sameButCase);
  return null;
}

function collides(path: string, why: string, other: string): PointProblem {
  return {
    kind: 'path-collision',
    message: `the new file ${path} collides with the repository: ${why}`,
    reason: `path collision with ${other}`,
  };
}

interface PathTable {
  byLower: Map<string, string>;
  /** Folder (lower case) → its files. */
  byDir: Map<string, string[]>;
  /** Base name (lower case) → files of that name. */
  byBase: Map<string, string[]>;
  /** Every folder, as written. */
  dirs: Set<string>;
}

const tables = new WeakMap<Snapshot, PathTable>();

function pathTable(snapshot: Snapshot): PathTable {
  const cached = tables.get(snapshot);
  if (cached) return cached;
  const table: PathTable = { byLower: new Map(), byDir: new Map(), byBase: new Map(), dirs: new Set() };
  for (const path of snapshot.listPaths()) {
    const lower = path.toLowerCase();
    table.byLower.set(lower, path);
    push(table.byDir, dirOf(lower), path);
    push(table.byBase, baseOf(lower), path);
    for (let at = path.indexOf('/'); at >= 0; at = path.indexOf('/', at + 1)) table.dirs.add(path.slice(0, at));
  }
  tables.set(snapshot, table);
  return table;
}

/**
 * Real files nearest to a missing path, best first: the same name in another folder, a near name
 * in the same folder (or in a near folder), ranked by the edit distance of the whole path.
 */
export function nearestPaths(snapshot: Snapshot, path: string, limit = 3): string[] {
  const table = pathTable(snapshot);
  const lower = path.toLowerCase();
  const base = baseOf(lower);
  const dir = dirOf(lower);
  const max = Math.max(2, Math.min(4, Math.floor(base.length / 4)));
  const found = new Set<string>(table.byBase.get(base) ?? []);
  const near = (other: string) => boundedEditDistance(base, baseOf(other.toLowerCase()), max) <= max;
  for (const other of table.byDir.get(dir) ?? []) if (near(other)) found.add(other);
  for (const [otherDir, files] of table.byDir) {
    if (otherDir === dir || boundedEditDistance(dir, otherDir, 2) > 2) continue;
    for (const other of files) if (near(other)) found.add(other);
  }
  const bound = Math.max(lower.length, 8);
  return [...found]
    .map((other) => ({ other, d: boundedEditDistance(lower, other.toLowerCase(), bound) }))
    .sort((a, b) => a.d - b.d || (a.other < b.other ? -1 : a.other > b.other ? 1 : 0))
    .slice(0, limit)
    .map((c) => c.other);
}

function dirOf(path: string): string {
  const slash = path.lastIndexOf('/');
  return slash < 0 ? '' : path.slice(0, slash);
}

function baseOf(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

function push<V>(map: Map<string, V[]>, key: string, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
