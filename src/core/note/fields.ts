// Value readers for task fields (parser rules). Each returns data plus an optional problem
// message; the caller turns problems into diagnostics with the line number.
import type { Level } from '../shared/model.js';
import { stripRuns } from '../shared/line-text.js';
import { canonicalTaskId } from '../shared/names.js';

export interface FieldLine {
  /** Label as written, without bold or colon. */
  label: string;
  value: string;
  /** Indentation of the bullet, to tell nested bullets from the next field. */
  indent: number;
}

// `- **Label**: value`, `- **Label:** value`, full-width colons, `*`/`+` bullets. Read with string
// operations: the regex this replaces backtracked polynomially on tabs inside a label.
export function readFieldLine(line: string): FieldLine | null {
  const body = line.trimStart();
  const indent = line.slice(0, line.length - body.length);
  if (body[0] !== '-' && body[0] !== '*' && body[0] !== '+') return null;
  const afterBullet = body.slice(1).trimStart();
  if (afterBullet.length === body.length - 1 || !afterBullet.startsWith('**')) return null;
  const close = afterBullet.indexOf('*', 2);
  if (close < 0 || afterBullet[close + 1] !== '*') return null;
  let label = afterBullet.slice(2, close).trim();
  if (close === 2) return null;
  const colonInside = label.length > 1 && isColon(label[label.length - 1]);
  if (colonInside) label = label.slice(0, -1).trim();
  let value = afterBullet.slice(close + 2).trimStart();
  const colonAfter = isColon(value[0]);
  if (colonAfter) value = value.slice(1);
  if (!colonInside && !colonAfter) return null;
  return { label, value: value.trim(), indent: indent.replace(/\t/g, '  ').length };
}

function isColon(char: string | undefined): boolean {
  return char === ':' || char === '：';
}

const LEVEL_WORDS: [RegExp, Level][] = [
  [/^(low|lo)\b/i, 'Low'],
  [/^(medium|med|mid|moderate)\b/i, 'Medium'],
  [/^(high|hi)\b/i, 'High'],
  [/^低/, 'Low'],
  [/^中/, 'Medium'],
  [/^高/, 'High'],
];

/** `低 - 新文件` → Low with note "新文件"; `Medium - explanation` → Medium; anything else → null. */
export function readLevel(value: string): { level: Level | null; note: string } {
  const text = stripRuns(value.trim(), '*');
  for (const [pattern, level] of LEVEL_WORDS) {
    const match = pattern.exec(text);
    if (match) {
      const note = text
        .slice(match[0].length)
        .replace(/^[\s\-–—:：,，(（]+/, '')
        .replace(/[)）]\s*$/, '')
        .trim();
      return { level, note };
    }
  }
  return { level: null, note: text };
}

const NONE_WORDS = /^(none|n\/a|na|nil|null|no dependencies|no|无|没有|暂无|-|—|–|\(none\))(?=$|[\s(（,，.;:：-])/i;

/** Dependencies: a value starting with a "none" word means none, whatever follows in parentheses. */
export function readDependsOn(value: string): { ids: string[]; none: boolean } {
  const text = value.trim();
  if (text === '' || NONE_WORDS.test(text)) return { ids: [], none: true };
  const ids = new Set<string>();
  for (const match of text.matchAll(/\bTASK-(\d+)\b/gi)) {
    const id = canonicalTaskId(`TASK-${match[1]}`);
    if (id) ids.add(id);
  }
  return { ids: [...ids], none: false };
}

export interface RawModificationPoint {
  /** Backticked file token (path or path:location), or null for a plain note. */
  token: string | null;
  change: string;
}

// `path:location`: change · `path`: change · `path` - change · `path` alone.
export function readModificationPoint(text: string): RawModificationPoint | null {
  const body = text.trim();
  if (body === '') return null;
  const close = body.startsWith('`') ? body.indexOf('`', 1) : -1;
  if (close <= 1) return { token: null, change: body };
  let change = body.slice(close + 1).trimStart();
  if (isColon(change[0])) change = change.slice(1);
  else {
    let dashes = 0;
    while (dashes < change.length && '-–—'.includes(change[dashes] as string)) dashes++;
    change = change.slice(dashes);
  }
  return { token: body.slice(1, close).trim(), change: change.trim() };
}

const UNVERIFIED_OPENERS = ['(unverified', '（unverified', '(未验证', '（未验证'];

/**
 * The trailing `(unverified: reason)` marker of a modification point's change (also `未验证` and
 * full-width parentheses and colon), split off: the planner writes it on a point it could not ground
 * in the repository. A change without the marker comes back as it is.
 */
export function readUnverifiedMarker(change: string): { change: string; unverified?: string } {
  const text = change.trimEnd();
  const last = text[text.length - 1];
  if (last !== ')' && last !== '）') return { change };
  let at = -1;
  for (const opener of UNVERIFIED_OPENERS) at = Math.max(at, text.lastIndexOf(opener));
  if (at < 0) return { change };
  const head = text.slice(at + 1);
  const word = head.startsWith('unverified') ? 'unverified'.length : '未验证'.length;
  if (!isColon(head[word])) return { change };
  const reason = head.slice(word + 1, -1).trim();
  return { change: text.slice(0, at).trimEnd(), unverified: reason === '' ? 'unverified' : reason };
}

/** The marker `readUnverifiedMarker` reads back, for the end of a modification point's line. */
export function unverifiedMarker(reason: string): string {
  return `(unverified: ${reason.replace(/[()（）`]/g, '').trim() || 'unverified'})`;
}

/** Inline modification points: one point, or several separated by `;` when each starts with a backtick. */
export function splitInlinePoints(value: string): string[] {
  const parts = value.split(/[;；]\s*(?=`)/);
  return parts.map((part) => part.trim()).filter((part) => part !== '');
}

/** Backticked tokens of a Scope value. */
export function backtickTokens(value: string): string[] {
  return Array.from(value.matchAll(/`([^`\n]+)`/g), (match) => (match[1] ?? '').trim());
}
