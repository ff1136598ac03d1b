// Links from modification points to the exact lines they name: a permalink at the planned commit
// (`<web>/<owner>/<repo>/blob/<sha>/<path>#L31-L58`, github.com or a GHES server's own web URL), or a
// relative link into the local repository (the CLI without a remote). Pure: the planner supplies the
// line spans of symbols (from the repository index); core only formats and renders.
import type { ModificationPoint, PlanNote } from '../shared/model.js';
import { normalizePath } from '../shared/paths.js';
import { inlineCode } from '../safety/text-safety.js';
import { declaresNewFile, plannedNewFiles } from '../note/validate.js';

/** The link of one point (file, location), or undefined when it gets none. */
export type PointLinks = (file: string, location: string) => string | undefined;
/** 1-based, inclusive line range. */
export type LineSpan = [number, number];
/** The URL of a file, with a line anchor when a span is given. */
export type LinkTarget = (path: string, span?: LineSpan) => string;

const LINES = /^(?:lines?\s*)?L?(\d{1,9})(?:\s*[-–—:]\s*L?(\d{1,9}))?$/i;
const SHA = /^[0-9a-f]{7,64}$/i;

/** `L31`, `31-58`, `L31-L58`, `lines 31–58` → [31, 58]; anything else → undefined. */
export function lineSpanOf(location: string): LineSpan | undefined {
  const match = LINES.exec(unquote(location));
  if (!match) return undefined;
  const from = Number(match[1]);
  const to = Number(match[2] ?? match[1]);
  return from >= 1 && to >= from ? [from, to] : undefined;
}

/** Without the backticks or quotes around it. */
export function unquote(text: string): string {
  const quote = (c: string | undefined) => c === '`' || c === "'" || c === '"';
  const trimmed = text.trim();
  let start = 0;
  let end = trimmed.length;
  while (start < end && quote(trimmed[start])) start++;
  while (end > start && quote(trimmed[end - 1])) end--;
  return trimmed.slice(start, end).trim();
}

const anchor = (span?: LineSpan) => (span ? (span[0] === span[1] ? `#L${span[0]}` : `#L${span[0]}-L${span[1]}`) : '');
/** Without trailing slashes (a loop: `/\/+$/` moves quadratically over a run of slashes). */
function trimSlashes(text: string): string {
  let end = text.length;
  while (end > 0 && text[end - 1] === '/') end--;
  return text.slice(0, end);
}
const encodePath = (path: string) => path.split('/').map(encodeURIComponent).join('/');

/**
 * Permalinks at one commit. `repoWebUrl` is the repository's web address: `https://github.com/o/r`
 * or, on GHES, `https://ghe.example.com/o/r`. Undefined when either part is unusable.
 */
export function blobTarget(repoWebUrl: string, sha: string): LinkTarget | undefined {
  const base = trimSlashes(repoWebUrl.trim());
  if (!/^https?:\/\/[^\s/]+\/[^\s/]+\/[^\s/]+$/.test(base) || !SHA.test(sha)) return undefined;
  return (path, span) => `${base}/blob/${sha}/${encodePath(path)}${anchor(span)}`;
}

/** `https://ghe.example.com` + `o/r` → the repository's web address. */
export function repoWebUrl(serverUrl: string, repo: string): string {
  return `${trimSlashes(serverUrl.trim())}/${repo}`;
}

/** Relative links from the session folder: `toRoot` is e.g. `../../..` (session folder → repository root). */
export function localTarget(toRoot: string): LinkTarget {
  const prefix = trimSlashes(toRoot.replace(/\\/g, '/'));
  return (path, span) => `${prefix === '' ? '.' : prefix}/${encodePath(path)}${anchor(span)}`;
}

/**
 * Links of modification points: `*` → the file, a line range → those lines, any other location →
 * the span `spanOf` finds (a symbol's declaration), else the file. `exists` drops files the commit
 * does not have (a link would 404).
 */
export function pointLinks(
  target: LinkTarget,
  options: { spanOf?: (path: string, location: string) => LineSpan | undefined; exists?: (path: string) => boolean } = {},
): PointLinks {
  return (file, location) => {
    const normalized = normalizePath(file);
    if (!normalized.ok || (options.exists && !options.exists(normalized.path))) return undefined;
    const path = normalized.path;
    const where = unquote(location);
    if (where === '' || where === '*') return target(path);
    return target(path, lineSpanOf(where) ?? options.spanOf?.(path, where));
  };
}

/**
 * Links from the frontmatter's `source: { repo, commit }` when no snapshot is at hand (`cplan render`,
 * a re-check): lines only where the location is a line range, the file otherwise.
 */
export function sourceLinks(note: PlanNote, serverUrl = 'https://github.com'): PointLinks | undefined {
  const source = (note.frontmatter.source ?? {}) as { repo?: unknown; commit?: unknown };
  if (typeof source.repo !== 'string' || typeof source.commit !== 'string') return undefined;
  const target = blobTarget(repoWebUrl(serverUrl, source.repo), source.commit);
  return target ? pointLinks(target) : undefined;
}

/** The links without files some point of the plan creates: they are not in the planned commit (a link would 404). */
export function withoutNewFiles(note: PlanNote, links: PointLinks | undefined): PointLinks | undefined {
  if (!links) return undefined;
  const created = plannedNewFiles(note);
  return (file, location) => (created.has(file) ? undefined : links(file, location));
}

/** A point's link, or undefined for notes, new files and points the links leave out. */
export function linkOf(point: Pick<ModificationPoint, 'file' | 'location' | 'change'>, links: PointLinks | undefined): string | undefined {
  if (!links || !point.file || declaresNewFile(point.change)) return undefined;
  return links(point.file, point.location);
}

/** `[`path:location`](url)`, or the code span alone when there is no link. */
export function linkedPoint(point: Pick<ModificationPoint, 'file' | 'location' | 'change'>, links: PointLinks | undefined): string {
  const where = !point.location || point.location === '*' ? (point.file ?? '') : `${point.file ?? ''}:${point.location}`;
  const code = inlineCode(Array.from(where).slice(0, 160).join('').replace(/[[\]]/g, ''));
  const url = linkOf(point, links);
  return url ? `[${code}](${url})` : code;
}
