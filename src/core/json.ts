// JSON as cplan writes it (spec §4): 2-space indentation and a trailing newline. Key order is the
// order callers build objects in, so re-runs produce no diff.
export function stableJson(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}
