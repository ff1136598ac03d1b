// Value readers for task fields (spec §5 parser rules). Each returns data plus an optional problem
// message; the caller turns problems into diagnostics with the line number.
import type { Level } from './model.js';
import { canonicalTaskId } from './names.js';

export interface FieldLine {
  /** Label as written, without bold or colon. */
  label: string;
  value: string;
  /** Indentation of the bullet, to tell nested bullets from the next field. */
  indent: number;
}

// `- **Label**: value`, `- **Label:** value`, full-width colons, `*`/`+` bullets.
const FIELD_LINE = /^(\s*)[-*+]\s+\*\*([^*]+?)\s*([:：])?\s*\*\*\s*([:：])?\s*(.*)$/;

export function readFieldLine(line: string): FieldLine | null {
  const match = FIELD_LINE.exec(line);
  if (!match) return null;
  const [, indent = '', label = '', colonInside, colonAfter, value = ''] = match;
  if (!colonInside && !colonAfter) return null;
  return { label: label.trim(), value: value.trim(), indent: indent.replace(/\t/g, '  ').length };
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
  const text = value.trim().replace(/^\*+|\*+$/g, '');
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
  const ids: string[] = [];
  for (const match of text.matchAll(/\bTASK-(\d+)\b/gi)) {
    const id = canonicalTaskId(`TASK-${match[1]}`);
    if (id && !ids.includes(id)) ids.push(id);
  }
  return { ids, none: false };
}

export interface RawModificationPoint {
  /** Backticked file token (path or path:location), or null for a plain note. */
  token: string | null;
  change: string;
}

// `path:location`: change · `path`: change · `path` - change · `path` alone.
const POINT = /^`([^`]+)`\s*(?:[:：]|[-–—]+)?\s*(.*)$/;

export function readModificationPoint(text: string): RawModificationPoint | null {
  const body = text.trim();
  if (body === '') return null;
  const match = POINT.exec(body);
  if (!match) return { token: null, change: body };
  return { token: (match[1] ?? '').trim(), change: (match[2] ?? '').trim() };
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
