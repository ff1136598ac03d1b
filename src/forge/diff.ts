// The RIGHT-side line numbers a unified diff patch contains (added and context lines): the only
// lines a review comment can be anchored to.
export function rightSideLines(patch: string): Set<number> {
  const lines = new Set<number>();
  let line = 0;
  for (const text of patch.split('\n')) {
    const hunk = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,\d+)? @@/.exec(text);
    if (hunk) {
      line = Number(hunk[1]);
      continue;
    }
    if (line === 0 || text.startsWith('\\')) continue;
    if (text.startsWith('-')) continue;
    lines.add(line);
    line++;
  }
  return lines;
}
