// Session ids, slugs, branch names and task id ranges.

import { stripRuns } from './line-text.js';

const CJK = '\\u3400-\\u4dbf\\u4e00-\\u9fff\\uf900-\\ufaff';
const NOT_SLUG = new RegExp(`[^a-z0-9${CJK}]+`, 'g');

/** The requirement's first line, lower-cased, runs outside [a-z0-9] and CJK turned into `-`, ≤ 30 chars. */
export function requirementSlug(requirement: string, maxLength = 30): string {
  const firstLine = requirement.split(/\r?\n/).find((line) => line.trim() !== '') ?? '';
  // stripRuns, not /^-+|-+$/g: that regex retries a long run of `-` from every position (quadratic).
  const slug = stripRuns(firstLine.toLowerCase().replace(NOT_SLUG, '-'), '-');
  const chars = Array.from(slug);
  let cut = chars.slice(0, maxLength).join('');
  // At a word's end when the limit falls inside one (not `…-numeric-re`), unless that loses too much.
  if (chars.length > maxLength && chars[maxLength] !== '-') {
    const dash = cut.lastIndexOf('-');
    if (dash >= maxLength * 0.6) cut = cut.slice(0, dash);
  }
  cut = stripRuns(cut, '-');
  return cut === '' ? 'plan' : cut;
}

/** `YYYY-MM-DD` of a date in UTC. */
export function utcDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function buildSessionId(requirement: string, date: Date): string {
  return `CPLAN-${requirementSlug(requirement)}-${utcDate(date)}`;
}

/**
 * The shape a session id must have before it goes anywhere: a letter, then letters, digits, `.`,
 * `_`, `-` or CJK, at most 120 characters. `session_id` is a frontmatter field anyone with push
 * access can edit, and it lands in code spans, HTML-comment markers and branch folders: no
 * backtick, `<`, `>`, `@`, whitespace or newline can get through (cplan's own ids are
 * `CPLAN-<slug>-<date>`; notes of the original workflow use `CPW-…`).
 */
const SAFE_SESSION_ID = new RegExp(`^[A-Za-z][A-Za-z0-9._${CJK}-]{0,119}$`);

export function isSafeSessionId(id: string): boolean {
  return SAFE_SESSION_ID.test(id);
}

/** `base`, then `base-2`, `base-3`, … — the first name `taken` says is free. */
export function uniqueName(base: string, taken: (name: string) => boolean): string {
  if (!taken(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken(candidate)) return candidate;
  }
}

/** ASCII-only slug for branch names (git refs accept more, but people type these). */
export function asciiSlug(text: string, maxLength = 40): string {
  const dashed = requirementSlug(text, 200)
    .replace(new RegExp(`[${CJK}]+`, 'g'), '-')
    .replace(/-+/g, '-');
  const slug = stripRuns(stripRuns(dashed, '-').slice(0, maxLength), '-');
  return slug === '' ? 'plan' : slug;
}

/** A domain slug forced to `[a-z0-9-]{1,40}`: model output never becomes a path as written. */
export function domainSlug(name: string): string {
  const dashed = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-');
  const slug = stripRuns(stripRuns(dashed, '-').slice(0, 40), '-');
  return slug === '' ? 'domain' : slug;
}

/** Forced slugs made unique in order: `api`, `api-2`, … (each still ≤ 40 chars). */
export function uniqueDomainSlugs(names: string[]): string[] {
  const used = new Set<string>();
  return names.map((name) => {
    const base = domainSlug(name);
    const slug = uniqueName(base, (candidate) => used.has(candidate));
    const fitted = slug.length <= 40 ? slug : `${base.slice(0, 40 - (slug.length - base.length))}${slug.slice(base.length)}`;
    used.add(fitted);
    return fitted;
  });
}

/** `backend-api` → `Backend Api`. */
export function domainTitle(slug: string): string {
  return slug
    .split('-')
    .filter((part) => part !== '')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join(' ');
}

/**
 * The key a heading or tag is matched by: `Backend Api`, `backend-api`, `Backend API` → `backend-api`.
 * Unlike `domainSlug` it keeps CJK, so Chinese domain names written by people still match.
 */
export function domainKey(name: string): string {
  return stripRuns(name.toLowerCase().replace(NOT_SLUG, '-'), '-');
}

/** Domain k (1-based) owns [100(k-1)+1, 100k]. */
export function idRange(k: number): [number, number] {
  return [100 * (k - 1) + 1, 100 * k];
}

// Task ids are digit strings, never floats: `Number('99999999999999999999')` rounds, so two distinct
// ids would collapse into one. Everything below works on the digits as text.

/** Ids with more significant digits than this are a `task-id-too-long` diagnostic (every 15-digit number is a safe integer). */
export const MAX_TASK_ID_DIGITS = 15;

/** `0042` → `42`, `000` → `0`: the significant digits of a digit string. */
export function stripLeadingZeros(digits: string): string {
  let i = 0;
  while (i < digits.length - 1 && digits.charCodeAt(i) === 48) i++;
  return digits.slice(i);
}

/** The decimal digits of a non-negative integer, exact even beyond 2^53 (`1e21` → `1000000000000000000000`). */
export function integerDigits(n: number): string {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`not a non-negative integer: ${n}`);
  return Number.isSafeInteger(n) ? String(n) : BigInt(n).toString();
}

/** `TASK-001`: at least three digits, more when needed. A digit string is used as written (no float on the way). */
export function formatTaskId(n: number | string): string {
  const digits = typeof n === 'number' ? integerDigits(n) : stripLeadingZeros(n);
  if (!/^\d+$/.test(digits)) throw new RangeError(`not a task number: ${JSON.stringify(n)}`);
  return `TASK-${digits.padStart(3, '0')}`;
}

/** Canonical form of any `TASK-<digits>` spelling, or null: TASK-1, TASK-001 and TASK-0001 are all `TASK-001`. */
export function canonicalTaskId(text: string): string | null {
  const match = /^task-(\d+)$/i.exec(text.trim());
  return match ? formatTaskId(match[1] as string) : null;
}

/** The significant digits of an id's trailing number (`TASK-0042` → `42`), or null when it ends in no digit. */
export function taskIdDigits(id: string): string | null {
  // A backwards scan, not /(\d+)$/: that regex is quadratic on a long run of digits followed by a non-digit.
  let start = id.length;
  while (start > 0 && id.charCodeAt(start - 1) >= 48 && id.charCodeAt(start - 1) <= 57) start--;
  return start === id.length ? null : stripLeadingZeros(id.slice(start));
}

/** The id's number when it is a safe integer, else null (the id is still exact as text). */
export function taskIdNumber(id: string): number | null {
  const digits = taskIdDigits(id);
  if (digits === null || digits.length > MAX_TASK_ID_DIGITS) return null;
  return Number(digits);
}

/** Orders two digit strings without leading zeros numerically: shorter is smaller, then text order. */
export function compareDigits(a: string, b: string): number {
  if (a.length !== b.length) return a.length - b.length;
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Numeric id order, exact at any length (TASK-2 < TASK-10 < TASK-99999999999999999998 <
 * TASK-99999999999999999999); ids that end in no digit sort after every numbered one, and a
 * code-point tie-break (not localeCompare) keeps odd spellings such as TASK-1 / TASK-001 deterministic.
 */
export function compareTaskIds(a: string, b: string): number {
  const da = taskIdDigits(a);
  const db = taskIdDigits(b);
  if (da !== null && db !== null) {
    const byNumber = compareDigits(da, db);
    if (byNumber !== 0) return byNumber;
  } else if (da !== null || db !== null) {
    return da === null ? 1 : -1;
  }
  return a < b ? -1 : a > b ? 1 : 0;
}
