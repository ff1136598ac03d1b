// The links of a run's modification points: the line span of each named symbol from the repository
// index of the planned commit, turned into permalinks (github.com or a GHES server) or relative links
// into the local repository (the CLI). Core renders them (core/permalinks.ts).
import {
  blobTarget,
  type LineSpan,
  type LinkTarget,
  localTarget,
  pointLinks,
  type PointLinks,
  repoWebUrl,
} from '../core/render/permalinks.js';
import { symbolSpan, symbolsIn } from '../retrieval/symbols.js';
import type { Snapshot } from '../repo/types.js';

/** Where a run's points link: the server's web URL (with the run's source repo and commit), or the session folder → repository root. */
export type LinkBase = { server: string } | { local: string };

/** Words of a location that name no symbol: `function foo`, `class Foo`. */
const PLACE_WORDS = new Set(
  'function method class interface type enum const let var def fn func export default async static public private protected readonly'.split(
    ' ',
  ),
);

/**
 * The lines of the symbol a location names (`createServer()`, `function foo`, `Foo.bar`): the
 * declaration with its doc comment up to its end. `Foo.bar` looks for `bar` inside `Foo`'s span.
 */
export function symbolSpanOf(snapshot: Snapshot, path: string, location: string): LineSpan | undefined {
  // The file's declarations as the repository index lists them (RepoIndex.symbolsOf), without
  // indexing the whole repository: a re-check on every push needs only the files the plan names.
  const text = snapshot.readFile(path) ?? '';
  const symbols = symbolsIn(path, text);
  if (symbols.length === 0) return undefined;
  let lines: string[] | undefined;
  let found: LineSpan | undefined;
  for (const word of location.split(/[^A-Za-z0-9_$]+/)) {
    if (word === '' || /^\d/.test(word) || PLACE_WORDS.has(word)) continue;
    const def = symbols.find((s) => s.name === word && (!found || (s.line > found[0] && s.line <= found[1])));
    if (!def) continue;
    lines ??= text.split('\n');
    const span = symbolSpan(lines, symbols, def);
    found = [span.start, span.end];
  }
  return found;
}

/** Links of points at the snapshot's commit: symbols to their spans, files the snapshot lacks get none. */
export function snapshotLinks(snapshot: Snapshot, target: LinkTarget): PointLinks {
  return pointLinks(target, {
    spanOf: (path, location) => symbolSpanOf(snapshot, path, location),
    exists: (path) => snapshot.has(path),
  });
}

/** The target of a run's links, or undefined when it has none (no base, or no repo/commit for a server). */
export function linkTargetOf(base: LinkBase | undefined, source: { repo?: string; commit?: string } | undefined): LinkTarget | undefined {
  if (!base) return undefined;
  if ('local' in base) return localTarget(base.local);
  if (!source?.repo || !source.commit) return undefined;
  return blobTarget(repoWebUrl(base.server, source.repo), source.commit);
}

/** The links of a run's points, or undefined. */
export function runLinks(input: {
  snapshot: Snapshot;
  links?: LinkBase;
  source?: { repo?: string; commit?: string };
}): PointLinks | undefined {
  const target = linkTargetOf(input.links, input.source);
  return target ? snapshotLinks(input.snapshot, target) : undefined;
}
