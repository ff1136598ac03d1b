// Plan-structure figures of the backtest (docs/backtest.md, "Plan structure"): whether a plan's
// modification points name identifiers the commit really changed (anchors), whether its test tasks
// are tied to the code they test (test links), and whether a plan of several tasks orders them at
// all (dependencies). Pure: run.ts hands over the plan note and the commit's diffs.
import type { PlanNote, Task } from '../core/shared/model.js';
import { kindOf } from '../retrieval/classify.js';

/** `count` of `total`: kept apart so that tables of several repositories can be summed. */
export interface Ratio {
  count: number;
  total: number;
}

export interface PlanStructure {
  /** Tasks in the plan. */
  tasks: number;
  /** Points in changed files whose location names an identifier / those whose identifier is in the file's diff. */
  anchors: Ratio;
  /** The same points / those whose declaration in the parent holds a changed line (a name it lacks: in the diff). */
  anchor_lines: Ratio;
  /** The points `anchors` did not count, as `file:location`, for reading why (never summed). */
  anchor_misses?: string[];
  /** Test-only tasks / those tied by `Depends on` (either way) to a task that changes source code. */
  test_links: Ratio;
  /** 1 of 1 when a plan of two or more tasks has a dependency edge, 0 of 1 when it has none, 0 of 0 under two tasks. */
  dependencies: Ratio;
}

/** The figures of a plan that failed: no task, nothing to count. */
export function emptyStructure(): PlanStructure {
  return {
    tasks: 0,
    anchors: { count: 0, total: 0 },
    anchor_lines: { count: 0, total: 0 },
    anchor_misses: [],
    test_links: { count: 0, total: 0 },
    dependencies: { count: 0, total: 0 },
  };
}

/** A location that is only a line or a line range: `L10`, `L10-20`, `10-20`, `lines 10–20`, `L10:L20`. */
const LINE_RANGE = /^(?:lines?\s*)?L?\d+(?:\s*[-–:]\s*L?\d+)?$/i;
/** Identifier-shaped words: letters, digits, `_` and `$`, not starting with a digit. */
const WORD = /[A-Za-z_$][\w$]*/g;
const IDENTIFIER_CHAR = /[\w$]/;
/**
 * Words that say what kind of thing or where, not which one: declaration keywords ("function
 * handle", "class Store") and location prose ("top of file", "near the end").
 */
const NOT_NAMES: ReadonlySet<string> = new Set([
  ...['class', 'function', 'func', 'fn', 'def', 'method', 'interface', 'type', 'enum', 'struct', 'trait', 'impl'],
  ...['module', 'namespace', 'const', 'let', 'var', 'export', 'default', 'async', 'static', 'public', 'private'],
  ...['protected', 'new', 'line', 'lines', 'file', 'top', 'bottom', 'end', 'start', 'of', 'in', 'the'],
  ...['and', 'or', 'near', 'after', 'before', 'at', 'to', 'section', 'block', 'body'],
]);

/** The text outside parentheses, in one pass (nested pairs too; an unclosed `(` drops the rest). */
function outsideParentheses(text: string): string {
  let depth = 0;
  let kept = '';
  for (const char of text) {
    if (char === '(') depth++;
    else if (char === ')') depth = Math.max(0, depth - 1);
    else if (depth === 0) kept += char;
  }
  return kept;
}

/**
 * The identifiers a modification point's location names, unique, in order: none for `*`, an empty
 * location or a line range. Backticks and parenthesised parts (`()`, argument lists, "(line 12)")
 * are dropped, then every identifier-shaped word counts — each part of `Class.method`,
 * `Foo::bar` or `a/b` — except declaration keywords and location prose (`NOT_NAMES`) and `L12`.
 */
export function locationIdentifiers(location: string): string[] {
  const text = location.replace(/`/g, '').trim();
  if (text === '' || text === '*' || LINE_RANGE.test(text)) return [];
  const names = new Set<string>();
  for (const word of outsideParentheses(text).match(WORD) ?? []) {
    if (NOT_NAMES.has(word.toLowerCase()) || /^L\d+$/.test(word)) continue;
    names.add(word);
  }
  return [...names];
}

/**
 * What of a `git diff -U0` a location is looked for in: the hunk headers (`@@ -3 +3,2 @@ function
 * f() {`) and the changed lines without their `+`/`-`; never the file headers, which hold the path.
 */
export function diffSearchText(diff: string): string {
  const kept: string[] = [];
  let inHunks = false;
  for (const line of diff.split('\n')) {
    if (line.startsWith('diff ')) inHunks = false;
    else if (line.startsWith('@@')) {
      inHunks = true;
      kept.push(line);
    } else if (inHunks && (line.startsWith('+') || line.startsWith('-'))) kept.push(line.slice(1));
  }
  return kept.join('\n');
}

/** `word` occurs in `text` with no identifier character right before or after it (case-sensitive). */
export function containsWord(text: string, word: string): boolean {
  if (word === '') return false;
  for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1)) {
    const before = at === 0 ? '' : (text[at - 1] as string);
    const after = text[at + word.length] ?? '';
    if (!IDENTIFIER_CHAR.test(before) && !IDENTIFIER_CHAR.test(after)) return true;
  }
  return false;
}

/** The points anchors are measured on: in a gold file, with a location that names an identifier. */
function anchorCandidates(note: PlanNote, gold: readonly string[]): { file: string; location: string; names: string[] }[] {
  const changed = new Set(gold);
  const candidates: { file: string; location: string; names: string[] }[] = [];
  for (const task of note.tasks)
    for (const point of task.modificationPoints) {
      if (point.file === null || !changed.has(point.file)) continue;
      const names = locationIdentifiers(point.location);
      if (names.length > 0) candidates.push({ file: point.file, location: point.location, names });
    }
  return candidates;
}

/** 1-based, inclusive lines of the parent's file. */
export type LineSpan = [number, number];
/** The lines of the declaration a location names in the parent's file, or undefined when it names none there. */
export type SpanOf = (file: string, location: string) => LineSpan | undefined;

const HUNK_HEADER = /^@@ -(\d+)(?:,(\d+))? \+\d+(?:,\d+)? @@/;

/**
 * The parent's side of each hunk of a `git diff -U0`: the lines it removed or replaced, as
 * [first, last]; a hunk that only adds lines after line n is [n + 0.5, n + 0.5] — between two lines.
 */
export function changedParentLines(diff: string): LineSpan[] {
  const ranges: LineSpan[] = [];
  for (const line of diff.split('\n')) {
    const match = HUNK_HEADER.exec(line);
    if (!match) continue;
    const start = Number(match[1]);
    const count = match[2] === undefined ? 1 : Number(match[2]);
    ranges.push(count === 0 ? [start + 0.5, start + 0.5] : [start, start + count - 1]);
  }
  return ranges;
}

/**
 * Anchors by lines: the same points, counted when the declaration their location names holds a
 * line the commit changed, or lines it added between two of its lines. git's hunk header names the
 * first unindented line above a change, so a method inside a C# namespace, a Ruby module or an
 * Elixir `defmodule` is never in it, while a Java or Go file's class or type often is: the word
 * check (`anchors`) undercounts the first and can credit the second; this one reads the lines. A
 * location the parent does not declare (a function the change adds) falls back to the word check.
 */
export function anchorLineRatio(note: PlanNote, gold: readonly string[], diffs: ReadonlyMap<string, string>, spanOf: SpanOf): Ratio {
  let count = 0;
  const candidates = anchorCandidates(note, gold);
  for (const { file, location, names } of candidates) {
    const diff = diffs.get(file) ?? '';
    const span = spanOf(file, location);
    const held = span
      ? changedParentLines(diff).some(([from, to]) => from <= span[1] && to >= span[0])
      : names.some((name) => containsWord(diffSearchText(diff), name));
    if (held) count++;
  }
  return { count, total: candidates.length };
}

/** The gold files whose diff the anchors need: those holding at least one anchor candidate. */
export function anchorFiles(note: PlanNote, gold: readonly string[]): string[] {
  return [...new Set(anchorCandidates(note, gold).map((c) => c.file))].sort();
}

/**
 * Points whose identifiers (any of them) occur as a whole word in their file's diff; `diffs` holds
 * raw `git diff -U0` output. `misses` lists the others as `file:location`.
 */
export function anchorRatio(note: PlanNote, gold: readonly string[], diffs: ReadonlyMap<string, string>): Ratio & { misses: string[] } {
  const texts = new Map<string, string>();
  const misses: string[] = [];
  const candidates = anchorCandidates(note, gold);
  for (const { file, location, names } of candidates) {
    let text = texts.get(file);
    if (text === undefined) {
      text = diffSearchText(diffs.get(file) ?? '');
      texts.set(file, text);
    }
    if (!names.some((name) => containsWord(text, name))) misses.push(`${file}:${location}`);
  }
  return { count: candidates.length - misses.length, total: candidates.length, misses };
}

/** The files of a task's modification points (notes without a file left out). */
function pointFiles(task: Task): string[] {
  return task.modificationPoints.flatMap((p) => (p.file === null ? [] : [p.file]));
}

/** Test-only tasks (every point's file a test, by the repository index's `kindOf`), and how many are tied to a source task. */
export function testLinkRatio(tasks: readonly Task[]): Ratio {
  const files = new Map(tasks.map((t) => [t.id, pointFiles(t)]));
  const changesCode = new Set(tasks.filter((t) => (files.get(t.id) ?? []).some((f) => kindOf(f) === 'source')).map((t) => t.id));
  let count = 0;
  let total = 0;
  for (const task of tasks) {
    const own = files.get(task.id) ?? [];
    if (own.length === 0 || !own.every((f) => kindOf(f) === 'test')) continue;
    total++;
    const tied = tasks.some(
      (other) =>
        other.id !== task.id && changesCode.has(other.id) && (task.dependsOn.includes(other.id) || other.dependsOn.includes(task.id)),
    );
    if (tied) count++;
  }
  return { count, total };
}

/** Edges `Depends on` draws between tasks of the plan (to a task it does not hold, none). */
export function dependencyEdges(tasks: readonly Task[]): number {
  const ids = new Set(tasks.map((t) => t.id));
  return tasks.reduce((sum, t) => sum + t.dependsOn.filter((d) => d !== t.id && ids.has(d)).length, 0);
}

/**
 * The plan's structure figures against the commit's gold files and their diffs; `spanOf` finds
 * declarations in the parent's files (without it, anchors by lines are the word check's).
 */
export function planStructure(
  note: PlanNote,
  gold: readonly string[],
  diffs: ReadonlyMap<string, string>,
  spanOf: SpanOf = () => undefined,
): PlanStructure {
  const several = note.tasks.length >= 2;
  const { misses, ...anchors } = anchorRatio(note, gold, diffs);
  return {
    tasks: note.tasks.length,
    anchors,
    anchor_lines: anchorLineRatio(note, gold, diffs, spanOf),
    anchor_misses: misses,
    test_links: testLinkRatio(note.tasks),
    dependencies: { count: several && dependencyEdges(note.tasks) > 0 ? 1 : 0, total: several ? 1 : 0 },
  };
}
