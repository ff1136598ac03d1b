// A commit message's trailers: who wrote, signed or reviewed a change (`Signed-off-by:`,
// `Co-authored-by:`), Gerrit's `Change-Id:`, a `Cc:` line. Bookkeeping, not intent: no word of
// them is a word of the change, for the planner nor for `cplan backtest`.

/** Trailer keys dropped wherever they appear, besides every `…-by:` key (Signed-off-by, Reviewed-by, …). */
const DROPPED_TRAILERS: ReadonlySet<string> = new Set(['change-id', 'cc', 'co-authored-by', 'git-svn-id']);

/** True for a `Key: value` line whose key is a sign-off-style trailer. */
export function isTrailerLine(line: string): boolean {
  const colon = line.indexOf(':');
  if (colon <= 0 || colon > 40) return false;
  const key = line.slice(0, colon).trim().toLowerCase();
  if (!/^[a-z][a-z0-9-]*$/.test(key)) return false;
  return key.endsWith('-by') || DROPPED_TRAILERS.has(key);
}
