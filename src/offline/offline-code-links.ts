// Links in a requirement to the repository's own code on GitHub
// (`https://github.com/sirupsen/logrus/blob/master/text_formatter.go#L177`): an issue that points
// at a line says where it looks, as a stack trace's frame does. A linked line names the
// declaration around it in the file as the repository has it now (the link's branch may have
// moved since; a permalink's commit may be older), so the name, not the number, is what a task
// points at.
import { indexSnapshot } from '../retrieval/repo-index.js';
import { symbolSpan } from '../retrieval/symbols.js';
import type { Snapshot } from '../repo/types.js';
import type { RepoFrame } from './offline-trace.js';

/** Links read from one requirement: enough for any issue, bounded for a hostile one. */
const MOST_LINKS = 50;

const BLOB =
  /https?:\/\/(?:www\.)?github\.com\/([\w.-]+)\/([\w.-]+)\/blob\/[^/\s)#?`]+\/([^\s)#?"'<>`]+)(?:\?[^\s)#`]*)?(?:#L(\d+)(?:-L\d+)?)?/g;
/** Links looked at before giving up: a hostile text of thousands of links costs no more. */
const MOST_SCANNED = 1_000;

interface CodeLink {
  owner: string;
  repo: string;
  path: string;
  line?: number;
}

function withoutTrailingMarks(path: string): string {
  let end = path.length;
  while (end > 0 && '.,;:*_'.includes(path[end - 1] as string)) end--;
  return path.slice(0, end);
}

function codeLinks(text: string): CodeLink[] {
  const links: CodeLink[] = [];
  for (const m of text.matchAll(BLOB)) {
    if (links.length >= MOST_SCANNED) break;
    let path: string;
    try {
      // A sentence's full stop or a Markdown mark after the link is no part of its path.
      path = decodeURIComponent(withoutTrailingMarks(m[3] as string));
    } catch {
      continue;
    }
    const line = m[4] === undefined ? undefined : Number(m[4]);
    links.push({ owner: m[1] as string, repo: m[2] as string, path, ...(line !== undefined && line > 0 ? { line } : {}) });
  }
  return links;
}

/** The declaration whose lines hold `line`, the innermost one; undefined outside every declaration. */
function enclosing(snapshot: Snapshot, path: string, line: number): string | undefined {
  const symbols = indexSnapshot(snapshot).symbolsOf(path);
  if (symbols.length === 0) return undefined;
  const lines = (snapshot.readFile(path) ?? '').split('\n');
  let best: { name: string; line: number } | undefined;
  for (const symbol of symbols) {
    if (symbol.block || symbol.line > line || (best && symbol.line <= best.line)) continue;
    const span = symbolSpan(lines, symbols, symbol);
    if (span.declaration <= line && line <= span.end) best = { name: symbol.name, line: symbol.line };
  }
  return best?.name;
}

/**
 * The requirement's links to files of this repository, as frames (`linked`) after the trace's:
 * another project's links (by the owner and name of `snapshot.info.source`, when it is
 * `owner/name`) and paths the repository does not have name nothing.
 */
export function linkedFrames(snapshot: Snapshot, text: string, depth: number): RepoFrame[] {
  const source = /^[\w.-]+\/[\w.-]+$/.test(snapshot.info.source) ? snapshot.info.source.toLowerCase() : undefined;
  const frames: RepoFrame[] = [];
  for (const link of codeLinks(text)) {
    if (frames.length >= MOST_LINKS) break;
    if (source !== undefined && `${link.owner}/${link.repo}`.toLowerCase() !== source) continue;
    if (!snapshot.has(link.path)) continue;
    const name = link.line === undefined ? undefined : enclosing(snapshot, link.path, link.line);
    frames.push({
      path: link.path,
      file: link.path,
      index: -1,
      depth: depth + frames.length,
      linked: true,
      ...(link.line !== undefined ? { line: link.line } : {}),
      ...(name !== undefined ? { name } : {}),
    });
  }
  return frames;
}
