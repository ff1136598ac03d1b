// JSON as cplan writes it: 2-space indentation and a trailing newline. Keys keep the
// order callers build objects in (no sorting), so each artifact reads in its documented order and a
// re-run over the same plan produces the same bytes — no diff on the branch.
export function stableJson(value: unknown): string {
  // JSON.stringify(undefined) is undefined, not a string; write a valid document instead.
  return `${JSON.stringify(value, null, 2) ?? 'null'}\n`;
}
