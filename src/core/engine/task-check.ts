// The verdict of the "cplan / plan" check run on a task's pull request. Pure and deterministic: the
// same PR files, lease and tasks in flight give the same verdict.
//
// - lease: a changed file (or the file it was renamed from) is in the lease of another task in
//   flight — even when this task's lease holds it too, since the schedule keeps two tasks that hold
//   one file out of the same wave. Failure.
// - overlap: another task's open PR changes the same file, and a hunk of each (old side, in the base
//   file) overlaps the other's or lies within `adjacency` lines of it — git's merge needs untouched
//   lines between two changes. Both PRs adding the file, both renaming it, writing one path from
//   different files, or both PRs without a patch (binary or too large: nothing to compare) count too.
//   Failure.
// - drift: a changed file in no lease at all (scope drift). Neutral.
//
// Patches are read line by line in one pass, and at most MAX_FILES files per PR and MAX_OTHERS tasks
// are looked at, so a huge or hostile patch cannot stall the App.
import { clip, plural } from '../shared/line-text.js';
import { compareTaskIds } from '../shared/names.js';
import { normalizePath } from '../shared/paths.js';

export interface PatchHunk {
  oldStart: number;
  oldLines: number;
  newStart: number;
  newLines: number;
}

export interface TaskPullFile {
  path: string;
  previousPath?: string;
  patch?: string;
}

/** Another task in flight: its lease files, its open PR and that PR's files. */
export interface OtherTask {
  taskId: string;
  files: string[];
  pr?: number;
  prFiles?: TaskPullFile[];
}

export interface TaskCheckInput {
  taskId: string;
  pr: number;
  /** The files of the task's own modification points (its lease). */
  leaseFiles: string[];
  /** What this PR changes. */
  files: TaskPullFile[];
  /** Other tasks in flight (dispatched or with an open PR), not merged. */
  others: OtherTask[];
  /** Lines within which two hunks of one file count as adjacent (git's merge needs one untouched line between changes); default 3. */
  adjacency?: number;
}

export interface TaskCheckFinding {
  kind: 'drift' | 'lease' | 'overlap';
  path: string;
  line: number;
  taskId?: string;
  pr?: number;
  message: string;
}

export interface TaskCheckVerdict {
  conclusion: 'success' | 'neutral' | 'failure';
  title: string;
  summary: string;
  findings: TaskCheckFinding[];
}

/** The most files of one PR and the most other tasks looked at. */
export const MAX_FILES = 3000;
export const MAX_OTHERS = 200;
const DEFAULT_ADJACENCY = 3;
/** GitHub refuses a check run summary over 65 535 characters; the listing stops before that. */
const MAX_SUMMARY = 60_000;

// Linear: anchored, no nested or adjacent unbounded quantifiers. Nine digits keep numbers exact.
const HUNK_HEADER = /^@@ -(\d{1,9})(?:,(\d{1,9}))? \+(\d{1,9})(?:,(\d{1,9}))? @@/;
/** Longer than any header the pattern accepts: a header line is matched on this much of it only. */
const HEADER_PREFIX = 64;

/** A hunk as read: its header, the first changed line on the new side, and its changed old-side lines. */
interface HunkDetail {
  hunk: PatchHunk;
  /** 1-based new-side line of the first change (for a deletion, the line after it). */
  firstLine: number;
  /** Half-open old-side span [start, end) of the changed lines; empty (start = end) for a pure insertion before `start`. */
  start: number;
  end: number;
}

interface HunkReader {
  hunk: PatchHunk;
  old: number;
  new: number;
  leftOld: number;
  leftNew: number;
  firstLine: number | null;
  start: number;
  end: number;
}

/** Hunks of one file's unified diff (GitHub's `patch` field: starts at the first `@@`). Never throws; malformed headers are skipped. `@@ -5 +5,2 @@` means 1 line. */
export function parseHunks(patch: string): PatchHunk[] {
  return readHunks(patch).map((h) => h.hunk);
}

/** For annotations: the first changed line (new side) of each hunk, 1-based; for a pure deletion, the line after it (at least 1). */
export function hunkLines(patch: string): number[] {
  return readHunks(patch).map((h) => h.firstLine);
}

function readHunks(patch: string): HunkDetail[] {
  const out: HunkDetail[] = [];
  if (typeof patch !== 'string') return out;
  let reader: HunkReader | null = null;
  for (let pos = 0; pos < patch.length;) {
    let next = patch.indexOf('\n', pos);
    if (next < 0) next = patch.length;
    const first = patch.charCodeAt(pos);
    if (first === 64 /* @ */) {
      if (reader) out.push(finishHunk(reader));
      reader = openHunk(patch.slice(pos, Math.min(next, pos + HEADER_PREFIX)));
    } else if (reader && !readBodyLine(reader, next > pos ? first : null)) {
      out.push(finishHunk(reader));
      reader = null;
    }
    pos = next + 1;
  }
  if (reader) out.push(finishHunk(reader));
  return out;
}

function openHunk(header: string): HunkReader | null {
  const match = HUNK_HEADER.exec(header);
  if (!match) return null;
  const [oldStart, oldLines, newStart, newLines] = [match[1], match[2] ?? '1', match[3], match[4] ?? '1'].map(Number) as [
    number,
    number,
    number,
    number,
  ];
  // Line 0 only ever starts an empty side (an added or deleted file).
  if ((oldStart === 0 && oldLines > 0) || (newStart === 0 && newLines > 0)) return null;
  return {
    hunk: { oldStart, oldLines, newStart, newLines },
    // An empty side's start is the line before the change.
    old: oldLines === 0 ? oldStart + 1 : oldStart,
    new: newLines === 0 ? newStart + 1 : newStart,
    leftOld: oldLines,
    leftNew: newLines,
    firstLine: null,
    start: Number.POSITIVE_INFINITY,
    end: Number.NEGATIVE_INFINITY,
  };
}

/** One body line, by its first character (null: an empty line); false when it cannot be part of a hunk. */
function readBodyLine(r: HunkReader, first: number | null): boolean {
  if (r.leftOld <= 0 && r.leftNew <= 0) return true; // past the hunk: ignored until the next header
  if (first === 32 /* space */ || first === null) {
    r.old++;
    r.new++;
    r.leftOld--;
    r.leftNew--;
  } else if (first === 45 /* - */) {
    markChange(r, r.old, r.old + 1);
    r.old++;
    r.leftOld--;
  } else if (first === 43 /* + */) {
    markChange(r, r.old, r.old);
    r.new++;
    r.leftNew--;
  } else if (first !== 92 /* \ No newline at end of file */) {
    return false;
  }
  return true;
}

function markChange(r: HunkReader, start: number, end: number): void {
  if (r.firstLine === null) r.firstLine = r.new;
  if (start < r.start) r.start = start;
  if (end > r.end) r.end = end;
}

function finishHunk(r: HunkReader): HunkDetail {
  const { hunk } = r;
  // A deletion at the end of the file has no line after it: its hunk's last line instead.
  const lastNew = hunk.newLines > 0 ? hunk.newStart + hunk.newLines - 1 : Number.POSITIVE_INFINITY;
  const firstLine = Math.max(1, r.firstLine === null ? hunk.newStart : Math.min(r.firstLine, lastNew));
  if (r.start <= r.end) return { hunk, firstLine, start: r.start, end: r.end };
  // No change read (a cut body): the header's old side.
  const start = hunk.oldLines === 0 ? hunk.oldStart + 1 : hunk.oldStart;
  return { hunk, firstLine, start, end: start + hunk.oldLines };
}

/** A finding with its Markdown form (paths in code spans) for the summary. */
interface Found {
  finding: TaskCheckFinding;
  markdown: string;
}

/** Paths either as written (annotations) or as code spans (the summary). */
type PathStyle = (path: string) => string;
const asText: PathStyle = (path) => path;
/** A code span it cannot close: a backtick becomes `'`, line breaks spaces. */
const asCode: PathStyle = (path) => `\`${path.replace(/`/g, "'").replace(/[\r\n]+/g, ' ')}\``;
/** Task ids are plain words; anything else is shown as code so it cannot carry markup. */
const idText = (id: string, style: PathStyle): string => (style === asCode && !/^[\w.-]+$/.test(id) ? asCode(id) : id);

function found(
  kind: TaskCheckFinding['kind'],
  path: string,
  line: number,
  other: Partial<OtherTask>,
  say: (s: PathStyle) => string,
): Found {
  const finding: TaskCheckFinding = {
    kind,
    path,
    line,
    ...(other.taskId !== undefined ? { taskId: other.taskId } : {}),
    ...(other.pr !== undefined ? { pr: other.pr } : {}),
    message: say(asText),
  };
  return { finding, markdown: say(asCode) };
}

/** This PR's file, its hunks read once. */
interface ChangedFile {
  file: TaskPullFile;
  names: string[];
  hunks: HunkDetail[] | null;
  line: number;
}

const previousOf = (file: TaskPullFile): string | undefined =>
  typeof file.previousPath === 'string' && file.previousPath !== '' && file.previousPath !== file.path ? file.previousPath : undefined;
const namesOf = (file: TaskPullFile): string[] => {
  const previous = previousOf(file);
  return previous === undefined ? [file.path] : [file.path, previous];
};
const hunksOf = (file: TaskPullFile): HunkDetail[] | null => (typeof file.patch === 'string' ? readHunks(file.patch) : null);
const leasePath = (path: string): string => {
  const normal = normalizePath(path);
  return normal.ok ? normal.path : path;
};

/** The first MAX_FILES files, a path listed twice kept once. */
function uniqueFiles(files: readonly TaskPullFile[]): TaskPullFile[] {
  const seen = new Set<string>();
  return files.slice(0, MAX_FILES).filter((f) => typeof f?.path === 'string' && !seen.has(f.path) && seen.add(f.path));
}

/** Other tasks, the first of an id kept, this task left out: at most MAX_OTHERS, and whether there were more. */
function uniqueOthers(others: readonly OtherTask[], taskId: string): { others: OtherTask[]; truncated: boolean } {
  const seen = new Set<string>([taskId]);
  const unique = others.filter((o) => typeof o?.taskId === 'string' && !seen.has(o.taskId) && seen.add(o.taskId));
  return { others: unique.slice(0, MAX_OTHERS), truncated: unique.length > MAX_OTHERS };
}

export function checkTaskPull(input: TaskCheckInput): TaskCheckVerdict {
  const adjacency =
    typeof input.adjacency === 'number' && Number.isFinite(input.adjacency) ? Math.max(0, Math.floor(input.adjacency)) : DEFAULT_ADJACENCY;
  const files: ChangedFile[] = uniqueFiles(input.files).map((file) => {
    const hunks = hunksOf(file);
    return { file, names: namesOf(file), hunks, line: hunks?.[0]?.firstLine ?? 1 };
  });
  const { others, truncated: moreOthers } = uniqueOthers(input.others, input.taskId);
  const own = new Set(input.leaseFiles.map(leasePath));
  const holders = leaseHolders(others);
  const all: Found[] = [];
  for (const changed of files) {
    const held = leaseFindings(changed, holders, own, input.taskId);
    all.push(...held);
    if (held.length === 0 && !changed.names.some((name) => own.has(name))) all.push(driftFinding(changed, input.taskId));
  }
  for (const other of others) all.push(...overlapFindings(files, other, input.pr, adjacency));
  all.sort((a, b) => compareFindings(a.finding, b.finding));
  const truncated = { files: input.files.length > MAX_FILES, others: moreOthers };
  return verdict(input, all, files.length, truncated);
}

/** Lease file → the other tasks holding it, in id order. */
function leaseHolders(others: readonly OtherTask[]): Map<string, OtherTask[]> {
  const holders = new Map<string, OtherTask[]>();
  for (const other of [...others].sort((a, b) => compareTaskIds(a.taskId, b.taskId))) {
    for (const file of new Set((other.files ?? []).map(leasePath))) {
      const list = holders.get(file);
      if (list) list.push(other);
      else holders.set(file, [other]);
    }
  }
  return holders;
}

function leaseFindings(changed: ChangedFile, holders: Map<string, OtherTask[]>, own: Set<string>, taskId: string): Found[] {
  const { path } = changed.file;
  const previous = previousOf(changed.file);
  const byPath = holders.get(path) ?? [];
  const byPrevious = previous === undefined ? [] : (holders.get(previous) ?? []).filter((o) => !byPath.includes(o));
  const shared = changed.names.some((name) => own.has(name));
  return [...byPath, ...byPrevious].map((other) => {
    const viaPath = byPath.includes(other);
    return found('lease', path, changed.line, other, (s) => {
      const what = viaPath ? s(path) : `${s(previous as string)} (renamed to ${s(path)})`;
      const pr = other.pr === undefined ? '' : ` (#${other.pr})`;
      const both = shared ? `; the lease of ${idText(taskId, s)} holds it too, and two tasks in flight must not share a file` : '';
      return `${what} is in the lease of ${idText(other.taskId, s)}${pr}${both}`;
    });
  });
}

function driftFinding(changed: ChangedFile, taskId: string): Found {
  const { path } = changed.file;
  const previous = previousOf(changed.file);
  return found('drift', path, changed.line, {}, (s) => {
    const what = previous === undefined ? s(path) : `${s(path)} (renamed from ${s(previous)})`;
    return `${what} is outside the lease of ${idText(taskId, s)} (scope drift)`;
  });
}

/** One finding per file of this PR that the other task's open PR changes in a way likely to conflict. */
function overlapFindings(files: readonly ChangedFile[], other: OtherTask, pr: number, adjacency: number): Found[] {
  if (other.pr === undefined || other.pr === pr || !Array.isArray(other.prFiles)) return [];
  const theirs = new Map<string, TaskPullFile>();
  for (const file of uniqueFiles(other.prFiles)) for (const name of namesOf(file)) if (!theirs.has(name)) theirs.set(name, file);
  const hunkCache = new Map<TaskPullFile, HunkDetail[] | null>();
  const theirHunks = (file: TaskPullFile): HunkDetail[] | null => {
    if (!hunkCache.has(file)) hunkCache.set(file, hunksOf(file));
    return hunkCache.get(file) ?? null;
  };
  const out: Found[] = [];
  for (const changed of files) {
    const candidates = [...new Set(changed.names.map((name) => theirs.get(name)).filter((f) => f !== undefined))];
    for (const their of candidates) {
      const say = collision(changed, their, theirHunks(their), adjacency);
      if (!say) continue;
      const prs = `#${pr} and #${other.pr}`;
      out.push(found('overlap', changed.file.path, changed.line, other, (s) => say(s, prs)));
      break;
    }
  }
  return out;
}

type Saying = (s: PathStyle, prs: string) => string;

/** How this PR's file and the other PR's file collide, or null when they do not. */
function collision(mine: ChangedFile, their: TaskPullFile, theirs: HunkDetail[] | null, adjacency: number): Saying | null {
  const path = mine.file.path;
  if (mine.hunks === null || theirs === null) {
    if (mine.hunks !== null || theirs !== null) return null;
    return (s, prs) =>
      `${prs} both change ${s(path)}, and GitHub shows no diff of it (binary or too large): cannot tell whether the changes overlap`;
  }
  const added = (hunks: HunkDetail[]) => hunks.some((h) => h.hunk.oldStart === 0 && h.hunk.oldLines === 0);
  if (added(mine.hunks) && added(theirs)) return (s, prs) => `${prs} both add ${s(path)}: a merge conflict is likely`;
  const myBase = previousOf(mine.file) ?? path;
  const theirBase = previousOf(their) ?? their.path;
  if (myBase !== theirBase) return (s, prs) => `${prs} both write ${s(path)}, from different files: a merge conflict is likely`;
  if (previousOf(mine.file) !== undefined && previousOf(their) !== undefined && mine.file.path !== their.path)
    return (s, prs) => `${prs} both rename ${s(myBase)}, to ${s(path)} and ${s(their.path)}: a merge conflict is likely`;
  const pair = firstCollision(mine.hunks, theirs, adjacency);
  if (!pair) return null;
  const [a, b] = pair;
  const gap = Math.max(b.start - a.end, a.start - b.end);
  const how = gap < 0 ? 'overlap' : gap === 0 ? 'touch' : `lie ${plural(gap, 'line')} apart`;
  const likely = gap <= 0 ? 'likely' : 'possible';
  return (s, prs) => `hunks of ${prs} ${how} in ${s(myBase)} (${spanPair(a, b)}): a merge conflict is ${likely}`;
}

/**
 * The first pair (in line order) of a hunk of each side with at most `adjacency` untouched lines
 * between them. Both sides sorted by start; the side whose hunk ends first moves on: it ends before
 * the other's hunk starts, so it cannot reach any later one. O(n log n).
 */
function firstCollision(mine: HunkDetail[], theirs: HunkDetail[], adjacency: number): [HunkDetail, HunkDetail] | null {
  const byStart = (x: HunkDetail, y: HunkDetail) => x.start - y.start || x.end - y.end;
  const a = [...mine].sort(byStart);
  const b = [...theirs].sort(byStart);
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    const x = a[i] as HunkDetail;
    const y = b[j] as HunkDetail;
    if (y.start - x.end <= adjacency && x.start - y.end <= adjacency) return [x, y];
    if (x.end < y.end) i++;
    else j++;
  }
  return null;
}

function spanLabel(h: HunkDetail): string {
  if (h.end > h.start + 1) return `lines ${h.start}–${h.end - 1}`;
  if (h.end === h.start + 1) return `line ${h.start}`;
  return h.start > 1 ? `after line ${h.start - 1}` : 'at the top';
}

function spanPair(a: HunkDetail, b: HunkDetail): string {
  const [la, lb] = [spanLabel(a), spanLabel(b)];
  return la.startsWith('lines ') && lb.startsWith('lines ') ? `${la} and ${lb.slice('lines '.length)}` : `${la} and ${lb}`;
}

const codeUnitOrder = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** By path, line, kind, then task id, PR and message, so equal inputs give equal output. */
function compareFindings(a: TaskCheckFinding, b: TaskCheckFinding): number {
  return (
    codeUnitOrder(a.path, b.path) ||
    a.line - b.line ||
    codeUnitOrder(a.kind, b.kind) ||
    compareTaskIds(a.taskId ?? '', b.taskId ?? '') ||
    (a.pr ?? 0) - (b.pr ?? 0) ||
    codeUnitOrder(a.message, b.message)
  );
}

const ICON: Record<TaskCheckFinding['kind'], string> = { lease: '❌', overlap: '❌', drift: '⚠️' };
const LABEL: Record<TaskCheckFinding['kind'], string> = { lease: 'Lease', overlap: 'Overlap', drift: 'Scope drift' };

function verdict(input: TaskCheckInput, all: Found[], fileCount: number, truncated: { files: boolean; others: boolean }): TaskCheckVerdict {
  const count = (kind: TaskCheckFinding['kind']) => all.filter((f) => f.finding.kind === kind).length;
  const [lease, overlap, drift] = [count('lease'), count('overlap'), count('drift')];
  const conclusion = lease + overlap > 0 ? 'failure' : drift > 0 ? 'neutral' : 'success';
  const id = input.taskId;
  const parts = [
    lease > 0 ? plural(lease, 'lease collision') : '',
    overlap > 0 ? `${plural(overlap, 'overlap')} with other PRs` : '',
    drift > 0 ? `${plural(drift, 'file')} outside the lease` : '',
  ].filter((p) => p !== '');
  const title = clip(conclusion === 'success' ? `Within the lease of ${id}` : `${id}: ${parts.join(', ')}`, 99);
  const head =
    conclusion === 'success'
      ? `Every file this PR changes (${plural(fileCount, 'file')}) is in the lease of ${idText(id, asCode)}, and no other task in flight holds or changes it.`
      : `**${idText(id, asCode)}** (#${input.pr}): ${parts.join(', ')}.`;
  const lines = [head, ''];
  let length = head.length;
  for (const [index, { finding, markdown }] of all.entries()) {
    const line = `- ${ICON[finding.kind]} **${LABEL[finding.kind]}** (line ${finding.line}): ${markdown}`;
    if (length + line.length > MAX_SUMMARY) {
      lines.push(`- … and ${plural(all.length - index, 'more finding')}, not listed`);
      break;
    }
    lines.push(line);
    length += line.length + 1;
  }
  lines.push(...advice(conclusion, truncated));
  return { conclusion, title, summary: lines.join('\n').trimEnd(), findings: all.map((f) => f.finding) };
}

function advice(conclusion: TaskCheckVerdict['conclusion'], truncated: { files: boolean; others: boolean }): string[] {
  const out: string[] = [''];
  if (conclusion === 'failure')
    out.push('Another task in flight holds or changes the same code: merge one PR first and rebase the other, or move the change.');
  else if (conclusion === 'neutral')
    out.push('Files outside the lease are scope drift: fine when needed, but the plan does not name them.');
  if (truncated.files) out.push('', `Only the first ${MAX_FILES} files of a PR were checked.`);
  if (truncated.others) out.push('', `Only ${MAX_OTHERS} other tasks in flight were checked.`);
  return out;
}
