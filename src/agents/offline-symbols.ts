// Declarations in common languages, found with regular expressions: the offline provider's
// modification points sit at the declaration nearest to (at or above) the first matching line.

const DECLARATIONS: RegExp[] = [
  /^\s*(?:export\s+)?(?:default\s+)?(?:async\s+)?function\*?\s+([A-Za-z_$][\w$]*)/, // JS/TS function
  /^\s*(?:export\s+)?(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*(?::[^=]+)?=\s*(?:async\s*)?(?:\(|function|[A-Za-z_$][\w$]*\s*=>)/, // arrow
  /^\s*(?:export\s+)?(?:default\s+)?(?:abstract\s+)?class\s+([A-Za-z_$][\w$]*)/, // class
  /^\s*(?:export\s+)?(?:interface|enum)\s+([A-Za-z_$][\w$]*)/, // TS interfaces and enums
  /^\s*(?:export\s+)?type\s+([A-Za-z_$][\w$]*)\s*(?:<[^>]*>)?\s*=/, // TS type aliases (not `type X` inside imports)
  /^\s*export\s+const\s+([A-Za-z_$][\w$]*)\s*=/, // exported const
  /^\s*(?:async\s+)?def\s+([A-Za-z_]\w*)/, // Python
  /^\s*class\s+([A-Za-z_]\w*)\s*[(:]/, // Python class
  /^\s*func\s+(?:\([^)]*\)\s*)?([A-Za-z_]\w*)/, // Go
  /^\s*(?:pub(?:\([^)]*\))?\s+)?(?:async\s+)?fn\s+([A-Za-z_]\w*)/, // Rust
  /^\s*(?:public|private|protected|internal)\s+(?:static\s+)?(?:async\s+)?[\w<>[\],\s]+?\s+([A-Za-z_]\w*)\s*\(/, // Java / C#
  /^\s*(?:get|post|put|patch|delete)\s*\(\s*['"]([^'"]+)['"]/, // route handlers
];

export function declarationAt(line: string): string | undefined {
  for (const pattern of DECLARATIONS) {
    const match = pattern.exec(line);
    if (match?.[1]) return match[1];
  }
  return undefined;
}

/** The symbol to change: the declaration at or above `lineNumber` (1-based), else the first one. */
export function bestSymbol(text: string, lineNumber: number | undefined): string | undefined {
  const lines = text.split('\n');
  const start = Math.min(lines.length, Math.max(1, lineNumber ?? 1)) - 1;
  for (let i = start; i >= 0; i--) {
    const symbol = declarationAt(lines[i] as string);
    if (symbol) return symbol;
  }
  for (let i = start + 1; i < lines.length; i++) {
    const symbol = declarationAt(lines[i] as string);
    if (symbol) return symbol;
  }
  return undefined;
}
