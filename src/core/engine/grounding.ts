// The grounding figure of a plan: how many of its modification points name something that is
// really in the repository. Computed from the note alone, so plan.md, plan.json, the PR body and the
// status comment agree: a point counts as verified when it names a file, carries no
// `(unverified: …)` marker and — when the repository is at hand — its file exists there or the plan
// says it creates it. Without the repository (`cplan render`, a re-check) only the markers count.
import type { Locale, PlanNote } from '../shared/model.js';
import { declaresNewFile, plannedNewFiles } from '../note/validate.js';

export interface Grounding {
  /** Modification points that name a file, are not marked unverified and exist (or are created). */
  verified: number;
  /** Modification points that name a file; plain-text notes are not counted. */
  total: number;
}

export function groundingOf(note: PlanNote, exists?: (path: string) => boolean): Grounding {
  const created = exists ? plannedNewFiles(note) : new Set<string>();
  let verified = 0;
  let total = 0;
  for (const task of note.tasks) {
    for (const point of task.modificationPoints) {
      if (point.file === null) continue;
      total++;
      if (point.unverified !== undefined) continue;
      if (!exists || exists(point.file) || created.has(point.file) || declaresNewFile(point.change)) verified++;
    }
  }
  return { verified, total };
}

/** "7 / 8 modification points verified" (one line, both locales). */
export function groundingText(grounding: Grounding, locale: Locale = 'en'): string {
  const { verified, total } = grounding;
  if (locale === 'zh') return `${verified} / ${total} 个修改点已核验`;
  return `${verified} / ${total} modification point${total === 1 ? '' : 's'} verified`;
}
