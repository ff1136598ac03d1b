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
  /**
   * False when no repository was at hand: only the `(unverified: …)` markers were read, so nothing
   * may be called verified (`cplan render` outside a repository). Absent means checked.
   */
  checked?: boolean;
  /** Points marked `(unverified: …)` in the note (counted whether or not a repository was at hand). */
  marked?: number;
  /** Verified points that name a whole file (`path:*`), no declaration or line in it: a file that exists says less than a symbol found. */
  whole?: number;
}

export function groundingOf(note: PlanNote, exists?: (path: string) => boolean): Grounding {
  const created = exists ? plannedNewFiles(note) : new Set<string>();
  let verified = 0;
  let total = 0;
  let marked = 0;
  let whole = 0;
  for (const task of note.tasks) {
    for (const point of task.modificationPoints) {
      if (point.file === null) continue;
      total++;
      if (point.unverified !== undefined) {
        marked++;
        continue;
      }
      if (!exists || exists(point.file) || created.has(point.file) || declaresNewFile(point.change)) {
        verified++;
        if (point.location === '*' || point.location === '') whole++;
      }
    }
  }
  return { verified, total, checked: exists !== undefined, marked, whole };
}

/** "7 / 8 modification points verified" (one line, both locales). */
export function groundingText(grounding: Grounding, locale: Locale = 'en'): string {
  const { verified, total, marked = 0 } = grounding;
  if (grounding.checked === false) {
    if (locale === 'zh') return `${total} 个修改点，未对照仓库核验${marked > 0 ? `（${marked} 个标记为未核验）` : ''}`;
    const points = `${total} modification point${total === 1 ? '' : 's'}`;
    return `${points}, not checked against a repository${marked > 0 ? ` (${marked} marked unverified)` : ''}`;
  }
  const whole = grounding.whole ?? 0;
  if (locale === 'zh') return `${verified} / ${total} 个修改点已核验${whole > 0 ? `（其中 ${whole} 个只指向整个文件）` : ''}`;
  return `${verified} / ${total} modification point${total === 1 ? '' : 's'} verified${wholeText(whole, verified)}`;
}

/** ", 3 of them whole files": how many of the verified points only name a file. */
function wholeText(whole: number, verified: number): string {
  if (whole === 0) return '';
  if (whole === verified) return verified === 1 ? ', a whole file' : ', all whole files';
  return whole === 1 ? ', one of them a whole file' : `, ${whole} of them whole files`;
}
