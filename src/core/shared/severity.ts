// Conflict severities, once: their order, their icons and their counts (every report, comment and
// check run counts the same way).
import type { Conflict, ConflictSeverity } from './model.js';

/** Lower is more severe. */
export const SEVERITY_RANK: Record<ConflictSeverity, number> = { critical: 0, high: 1, medium: 2 };

export const SEVERITY_ICON: Record<ConflictSeverity, string> = { critical: '🔴', high: '🟠', medium: '🟡' };

export interface ConflictCounts {
  critical: number;
  high: number;
  medium: number;
  /** Conflicts whose decision is still open. */
  open: number;
}

/** Conflicts by severity (all of them, or only the open ones), and how many are open. */
export function countConflicts(conflicts: readonly Conflict[], which: 'all' | 'open' = 'all'): ConflictCounts {
  const counts = { critical: 0, high: 0, medium: 0, open: 0 };
  for (const c of conflicts) {
    const open = c.decision === 'open';
    if (open) counts.open++;
    if (open || which === 'all') counts[c.severity]++;
  }
  return counts;
}
