// Line-level string readers for the plan-note parser. Plan notes are untrusted (people and models
// write them), and regexes such as `(.*?)[ \t]*#*[ \t]*$` backtrack polynomially on a long run of
// spaces: a heading padded with 5 000 spaces took seconds. These readers scan each character a
// bounded number of times, so any line is read in linear time. `eslint-plugin-regexp` keeps the
// remaining regexes free of super-linear backtracking.

const SPACE_OR_TAB = (code: number): boolean => code === 32 || code === 9;

/** `### text ###` → { level: 3, text: 'text' } for levels 1–3; null for anything else. */
export function readAtxHeading(line: string, maxLevel = 3): { level: number; text: string } | null {
  let level = 0;
  while (level < line.length && line.charCodeAt(level) === 35) level++;
  if (level === 0 || level > maxLevel || level >= line.length || !SPACE_OR_TAB(line.charCodeAt(level))) return null;
  return { level, text: stripClosingHashes(line.slice(level + 1)) };
}

/** Heading content without surrounding blanks and without a closing `#` run (as CommonMark reads it). */
export function stripClosingHashes(content: string): string {
  const text = trimBlanks(content);
  let end = text.length;
  while (end > 0 && text.charCodeAt(end - 1) === 35) end--;
  if (end === text.length) return text;
  if (end === 0) return '';
  // A closing run only counts after a space or tab: `C#` stays `C#`.
  return SPACE_OR_TAB(text.charCodeAt(end - 1)) ? trimBlanks(text.slice(0, end)) : text;
}

/** Trims spaces and tabs only (String#trim also takes other Unicode spaces, which headings keep). */
export function trimBlanks(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && SPACE_OR_TAB(text.charCodeAt(start))) start++;
  while (end > start && SPACE_OR_TAB(text.charCodeAt(end - 1))) end--;
  return text.slice(start, end);
}

const ID_SEPARATORS = new Set([':', '：', '.', '-', '–', '—']);

/**
 * `TASK-12: title` / `CONFLICT-3 — title` (prefix case-insensitive) → the digits and the rest after
 * one optional separator; null when the text does not start with `<prefix>-<digits>`.
 */
export function readIdHeading(text: string, prefix: string): { digits: string; rest: string } | null {
  const head = `${prefix}-`;
  if (text.slice(0, head.length).toUpperCase() !== head.toUpperCase()) return null;
  let end = head.length;
  while (end < text.length && isDigit(text.charCodeAt(end))) end++;
  if (end === head.length) return null;
  let rest = trimBlanks(text.slice(end));
  if (ID_SEPARATORS.has(rest.charAt(0))) rest = trimBlanks(rest.slice(1));
  return { digits: text.slice(head.length, end), rest };
}

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

/** `Title [domain]` → title and tag (the last bracketed group at the very end), else the title as is. */
export function splitTrailingTag(title: string): { title: string; tag: string | null } {
  if (!title.endsWith(']')) return { title, tag: null };
  const open = title.lastIndexOf('[', title.length - 2);
  if (open < 0) return { title, tag: null };
  const tag = title.slice(open + 1, -1);
  if (tag === '' || tag.includes(']')) return { title, tag: null };
  return { title: title.slice(0, open).trim(), tag: tag.trim() };
}

/** Strips a run of `char` from both ends (`**High**` → `High`), linear where `/^\*+|\*+$/g` is not. */
export function stripRuns(text: string, char: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && text[start] === char) start++;
  while (end > start && text[end - 1] === char) end--;
  return text.slice(start, end);
}

/**
 * `|` escaped for a Markdown table cell, a run of backslashes just before it dropped (it would undo
 * the escape): what `text.replace(/\\*\|/g, '\\|')` does, without its quadratic retries on a long
 * run of backslashes that no `|` follows.
 */
export function escapePipes(text: string): string {
  if (!text.includes('|')) return text;
  const parts = text.split('|');
  const last = parts.length - 1;
  return parts.map((part, i) => (i === last ? part : stripTrailingRun(part, '\\'))).join('\\|');
}

function stripTrailingRun(text: string, char: string): string {
  let end = text.length;
  while (end > 0 && text[end - 1] === char) end--;
  return text.slice(0, end);
}

/** Text quoted in a diagnostic, cut so a 1 MB line cannot become a 1 MB message. */
export function clip(text: string, max = 80): string {
  return text.length <= max ? text : `${text.slice(0, max)}…`;
}

/** "1 task", "2 tasks", "0 conflicts"; pass the plural form when it is not the noun plus "s". */
export function plural(n: number, singular: string, pluralForm = `${singular}s`): string {
  return `${n} ${n === 1 ? singular : pluralForm}`;
}
