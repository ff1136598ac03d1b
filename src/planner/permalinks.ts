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
import { type SymbolDef, clauseRuns, symbolSpan, symbolsIn, withoutOverloads } from '../retrieval/symbols.js';
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
  const symbols = withoutOverloads(path, text, symbolsIn(path, text));
  if (symbols.length === 0) return undefined;
  // At most four names, each tried in at most four of its first sixteen declarations: a location
  // from a model or a hostile note cannot make the search below grow past 4^4 steps.
  const words = location
    .split(/[^A-Za-z0-9_$]+/)
    .filter((word) => word !== '' && !/^\d/.test(word) && !PLACE_WORDS.has(word))
    .slice(0, 4);
  let lines: string[] | undefined;
  // An Elixir function's clauses, one after another, are one function: its span runs to the last.
  const clauses = clauseRuns(path, symbols);
  const spanOf = (def: SymbolDef): LineSpan => {
    lines ??= text.split('\n');
    const span = symbolSpan(lines, symbols, def);
    const last = clauses.get(def);
    return [span.start, last === undefined ? span.end : symbolSpan(lines, symbols, last).end];
  };
  // Each name inside the span of the one before; a name declared twice (two `Client` classes, a
  // Rust struct and its `impl`) is tried in turn, and the declaration that holds the most of the
  // names after it wins, so `Client.send` finds `send` in the class that holds it. A name not found
  // is skipped.
  const within = (from: number, inside: LineSpan | undefined): { span: LineSpan | undefined; found: number } => {
    if (from >= words.length) return { span: inside, found: 0 };
    const named = symbols.filter((s) => s.name === words[from] && (!inside || (s.line > inside[0] && s.line <= inside[1]))).slice(0, 16);
    // Those that hold the next name first, so the fifth `Client` that holds `send` is not cut off.
    const next = words[from + 1];
    const holding = next === undefined ? [] : named.filter((def) => holds(spanOf(def), next));
    const fits = (holding.length > 0 ? holding : named).slice(0, 4);
    let best: { span: LineSpan | undefined; found: number } | undefined;
    for (const def of fits) {
      const deeper = within(from + 1, spanOf(def));
      if (!best || deeper.found + 1 > best.found) best = { span: deeper.span, found: deeper.found + 1 };
    }
    return best ?? within(from + 1, inside);
  };
  function holds(span: LineSpan, name: string): boolean {
    return symbols.some((s) => s.name === name && s.line > span[0] && s.line <= span[1]);
  }
  return within(0, undefined).span;
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
